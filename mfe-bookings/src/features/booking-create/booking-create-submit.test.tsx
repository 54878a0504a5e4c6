import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { apiError, renderBookings, stubApi, type ApiCall, resetBetweenTests } from '../../testing/fake-api';
import { draft, DRAFT_ID, pharmaValues } from './testing/draft-values';

jest.setTimeout(20_000);

resetBetweenTests();

const BOOKING_ID = '5e2f0a9c-7b1d-4c3e-9f8a-6d4c2b1a0e99';
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step/ });
const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
/** The Idempotency-Key of each create call, as fetch was given it. */
const idempotencyKeys = () => (globalThis.fetch as jest.Mock).mock.calls
  .filter(([input, init]) => String(input).endsWith('/v1/bookings') && init?.method === 'POST')
  .map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));

describe('create booking: drafts and submit', () => {
  it('saves a draft with the form state and step (POST the first time, PATCH after) ', async () => {
    const calls = stubApi((c) => (c.path.startsWith('/v1/bookings/drafts') ? draft({ step: 1, updatedAt: '2026-11-22T10:15:00.000Z' }) : undefined));
    renderBookings('/bookings/create');
    await userEvent.click(await screen.findByRole('radio', { name: /Air freight/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('Customer reference'), 'PO-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/^Draft saved at \d\d:\d\d/)).toHaveAttribute('role', 'status');
    const [first] = posts(calls, '/v1/bookings/drafts');
    expect(first?.body).toMatchObject({ mode: 'AIR', step: 1, data: { origin: '', cargo: { type: '' }, values: { mode: 'AIR', customerReference: 'PO-1', origin: '' } } });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: `/v1/bookings/drafts/${DRAFT_ID}`, body: { step: 0, mode: 'AIR' } });
    expect(posts(calls, '/v1/bookings/drafts')).toHaveLength(1);
    // The address names the draft now, but the form stays as it is (no reload of the draft).
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(0);
  });

  it('resumes a draft at its step with what was entered', async () => {
    const calls = stubApi((c) => (c.path === `/v1/bookings/drafts/${DRAFT_ID}` ? draft({ step: 2 }) : undefined));
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 5: Cargo'));
    expect(screen.getByLabelText('Commodity')).toHaveValue('Vaccines');
    expect(within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Pieces')).toHaveValue('4');
    expect(screen.getByRole('group', { name: 'Shipment totals' })).toHaveTextContent('Chargeable weight640 kg');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/bookings/drafts/${DRAFT_ID}`]);
  });

  it('reviews charges and CO2e, submits the whole booking with the draft id and one Idempotency-Key per attempt, reused on a retry', async () => {
    let answers = 0;
    const calls = stubApi((c) => {
      if (c.path === `/v1/bookings/drafts/${DRAFT_ID}`) return draft({ step: 4 });
      if (c.method === 'POST' && c.path === '/v1/bookings') return (answers += 1) === 1 ? apiError(500, 'INTERNAL_ERROR') : { id: BOOKING_ID, ref: 'FD-AIR-0100' };
      return undefined;
    });
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 5: Review'));
    const estimate = screen.getByRole('region', { name: 'Estimate' });
    expect(within(estimate).getByText('Chargeable').nextSibling).toHaveTextContent('640 kg');
    await waitFor(() => expect(within(estimate).getByText('CO2e').nextSibling).toHaveTextContent(/\d kg CO2e|\d t CO2e/));
    expect(within(estimate).getByText(/ISO 14083/)).toBeInTheDocument();
    expect(within(estimate).getByRole('table', { name: 'Estimated charges' })).toHaveTextContent(/FRT/);

    await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(posts(calls, '/v1/bookings')).toHaveLength(1));
    act(() => errorModal.dismiss());
    await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === `/v1/bookings/${BOOKING_ID}`)).toBe(true));

    const [body] = posts(calls, '/v1/bookings').map((c) => c.body);
    expect(body).toEqual({
      mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01', customerReference: 'PO-88123',
      cargo: {
        type: 'PHARMACEUTICAL', commodity: 'Vaccines', hsCode: '300220', dangerousGoods: null, temperature: { minC: 2, maxC: 8 }, handlingCodes: ['COL', 'PIL'],
        pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }], containers: [],
      },
      shipper: {
        company: 'Acme Pharma Asia Pte Ltd', contactName: '', email: 'ship@acme-pharma.test', phone: { country: 'SG', number: '6543 2100' },
        address: '1 Changi South Lane', postalCode: '', city: 'Singapore', country: 'SG',
      },
      consignee: {
        company: 'Acme Pharma GmbH', contactName: '', email: '', phone: null, address: 'Cargo City Süd 5', postalCode: '60549', city: 'Frankfurt am Main', country: 'DE',
      },
      notifyParty: null,
      draftId: DRAFT_ID,
    });
    const keys = idempotencyKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('checks the whole booking on submit and opens the step of the first error, sending nothing', async () => {
    const values = { ...pharmaValues(), 'shipper.company': '', 'consignee.country': '' };
    const calls = stubApi((c) => (c.path === `/v1/bookings/drafts/${DRAFT_ID}` ? draft({ step: 4, data: { values } }) : undefined));
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 5: Review'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 4 of 5: Parties'));
    const company = within(screen.getByRole('group', { name: 'Shipper' })).getByLabelText('Company');
    expect(company).toHaveAccessibleDescription('Enter the shipper\'s company');
    await waitFor(() => expect(company).toHaveFocus());
    expect(within(screen.getByRole('group', { name: 'Consignee' })).getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, '/v1/bookings')).toHaveLength(0);
  });

  it('shows the API validation errors on their fields, at the step of the first one', async () => {
    const calls = stubApi((c) => {
      if (c.path === `/v1/bookings/drafts/${DRAFT_ID}`) return draft({ step: 4 });
      if (c.method === 'POST' && c.path === '/v1/bookings') {
        return new Response(JSON.stringify({
          code: 'VALIDATION_ERROR', message: 'Invalid booking',
          details: [{ path: 'consignee.city', message: 'is not served' }, { path: 'cargo.pieces.0.weightKg', message: 'exceeds the aircraft limit' }],
        }), { status: 400, headers: { 'content-type': 'application/json' } });
      }
      return undefined;
    });
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 5: Review'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 5: Cargo'));
    const weight = within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Weight per piece (kg)');
    expect(weight).toHaveAccessibleDescription('Weight per piece exceeds the aircraft limit');
    await waitFor(() => expect(weight).toHaveFocus());
    // A change clears the field's error.
    await userEvent.clear(weight);
    await userEvent.type(weight, '80');
    expect(weight).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('group', { name: 'Consignee' })).getByLabelText('City')).toHaveAccessibleDescription('Consignee\'s city is not served');
    expect(posts(calls, '/v1/bookings')).toHaveLength(1);
  });

  it('says what the API refused when no field on screen holds it', async () => {
    stubApi((c) => {
      if (c.path === `/v1/bookings/drafts/${DRAFT_ID}`) return draft({ step: 4 });
      if (c.method === 'POST' && c.path === '/v1/bookings') {
        return new Response(JSON.stringify({
          code: 'VALIDATION_ERROR', message: 'Invalid booking', details: [{ path: 'organizationId', message: 'is required: choose the customer to book for' }],
        }), { status: 400, headers: { 'content-type': 'application/json' } });
      }
      return undefined;
    });
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 5: Review'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit booking' }));
    expect(await screen.findByText('The booking was not accepted: Choose the customer to book for.')).toHaveAttribute('role', 'alert');
  });
});
