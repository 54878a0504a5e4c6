import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeSchedulePrefill } from '@freightdeck/contracts';
import { cannedQuotation, QUOTATION_ID, waitingQuotation } from '../../testing/canned-quotations';
import { apiError, renderQuotations, resetBetweenTests, stubApi } from '../../testing/fake-api';

jest.setTimeout(30_000);
resetBetweenTests();

const prefill = encodeSchedulePrefill({
  mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01', scheduleOptionId: 'air:SQ326:2026-12-02',
  legs: [{ carrier: 'SQ', transportId: 'SQ326', vesselName: '', from: 'SIN', to: 'FRA', departureAt: '2026-12-02T15:05:00.000Z', arrivalAt: '2026-12-03T05:50:00.000Z' }],
});
const url = `/quotations/create?schedule=${encodeURIComponent(prefill)}`;

async function fillPharmaCargo() {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Cargo type' }), 'PHARMACEUTICAL');
  await userEvent.type(screen.getByLabelText('Commodity'), 'Vaccines');
  await userEvent.type(screen.getByLabelText('Minimum temperature (°C)'), '2');
  await userEvent.type(screen.getByLabelText('Maximum temperature (°C)'), '8');
  const line = screen.getByRole('group', { name: 'Line 1' });
  await userEvent.clear(within(line).getByLabelText('Pieces'));
  await userEvent.type(within(line).getByLabelText('Pieces'), '4');
  for (const [label, value] of [['Length (cm)', '120'], ['Width (cm)', '80'], ['Height (cm)', '100'], ['Weight per piece (kg)', '90']] as const) {
    await userEvent.type(within(line).getByLabelText(label), value);
  }
}

describe('/quotations/create', () => {
  it('opens from a schedule option with the shared route fields filled in, and checks the cargo before asking the API', async () => {
    const calls = stubApi(() => undefined);
    renderQuotations(url);
    expect(await screen.findByRole('group', { name: 'Chosen schedule' })).toHaveTextContent('SQ SQ326');
    expect(screen.getByRole('radio', { name: /Air freight/ })).toBeChecked();
    expect(screen.getByLabelText('Cargo-ready date')).toHaveValue('01 Dec 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));
    expect(screen.getByRole('combobox', { name: 'Cargo type' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('prices the request into options side by side, marks and sorts them, and accepts the one chosen', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'POST' && c.path === '/v1/quotations') return new Response(JSON.stringify(cannedQuotation()), { status: 201, headers: { 'content-type': 'application/json' } });
      if (c.method === 'POST' && c.path.endsWith('/accept')) return cannedQuotation({ status: 'ACCEPTED', acceptedOptionId: 'opt-cx', allowedActions: ['book', 'share'] });
      if (c.path === `/v1/quotations/${QUOTATION_ID}`) return cannedQuotation({ status: 'ACCEPTED', acceptedOptionId: 'opt-cx', allowedActions: ['book', 'share'] });
      if (c.path.endsWith('/share-links')) return { items: [] };
      return undefined;
    });
    renderQuotations(url, { role: 'customer-user' });
    await fillPharmaCargo();
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));

    const options = await screen.findByRole('region', { name: 'Options' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01', scheduleOptionId: 'air:SQ326:2026-12-02',
      cargo: { type: 'PHARMACEUTICAL', commodity: 'Vaccines', temperature: { minC: 2, maxC: 8 }, pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }] },
    });
    const cards = within(options).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('data-option'))).toEqual(['opt-cx', 'opt-lh', 'opt-sq']);
    expect(within(cards[0]!).getByText('Cheapest')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('USD 2,851.19');
    expect(within(cards[0]!).getByRole('table', { name: /Price breakdown/ })).toHaveTextContent('MY – Fuel surcharge');
    await userEvent.selectOptions(within(options).getByRole('combobox', { name: 'Sort options by' }), 'co2e');
    expect(within(options).getAllByRole('listitem').map((c) => c.getAttribute('data-option'))).toEqual(['opt-lh', 'opt-sq', 'opt-cx']);

    await userEvent.click(within(options).getByRole('button', { name: 'Accept Cathay Cargo SIN → HKG → FRA' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/accept'))?.body).toEqual({ optionId: 'opt-cx', expectedVersion: 2 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation' })).toBeInTheDocument();
  });

  it('staff choose the customer they ask for (searched on the server); it is required for them', async () => {
    const acme = { id: '7c1e9a52-3d4b-4f6e-8a1c-2b9d0e4f5a61', name: 'Acme Pharma', country: 'CH', isPrimary: false };
    const nordic = { id: '0f3a8b21-6c5d-4e7f-9a0b-1c2d3e4f5a6b', name: 'Nordic Fresh', country: 'NO', isPrimary: false };
    const calls = stubApi((c) => {
      if (c.path === '/v1/organizations') return { items: [acme, nordic].filter((o) => o.name.toLowerCase().includes(c.query.get('q') ?? ''.toLowerCase())), total: 2, page: 1, pageSize: 20 };
      if (c.method === 'POST' && c.path === '/v1/quotations') return new Response(JSON.stringify(cannedQuotation()), { status: 201, headers: { 'content-type': 'application/json' } });
      return undefined;
    });
    renderQuotations(url);
    await fillPharmaCargo();
    const forWhom = screen.getByRole('combobox', { name: /^Request for \(customer\)/ });
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));
    expect(forWhom).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the customer to quote for')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(forWhom, 'acme');
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pharma/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/organizations' && c.query.get('q') === 'acme')).toBe(true));
    expect(forWhom).toHaveValue('CH – Acme Pharma');
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));
    await screen.findByRole('region', { name: 'Options' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ organizationId: acme.id, origin: 'SIN', destination: 'FRA' });
  });

  it('shows customers no customer picker', async () => {
    stubApi(() => undefined);
    renderQuotations(url, { role: 'customer-user' });
    await screen.findByRole('combobox', { name: 'Cargo type' });
    expect(screen.queryByRole('combobox', { name: /^Request for/ })).not.toBeInTheDocument();
  });

  it('says the pricing desk prices a lane without rate cards', async () => {
    stubApi((c) => (c.method === 'POST' ? waitingQuotation() : undefined));
    renderQuotations(url, { role: 'customer-user' });
    await fillPharmaCargo();
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));
    expect(await screen.findByText('No tariff covers this lane yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open QT-SEA-0102' })).toBeInTheDocument();
  });

  it('marks the field the API refused', async () => {
    stubApi((c) => (c.method === 'POST' ? new Response(JSON.stringify({ code: 'VALIDATION_ERROR', message: 'x', details: [{ path: 'cargo.commodity', message: 'is too vague' }] }), { status: 400, headers: { 'content-type': 'application/json' } }) : undefined));
    renderQuotations(url, { role: 'customer-user' });
    await fillPharmaCargo();
    await userEvent.click(screen.getByRole('button', { name: 'Get prices' }));
    await waitFor(() => expect(screen.getByLabelText('Commodity')).toHaveAccessibleDescription('Commodity is too vague'));
  });

  it('saves the request as a draft', async () => {
    const calls = stubApi((c) => (c.method === 'POST' && c.path === '/v1/quotations/drafts' ? { id: 'd9', mode: 'AIR', step: 0, title: 'SIN → FRA', data: {}, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' } : apiError(500, 'X')));
    renderQuotations(url, { role: 'customer-user' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/Draft saved at/)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ mode: 'AIR', data: { origin: 'SIN', destination: 'FRA', values: { scheduleOptionId: 'air:SQ326:2026-12-02' } } });
  });
});
