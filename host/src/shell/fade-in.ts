type Animate = (typeof import('framer-motion/dom/mini'))['animate'];

let loading: Promise<Animate> | undefined;

/**
 * The animation library of the fades, fetched when the shopper first points at a link, not with the
 * first page: that one never fades in, and most of its visits move nowhere.
 */
export function prepareFadeIn(): Promise<Animate> {
  return (loading ??= import('framer-motion/dom/mini').then(
    (module) => module.animate,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * Fades `element` in from the opacity `from` to full over `seconds`. It holds `from` until the library
 * is in (on a warm tab it is), and shows the element whole if the library cannot come. The function
 * returned stops the fade and leaves the element whole.
 */
export function fadeIn(element: HTMLElement, from: number, seconds: number): () => void {
  let stopped = false;
  let stopAnimation: (() => void) | undefined;
  element.style.opacity = String(from);
  prepareFadeIn().then(
    (animate) => {
      if (stopped) return;
      // In the same task as the animation's start: no frame shows the element whole in between.
      element.style.removeProperty('opacity');
      const animation = animate(element, { opacity: [from, 1] }, { duration: seconds, ease: 'easeOut' });
      let ended = false;
      void animation.then(() => {
        ended = true;
      });
      stopAnimation = () => {
        if (!ended) animation.cancel();
      };
    },
    () => element.style.removeProperty('opacity'),
  );
  return () => {
    stopped = true;
    stopAnimation?.();
    element.style.removeProperty('opacity');
  };
}
