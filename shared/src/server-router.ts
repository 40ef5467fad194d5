/**
 * The router a page is rendered in on the server, at the request's address. Kept out of
 * `@brass/shared/router` so that no browser ever downloads it.
 */
export { StaticRouter } from 'react-router-dom';
