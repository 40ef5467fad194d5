import { animate } from 'framer-motion/dom/mini';
import {
  Fragment,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { PageSnapshot } from './PageSnapshot';
import { pageSnapshot, PageSwapContext } from './page-swap';
import styles from './PageTransition.module.css';

interface Props {
  pageKey: string;
  children: ReactNode;
}

const FADE_OUT_SECONDS = 0.3;
const FADE_IN_SECONDS = 0.4;

/** The latest move: to which page, and the copy of the page it left. */
interface Move {
  key: string;
  /** Counts the moves: going back to a page is a move of its own. */
  id: number;
  leaving: HTMLElement | undefined;
  /** How far the shopper had scrolled the page being left. */
  scrolledTo: number;
}

const prefersStillness = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Moving from page to page never shows a blank frame. The page being left is copied as it is drawn
 * (`pageSnapshot`) and unmounted at once, so nothing in it acts on the new address; the copy stands
 * in its place until the next page has drawn, which on a warm tab is the same frame. Then the copy
 * fades out over 0.3 s above the new page fading in over 0.4 s, so one of them is always there.
 */
export function PageTransition({ pageKey, children }: Props) {
  const frameId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const fadingOut = useRef<HTMLDivElement>(null);
  const [move, setMove] = useState<Move>({ key: pageKey, id: 0, leaving: undefined, scrolledTo: 0 });
  // The first page has nothing to cross with: it counts as arrived and faded from the start.
  const [arrivedMove, setArrivedMove] = useState(0);
  const [fadedMove, setFadedMove] = useState(0);

  if (move.key !== pageKey) {
    // Read while React renders the move, before it commits it: the frame still holds the page
    // being left, as the shopper sees it.
    const shown = document.getElementById(frameId);
    setMove({
      key: pageKey,
      id: move.id + 1,
      leaving: shown ? pageSnapshot(shown) : undefined,
      scrolledTo: window.scrollY,
    });
  }

  const arriving = arrivedMove !== move.id;
  const crossfading = !arriving && fadedMove !== move.id && move.leaving !== undefined && !prefersStillness();
  const arrived = useCallback(() => setArrivedMove(move.id), [move.id]);

  // The new page starts at its top, as a page opened afresh would.
  useLayoutEffect(() => {
    if (!arriving && move.id > 0) window.scrollTo({ top: 0 });
  }, [arriving, move.id]);

  useLayoutEffect(() => {
    if (!crossfading || !frame.current || !fadingOut.current) return;
    const fadeIn = animate(
      frame.current,
      { opacity: [0, 1] },
      { duration: FADE_IN_SECONDS, ease: 'easeOut' },
    );
    const fadeOut = animate(
      fadingOut.current,
      { opacity: [1, 0] },
      { duration: FADE_OUT_SECONDS, ease: 'easeIn' },
    );
    let ended = false;
    let interrupted = false;
    void Promise.all([fadeIn, fadeOut]).then(() => {
      ended = true;
      if (!interrupted) setFadedMove(move.id);
    });
    return () => {
      if (ended) return;
      // Another move began: its own copy takes over, and this page's fade is not finished on top of it.
      interrupted = true;
      fadeIn.cancel();
      fadeOut.cancel();
    };
  }, [crossfading, move.id]);

  const leaving = arriving ? move.leaving : undefined;
  const pageSwap = useMemo(() => ({ leaving, arrived }), [leaving, arrived]);
  return (
    <div className={styles.stage}>
      <div
        ref={frame}
        id={frameId}
        data-page={pageKey}
        className={styles.frame}
        aria-busy={arriving || undefined}
      >
        <PageSwapContext value={pageSwap}>
          {/* Each address is a page of its own, even under the same route (one product, then another). */}
          <Fragment key={pageKey}>{children}</Fragment>
        </PageSwapContext>
      </div>
      {crossfading && move.leaving && (
        <div ref={fadingOut} className={styles.leaving}>
          {/* Where it was on screen: the page is scrolled to the top as the new one comes in. */}
          <div style={{ transform: `translateY(${-move.scrolledTo}px)` }}>
            <PageSnapshot page={move.leaving} />
          </div>
        </div>
      )}
    </div>
  );
}
