import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import { ToastArea } from '../app/ToastArea';
import AboutPage from '../pages/AboutPage';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ContactPage from '../pages/ContactPage';

/** The blog team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Switch>
      <Route path="/blogs">
        <BlogListPage />
      </Route>
      <Route path="/blogs/:id">{(params) => <BlogPostPage params={params} />}</Route>
      <Route path="/about">
        <AboutPage />
      </Route>
      <Route path="/contactus">
        <ContactPage />
      </Route>
    </Switch>
    <ToastArea />
  </StrictMode>,
);
