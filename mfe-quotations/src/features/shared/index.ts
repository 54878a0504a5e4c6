export {
  useQuotations, useQuotation, getQuotations, getQuotation, quotationKey, quotationsKey, createQuotation, updateQuotation, issueQuotation, submitQuotation,
  acceptQuotation, declineQuotation, getSummary, useQuotationSummary, type QuotationApiQuery,
} from './api/quotations';
export { findOrganizations, getOrganization } from './api/organizations';
export { getDraft, useDrafts, saveDraft, deleteDraft, draftsKey, type DraftPage } from './api/drafts';
export { useShareLinks, createShareLink, revokeShareLink, getSharedQuotation, useSharedQuotation, shareLinksKey } from './api/share-links';
export { useRateCards, createRateCard, updateRateCard, deleteRateCard, importRateCards, rateCardsKey, type RateCardApiQuery } from './api/rate-cards';
export {
  QUOTATION_STATUS_LABELS, MODE_LABELS, MISSING, formatMode, formatRoute, formatMoney, formatCo2e, formatTransit, daysLeft, validityCountdown,
} from './format';
export { QuotationStatusBadge, QUOTATION_STATUS_TONES } from './status-badge';
export { Validity } from './validity';
export { OptionsComparison, ChargeBreakdown, type OptionsComparisonProps } from './options-comparison';
export { sortOptions, optionMarks, comparablePrice, OPTION_SORTS, type OptionSort, type OptionMark } from './compare-options';
export { RequestSummary } from './request-summary';
