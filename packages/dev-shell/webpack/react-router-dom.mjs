// Its export list must equal ROUTER_EXPORTS in router-exports.js (a dev-shell test checks it). The
// one react-router-dom the apps share (docs/adr/001, docs/adr/005). A shared module is never
// tree-shaken, and react-router-dom 7 re-exports all of react-router (data routers, server
// rendering: 61 KB gzip). Providing this curated entry instead lets webpack keep only what it
// names.
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useOutlet,
  useOutletContext,
  useRoutes,
  useLinkClickHandler,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
} from "react-router";
