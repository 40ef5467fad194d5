import { NEW_ARRIVALS_FADE_MS } from '@brass/shared/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * Paging through `count` items `pageSize` at a time (New Arrivals paging): a change
 * fades the list out, switches the page after 200 ms, then fades it back in. The first item shown is
 * what is kept, so a resize keeps the shopper near the products they were looking at.
 */
export function useFadingPager(count: number, pageSize: number) {
  const [firstIndex, setFirstIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(Math.floor(firstIndex / pageSize), pageCount - 1);

  const goTo = (next: number) => {
    if (next < 0 || next >= pageCount || next === page) return;
    clearTimeout(timer.current);
    setFading(true);
    timer.current = setTimeout(() => {
      setFirstIndex(next * pageSize);
      setFading(false);
    }, NEW_ARRIVALS_FADE_MS);
  };

  return { page, pageCount, start: page * pageSize, fading, goTo };
}
