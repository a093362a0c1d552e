/**
 * The router API the apps use. Apps import these from the kernel, never from react-router-dom
 * directly: that keeps one router (one context) for all apps inside the kernel singleton, and
 * only these parts of react-router in the bundle.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  // the server render's router (a fixed location, no history): the apps' roots take `location` for it
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateOptions } from 'react-router-dom';
