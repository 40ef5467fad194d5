import { useSyncExternalStore } from 'react';

/** New Arrivals show 1 product under 640 px, 3 under 1024 px, 5 otherwise. */
function pageSizeFor(width: number): 1 | 3 | 5 {
  if (width < 640) return 1;
  if (width < 1024) return 3;
  return 5;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readPageSize = () => pageSizeFor(window.innerWidth);

/** The page size for the current window width, following resizes and rotations. */
export function usePageSize(): 1 | 3 | 5 {
  return useSyncExternalStore(subscribe, readPageSize, () => 5);
}
