import { animate } from 'framer-motion/dom/mini';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  pageKey: string;
  children: ReactNode;
}

const FADE_OUT_SECONDS = 0.3;
const FADE_IN_SECONDS = 0.4;

/**
 * The leaving page fades out over 0.3 s, then the new one fades in over 0.4 s.
 * framer-motion's mini `animate` (Web Animations, about 2 KiB) does the fading: its React layer
 * (`AnimatePresence`) would cost some 30 KiB on every first visit for the same two fades.
 */
export function PageTransition({ pageKey, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState({ key: pageKey, node: children });
  const leaving = shown.key !== pageKey;

  // While a page stays, keep its latest render, so that a page fading out is shown as it last was.
  if (!leaving && shown.node !== children) setShown({ key: pageKey, node: children });

  useEffect(() => {
    if (!leaving || !frame.current) return;
    let cancelled = false;
    void animate(frame.current, { opacity: 0 }, { duration: FADE_OUT_SECONDS }).then(() => {
      if (!cancelled) setShown({ key: pageKey, node: null });
    });
    return () => {
      cancelled = true;
    };
  }, [leaving, pageKey]);

  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    if (frame.current) void animate(frame.current, { opacity: [0, 1] }, { duration: FADE_IN_SECONDS });
  }, [shown.key]);

  return (
    <div ref={frame} data-page={shown.key}>
      {leaving ? shown.node : children}
    </div>
  );
}
