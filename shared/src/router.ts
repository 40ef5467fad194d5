/**
 * The router of every app on the page, shared as one singleton module so that the host's router
 * context is the one every remote's links and hooks read. It re-exports only what the shop uses:
 * a shared module ships whole, so this list is what the first visit pays for, not the whole package.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
