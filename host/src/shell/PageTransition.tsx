import { AnimatePresence, domAnimation, LazyMotion, m } from 'framer-motion';
import { useEffect, type ReactNode } from 'react';

interface Props {
  pageKey: string;
  children: ReactNode;
}

/** SPEC section 2: every page fades in over 0.4 s and out over 0.3 s. */
export function PageTransition({ pageKey, children }: Props) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pageKey]);

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence mode="wait" initial={false}>
        <m.div
          key={pageKey}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1, transition: { duration: 0.4 } }}
          exit={{ opacity: 0, transition: { duration: 0.3 } }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
