import { screen, within } from '@testing-library/react';
import { renderWithFakeApi } from '@freightdeck/dev-shell/testing';
import { paths, type ChargeLine } from '@freightdeck/contracts';
import type { FormApi, PageRoutes } from '@freightdeck/ui';
import { resetBetweenTests, stubApi } from '../../testing/fake-api';
import { routes } from '../../routes';
import type { BookingFormValues } from './form-values';
import type { QuotationSource } from './from-quotation';
import { ReviewStep } from './steps/review-step';
import { pharmaValues } from './testing/draft-values';

jest.setTimeout(20_000);

resetBetweenTests();

const charges: ChargeLine[] = [
  { code: 'FRT', description: 'Air freight, pharmaceutical', basis: 'PER_CHARGEABLE_KG', quantity: 640, rate: 8.15, currency: 'USD', amount: 5216 },
  { code: 'MY', description: 'Fuel surcharge', basis: 'PER_CHARGEABLE_KG', quantity: 640, rate: 1.2, currency: 'USD', amount: 768 },
];
const source = (option: QuotationSource['option']): QuotationSource => ({ id: 'q1', ref: 'FDQ-000321', optionId: null, version: 3, option });
const quoted = { carrierName: 'Singapore Airlines Cargo', routing: 'SIN → FRA', charges, total: { currency: 'USD', amount: 5984 }, co2eKg: 2461 };

/** The review step alone, on the create page's route, with the form's values and maybe a quotation. */
function openReview(quotation: QuotationSource | null) {
  const form = { values: pharmaValues() } as unknown as FormApi<BookingFormValues>;
  const Review = () => <ReviewStep form={form} quotation={quotation} />;
  const only: PageRoutes = routes.map((r) => (r.path === paths.bookingCreate() ? { ...r, page: () => Promise.resolve({ default: Review }) } : r));
  renderWithFakeApi('bookings', only, paths.bookingCreate());
}

describe('the review step of a booking from a quotation', () => {
  it('shows the quoted charges with their breakdown and their quotation, not the standard tariff\'s estimate', async () => {
    stubApi(() => undefined);
    openReview(source(quoted));
    const card = await screen.findByRole('region', { name: 'Quoted charges' });
    expect(screen.queryByRole('region', { name: 'Estimate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/standard tariff/)).not.toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent('These charges come from quotation FDQ-000321 (Singapore Airlines Cargo, SIN → FRA).');
    expect(within(card).getByText('Quoted total').nextSibling).toHaveTextContent('5,984.00');
    expect(within(card).getByText('CO2e').nextSibling).toHaveTextContent('2,461 kg CO2e');
    const table = within(card).getByRole('table', { name: 'Charges of quotation FDQ-000321' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('FRT – Air freight, pharmaceutical'), expect.stringContaining('MY – Fuel surcharge'),
    ]);
    expect(table).toHaveTextContent('5,216.00');
  });

  it('without a quotation shows the standard tariff\'s estimate', async () => {
    stubApi(() => undefined);
    openReview(null);
    const estimate = await screen.findByRole('region', { name: 'Estimate' });
    expect(within(estimate).getByText(/standard tariff/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quoted charges' })).not.toBeInTheDocument();
  });
});
