import { useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from '@brass/shared/router';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import { ToastArea } from './ToastArea';

/**
 * The blog as a self-contained widget: its own in-memory location, so that moving between the list
 * and a post never rewrites the address of the page it is embedded in, and its own toasts, as no
 * shell is there to draw them.
 */
export function ParcelApp() {
  return (
    <MemoryRouter initialEntries={['/blogs']} useTransitions={false}>
      <ParcelRoutes />
      <ToastArea />
    </MemoryRouter>
  );
}

function RoutedBlogPostPage() {
  return <BlogPostPage params={useParams()} />;
}

function ParcelRoutes() {
  const { pathname: location } = useLocation();
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
      <Routes>
        <Route path="/blogs/:id" element={<RoutedBlogPostPage />} />
        <Route path="*" element={<BlogListPage />} />
      </Routes>
    </div>
  );
}
