// The exchange-rates module's public API: dated exchange rates, read when quotations convert totals.

export { exchangeRateRoutes } from './routes';
export { createExchangeRateService, exchangeRatesOn, type ExchangeRateService } from './service';
