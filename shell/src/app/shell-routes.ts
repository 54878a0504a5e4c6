import { pageRoutes } from '@freightdeck/contracts';
import type { PageRoutes } from '@freightdeck/ui';

/** The shell's own pages, in the same shape as a remote's routes (from the page table); every page is lazy. */
export const SHELL_ROUTES: PageRoutes = pageRoutes('shell', {
  login: () => import('../pages/login/login-page'),
  forgotPassword: () => import('../pages/account/forgot-password-page'),
  resetPassword: () => import('../pages/account/reset-password-page'),
  activate: () => import('../pages/account/activate-page'),
  home: () => import('../pages/home-page'),
  dashboard: () => import('../pages/dashboard-page'),
  profile: () => import('../pages/profile/profile-page'),
  switchUser: () => import('../pages/switch-user-page'),
  attributions: () => import('../pages/attributions-page'),
});
