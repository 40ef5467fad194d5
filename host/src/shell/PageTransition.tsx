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
import { fadeIn } from './fade-in';
import { pageSnapshot, PageSwapContext } from './page-swap';
import styles from './PageTransition.module.css';

interface Props {
  pageKey: string;
  children: ReactNode;
}

const FADE_IN_SECONDS = 0.4;
/**
 * How far the pages fade: the copy of the page being left dims to it over 0.3 s while the next one
 * loads (`PageTransition.module.css`), and the next one comes in from it. Never less, so that some
 * page is always plainly there.
 */
const DIMMED = 0.6;

/** The latest move: to which page, and the copy of the page it left. */
interface Move {
  key: string;
  /** Counts the moves: going back to a page is a move of its own. */
  id: number;
  leaving: HTMLElement | undefined;
}

const prefersStillness = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Moving from page to page never shows a blank frame. The page being left is copied as it looks now
 * (`pageSnapshot`) and unmounted at once, so nothing in it acts on the new address; the copy stands
 * in its place, dimming, until the next page has rendered, which on a warm tab is the same frame. The
 * next page then takes its place at once and fades in from the dimmed level. The two are never on the
 * page together.
 */
export function PageTransition({ pageKey, children }: Props) {
  const frameId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [move, setMove] = useState<Move>({ key: pageKey, id: 0, leaving: undefined });
  // The first page has nothing to come after: it counts as arrived from the start.
  const [arrivedMove, setArrivedMove] = useState(0);

  if (move.key !== pageKey) {
    // Read while React renders the move, before it commits it: the frame still holds the page
    // being left, as the shopper sees it.
    const shown = document.getElementById(frameId);
    setMove({ key: pageKey, id: move.id + 1, leaving: shown ? pageSnapshot(shown) : undefined });
  }

  const arriving = arrivedMove !== move.id;
  const arrived = useCallback(() => setArrivedMove(move.id), [move.id]);

  // The new page starts at its top, as a page opened afresh would, and fades in.
  useLayoutEffect(() => {
    if (arriving || move.id === 0 || !frame.current) return;
    window.scrollTo({ top: 0 });
    if (prefersStillness()) return;
    // Another move beginning before this fade ends stops it: its page is not left half faded.
    return fadeIn(frame.current, DIMMED, FADE_IN_SECONDS);
  }, [arriving, move.id]);

  const leaving = arriving ? move.leaving : undefined;
  const pageSwap = useMemo(() => ({ leaving, arrived }), [leaving, arrived]);
  return (
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
  );
}
