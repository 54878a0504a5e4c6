import { paths } from '@freightdeck/contracts';
import type { PageRoutes } from '@freightdeck/ui';

/** The shell's own pages, in the same shape as a remote's routes; every page is lazy. */
export const SHELL_ROUTES: PageRoutes = [
  { path: paths.login(), title: 'Sign in', access: 'guest', page: () => import('../pages/login/login-page') },
  { path: paths.forgotPassword(), title: 'Forgot password', access: 'guest', page: () => import('../pages/account/forgot-password-page') },
  { path: paths.resetPassword(), title: 'Reset password', access: 'guest', page: () => import('../pages/account/reset-password-page') },
  { path: paths.activate(), title: 'Activate account', access: 'guest', page: () => import('../pages/account/activate-page') },
  { path: paths.home(), title: 'Home', access: 'protected', page: () => import('../pages/home-page') },
  { path: paths.dashboard(), title: 'Dashboard', access: 'protected', page: () => import('../pages/dashboard-page') },
  { path: paths.profile(), title: 'Profile', access: 'protected', page: () => import('../pages/profile/profile-page') },
  { path: paths.switchUser(), title: 'Switching user', access: 'protected', page: () => import('../pages/switch-user-page') },
  { path: paths.attributions(), title: 'Data sources and attributions', access: 'public', page: () => import('../pages/attributions-page') },
];
