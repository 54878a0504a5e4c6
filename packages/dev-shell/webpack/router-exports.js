// The router API every app may use, and the only names the shared react-router-dom provides.
// ESLint (eslint.config.mjs) refuses any other import from react-router-dom, so an app cannot
// reach for a name the shared module does not carry. Add a name here when an app needs it.
const ROUTER_EXPORTS = [
  // components
  'BrowserRouter', 'MemoryRouter', 'Router', 'Routes', 'Route', 'Navigate', 'Outlet', 'Link', 'NavLink',
  // hooks
  'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useSearchParams', 'useMatch',
  'useHref', 'useResolvedPath', 'useInRouterContext', 'useOutlet', 'useOutletContext', 'useRoutes',
  'useLinkClickHandler',
  // utilities
  'createSearchParams', 'generatePath', 'matchPath', 'matchRoutes', 'resolvePath', 'createPath', 'parsePath',
];

// Types are erased at build time; they may be imported freely.
const ROUTER_TYPES = [
  'Location', 'NavigateFunction', 'NavigateOptions', 'Params', 'PathMatch', 'RouteObject', 'To',
  'LinkProps', 'NavLinkProps', 'URLSearchParamsInit', 'NavigationType',
];

module.exports = { ROUTER_EXPORTS, ROUTER_TYPES };
