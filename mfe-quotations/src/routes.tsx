import type { PageRoutes } from '@freightdeck/ui';
import { pageRoutes } from '@freightdeck/contracts';

/**
 * The quotations remote's pages (exposed as `./routes`): path, title, access and permission
 * come from the contracts page table; the shell applies them.
 */
export const routes: PageRoutes = pageRoutes('quotations', {
  quotations: () => import('./features/quotations-list/quotations-page'),
  quotationDrafts: () => import('./features/quotation-drafts/quotation-drafts-page'),
  quotationCreate: () => import('./features/quotation-create/quotation-create-page'),
  quotationRateCards: () => import('./features/rate-cards/rate-cards-page'),
  quotation: () => import('./features/quotation-details/quotation-details-page'),
  quotationPrint: () => import('./features/quotation-public/quotation-print-page'),
  quotationShare: () => import('./features/quotation-public/quotation-share-page'),
});

export default routes;
