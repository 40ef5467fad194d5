import { useEffect, useRef, useState } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import { ToastArea } from './ToastArea';

/**
 * The blog as a self-contained widget: its own in-memory location, so that moving between the list
 * and a post never rewrites the address of the page it is embedded in, and its own toasts, as no
 * shell is there to draw them.
 */
export function ParcelApp() {
  const [location] = useState(() => memoryLocation({ path: '/blogs' }));
  return (
    <Router hook={location.hook}>
      <ParcelRoutes />
      <ToastArea />
    </Router>
  );
}

function ParcelRoutes() {
  const [location] = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // Opening a post from far down the list would otherwise leave the reader in the middle of it.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const element = frame.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [location]);

  return (
    <div ref={frame}>
      <Switch>
        <Route path="/blogs/:id">{(params) => <BlogPostPage params={params} />}</Route>
        <Route>
          <BlogListPage />
        </Route>
      </Switch>
    </div>
  );
}
