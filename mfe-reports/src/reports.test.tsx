import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { airSeaSavings } from './features/sustainability/air-sea-saving';
import { filtersFrom, toQuery } from './features/shared';
import { routes } from './routes';
import { canned } from './testing/canned';
import { cannedReports } from './testing/canned-reports';

beforeEach(() => localStorage.clear());

describe('/reports', () => {
  it('draws each report as a chart with its numbers as a table', async () => {
    renderInDevShell({ name: 'reports', routes, canned, url: '/reports?mode=AIR', role: 'viewer' });
    const monthly = await screen.findByRole('table', { name: 'Bookings and shipments per month' });
    const rows = within(monthly).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Month', 'Booked (bookings)', 'Shipped (bookings)', 'Total (bookings)']);
    expect(rows[1]).toEqual(['Jun 2026', '4', '4', '8']);
    expect(await screen.findByRole('table', { name: 'Bookings by status' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Top 3 lanes' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Origins, destinations and lanes' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Bookings by weekday, last 8 weeks\./ })).toBeInTheDocument();
    // The filter from the query string is in the form.
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('AIR');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // Spend per currency, never converted; no organization filter for a customer.
    expect(await screen.findByTestId('spend')).toHaveTextContent(/EUR\s?48,510 · USD\s?27,600/);
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });

  it('draws the sea lane along its sea route (the API\'s points) and air lanes as great-circle arcs', async () => {
    const { container } = renderInDevShell({ name: 'reports', routes, canned, url: '/reports', role: 'viewer' });
    await screen.findByRole('table', { name: 'Origins, destinations and lanes' });
    // The sea lane's path has a segment per route point (32 after the first), the air arc the projection's resampling.
    await waitFor(() => expect(container.querySelector('[data-route="SEA:CNSHA-NLRTM"]')!.getAttribute('d')!.split('L').length).toBeGreaterThanOrEqual(33));
    expect(container.querySelector('[data-route="AIR:SIN-FRA"]')).toBeInTheDocument();
  });

  it('staff pick an organization by searching, not from the first hundred; the choice goes to the query string', async () => {
    renderInDevShell({ name: 'reports', routes, canned, url: '/reports', role: 'platform-administrator' });
    const picker = await screen.findByRole('combobox', { name: 'Organization' });
    await userEvent.type(picker, 'Nor');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    // The customers the search answered; the platform's own organization is no filter.
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Acme Pharma AG'), expect.stringContaining('Nordic Fresh AS')]);
    await userEvent.click(options[1]!);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dated by' }), 'DEPARTURE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // Read back from the query string: the form shows the picked organization and the basis.
    expect(await screen.findByLabelText('Departing from')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('NO – Nordic Fresh AS');
    expect(screen.getByRole('combobox', { name: 'Dated by' })).toHaveValue('DEPARTURE');
  });
});

describe('/sustainability-report', () => {
  it('states the total (WTW, TTW beside it), the saving where air and sea share a lane, and the method', async () => {
    renderInDevShell({ name: 'reports', routes, canned, url: '/sustainability-report', role: 'viewer' });
    expect(await screen.findByTestId('co2e-total')).toHaveTextContent('67.7 t CO2e');
    expect(screen.getByTestId('co2e-total')).toHaveTextContent('tank-to-wheel');
    expect(await screen.findByText(/ISO 14083:2023 and the GLEC Framework v3.0/)).toBeInTheDocument();
    expect(screen.getByText(/100% of the CO2e is counted with default factors/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Emission factors' })).toHaveTextContent('Table 41');
    // The hub factors with their sources, and the rows not confirmed named in the method.
    expect(screen.getByRole('row', { name: /Air cargo terminal, ambient.*0\.60 per t/ })).toHaveTextContent('transshipment, ambient, 0.6 kg CO2e/t');
    expect(screen.getByText(/Not confirmed against the GLEC table: Maritime container terminal, ambient; Maritime container terminal, temperature-controlled/)).toBeInTheDocument();
    expect(screen.getByText(/No country-to-country lane/)).toBeInTheDocument();
  });

  it('shows the table of a chart on request', async () => {
    renderInDevShell({ name: 'reports', routes, canned, url: '/sustainability-report', role: 'viewer' });
    const figure = (await screen.findByRole('img', { name: /^CO2e per month \(WTW\)\./ })).closest('figure')!;
    await userEvent.click(within(figure).getByRole('button', { name: 'Show table' }));
    expect(within(figure).getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('report helpers', () => {
  it('reads and writes the filters of the query string, dropping what is not a filter', () => {
    const filters = filtersFrom(new URLSearchParams('from=2026-01-01&to=nope&mode=SEA&origin=cnsha&page=3&dateBasis=SHIPPED'));
    expect(filters).toEqual({ from: '2026-01-01', mode: 'SEA', origin: 'CNSHA' });
    expect(filtersFrom(new URLSearchParams('dateBasis=DEPARTURE'))).toEqual({ dateBasis: 'DEPARTURE' });
    expect(toQuery(filters)).toEqual({ from: '2026-01-01', mode: 'SEA', origin: 'CNSHA' });
  });

  it('counts the air-vs-sea saving per country lane that has both modes', () => {
    const lanes = cannedReports['GET /v1/bookings/reports/location'].lanes;
    expect(airSeaSavings(lanes)).toEqual([]);
    const both = [
      { ...lanes[0]!, originCountry: 'CN', destinationCountry: 'NL', grossWeightKg: 1000, co2eKg: 6000 },
      { ...lanes[2]!, grossWeightKg: 10_000, co2eKg: 1000 },
    ];
    // Air 6,000 kg per t; sea 100 kg per t; 1 t by air → 5,900 kg saved.
    expect(airSeaSavings(both)).toEqual([{ lane: 'CN → NL', airTonnes: 1, airKgPerTonne: 6000, seaKgPerTonne: 100, savingKg: 5900 }]);
  });
});
