import { screen, within } from '@testing-library/react';
import { detailsBooking } from '../../../testing/canned-details';
import { openDetails } from '../testing/open-details';

beforeEach(() => localStorage.clear());

const term = (region: HTMLElement, name: string) => within(region).getByText(name).nextElementSibling;

describe('summary, cargo and charges', () => {
  it('shows the totals and the CO2e with its method and factor version', async () => {
    await openDetails(detailsBooking());
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(term(summary, 'Organization')).toHaveTextContent('Acme Pharma');
    expect(term(summary, 'Customer reference')).toHaveTextContent('PO-88123');
    expect(term(summary, 'Gross weight')).toHaveTextContent('360 kg');
    expect(term(summary, 'Volume')).toHaveTextContent('3.84 m³');
    expect(term(summary, 'Chargeable weight')).toHaveTextContent('641.5 kg');
    expect(term(summary, 'CO2e')).toHaveTextContent('2,461 kg CO2e · ISO 14083 / GLEC Framework v3, factors version GLEC-3.1-2025');
  });

  it('shows the cargo temperature range and handling codes, and the charge totals per currency with their source', async () => {
    await openDetails(detailsBooking());
    const cargo = screen.getByRole('region', { name: 'Cargo' });
    expect(term(cargo, 'Temperature range')).toHaveTextContent('2 °C to 8 °C');
    expect(term(cargo, 'Handling codes')).toHaveTextContent('COL (Cool, +2 to +8 °C), PIL (Pharmaceuticals)');
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(charges).toHaveTextContent('Final charges, set by operations.');
    expect(within(charges).getByRole('row', { name: /Total USD/ })).toHaveTextContent('USD 2,598.08');
    expect(within(charges).getByRole('row', { name: /Total SGD/ })).toHaveTextContent('SGD 35.00');
  });
});
