import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import AboutPage from '../pages/AboutPage';
import ContactPage from '../pages/ContactPage';

/** The blog team's own page: the remote's routes without the host, for development. */
await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Switch>
      <Route path="/blogs">{(params) => <BlogListPage params={params} />}</Route>
      <Route path="/blogs/:id">{(params) => <BlogPostPage params={params} />}</Route>
      <Route path="/about">{(params) => <AboutPage params={params} />}</Route>
      <Route path="/contactus">{(params) => <ContactPage params={params} />}</Route>
    </Switch>
  </StrictMode>,
);
