import { useLayoutEffect } from 'react';
import { usePageSwap } from './page-swap';

/**
 * Rendered beside a page, so it mounts in the commit that first renders the page: the copy of the page
 * being left starts fading out before that frame is painted.
 */
export function PageArrived() {
  const { arrived } = usePageSwap();
  useLayoutEffect(arrived, [arrived]);
  return null;
}
