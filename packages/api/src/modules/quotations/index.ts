// The quotations module's public API: what the composition root and the seed import from it.
// Quotations: requests priced at once by the rate cards or by the pricing desk, their status, drafts and share links.

export type { QuotationActor } from './access';
export { createQuotationDraftService, type QuotationDraftService } from './drafts';
export { priceRequest, type PricingInput } from './pricing';
export { quotationRoutes } from './routes';
export { createQuotationService, formatQuotationRef, type QuotationService } from './service';
export { createQuotationShareLinkService, type QuotationShareLinkService } from './share-links';
