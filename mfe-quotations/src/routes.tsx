import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The quotations remote's pages (exposed as `./routes`): path, title, access and permission
 * come from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('quotations', {
  quotations: () => import('./features/quotations/quotations-page'),
  quotationDrafts: () => import('./features/quotations/quotation-drafts-page'),
  quotationCreate: () => import('./features/quotations/quotation-create-page'),
  quotation: () => import('./features/quotations/quotation-details-page'),
  quotationPrint: () => import('./features/quotations/quotation-print-page'),
  quotationShare: () => import('./features/quotations/quotation-share-page'),
});

export default routes;
