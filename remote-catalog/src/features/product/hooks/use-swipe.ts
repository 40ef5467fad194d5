import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger moves sideways before the move counts as a swipe rather than a wobbly tap. */
const SWIPE_PX = 40;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  /** Swallows the click some browsers still send at the end of a swipe, so it does not open anything. */
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * A sideways swipe of a finger or pen: `onSwipe(1)` for a swipe to the left (the next photo, as on
 * every phone), `onSwipe(-1)` to the right. A mouse is left alone: it has the thumbnails and arrows.
 * The element needs `touch-action: pan-y`, so the browser keeps a vertical move for scrolling the page
 * (and cancels the gesture) and hands a sideways one to the page.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  const swiped = useRef(false);

  return {
    onPointerDown(event) {
      swiped.current = false;
      start.current =
        event.pointerType === 'mouse'
          ? undefined
          : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = undefined;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = undefined;
    },
    onClickCapture(event) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
