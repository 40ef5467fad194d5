import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from '@brass/shared/router';
import { ToastArea } from '../app/ToastArea';
import AboutPage from '../pages/AboutPage';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ContactPage from '../pages/ContactPage';
import PolicyPage from '../pages/PolicyPage';

function RoutedBlogPostPage() {
  return <BlogPostPage params={useParams()} />;
}

function RoutedPolicyPage() {
  return <PolicyPage params={useParams()} />;
}

/** The blog team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/blogs" element={<BlogListPage />} />
        <Route path="/blogs/:id" element={<RoutedBlogPostPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contactus" element={<ContactPage />} />
        <Route path="/policies/:slug" element={<RoutedPolicyPage />} />
      </Routes>
    </BrowserRouter>
    <ToastArea />
  </StrictMode>,
);
