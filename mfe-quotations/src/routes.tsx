import type { PageRoutes } from '@freightdeck/ui';
import { paths } from '@freightdeck/contracts';

// Spec §6 page requirements.
const QUOTATION_VIEW = { or: ['quotation:view'] };
const QUOTATION_MANAGE = { or: ['quotation:manage'] };

/** The quotations remote's pages (exposed as `./routes`); the shell applies access and permission. */
export const routes: PageRoutes = [
  {
    path: paths.quotations(),
    title: 'Quotations',
    access: 'protected',
    permission: QUOTATION_VIEW,
    page: () => import('./features/quotations/quotations-page'),
  },
  {
    path: paths.quotationDrafts(),
    title: 'Quotations',
    access: 'protected',
    permission: QUOTATION_VIEW,
    page: () => import('./features/quotations/quotation-drafts-page'),
  },
  {
    path: paths.quotationCreate(),
    title: 'Quotations',
    access: 'protected',
    permission: QUOTATION_MANAGE,
    page: () => import('./features/quotations/quotation-create-page'),
  },
  {
    path: '/quotations/:id',
    title: 'Quotations',
    access: 'protected',
    permission: QUOTATION_VIEW,
    page: () => import('./features/quotations/quotation-details-page'),
  },
  {
    path: '/quotations/print/:ref',
    title: 'Quotations',
    access: 'public',
    page: () => import('./features/quotations/quotation-print-page'),
  },
  {
    path: '/quotations/share/:ref',
    title: 'Quotations',
    access: 'public',
    page: () => import('./features/quotations/quotation-share-page'),
  },
];

export default routes;
