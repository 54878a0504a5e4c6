import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@freightdeck/auth';
import { fakeTokens } from '@freightdeck/dev-shell';
import { PUBLIC_REF, sharedBookingSample } from '../../../testing/canned-public';
import { openPublicPage, resetBetweenTests } from '../testing';

resetBetweenTests();

const heading = () => screen.findByRole('heading', { level: 1, name: `Booking ${PUBLIC_REF}` });

describe('booking print page', () => {
  it('by a share link shows the booking without prices, and sends no credentials even when signed in', async () => {
    sessionStore.set(fakeTokens(undefined));
    const { calls } = openPublicPage(`/bookings/print/${PUBLIC_REF}?token=demo`);
    await heading();
    const bookingCalls = calls.filter((c) => c.path.startsWith('/v1/bookings'));
    expect(bookingCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/bookings/shareable/demo']);
    expect(bookingCalls[0]?.authorization).toBeNull();

    expect(screen.getByText('Arrived')).toBeInTheDocument();
    const parties = screen.getByRole('region', { name: 'Parties' });
    expect(within(parties).getByRole('region', { name: 'Shipper' })).toHaveTextContent('Acme Pharma Asia Pte Ltd');
    // Phone and country as every page writes them, once the reference data is in.
    await waitFor(() => expect(within(parties).getByRole('region', { name: 'Shipper' })).toHaveTextContent('Phone +65 6123 4567'));
    expect(within(parties).getByRole('region', { name: 'Consignee' })).toHaveTextContent('Germany');
    expect(within(parties).getByRole('region', { name: 'Consignee' })).toHaveTextContent('Frankfurt am Main');
    expect(within(parties).getByRole('region', { name: 'Notify party' })).toHaveTextContent('None');
    const legs = screen.getByRole('table', { name: 'Legs' });
    expect(within(legs).getByRole('row', { name: /SQ326/ })).toHaveTextContent('02 Dec 2026 23:55 (UTC+08:00)');
    const totals = screen.getByRole('group', { name: 'Cargo totals' });
    expect(totals).toHaveTextContent(/Pieces\s*4/);
    expect(totals).toHaveTextContent('Gross weight360 kg');
    expect(totals).toHaveTextContent('Volume3.84 m³');
    expect(totals).toHaveTextContent('Chargeable weight641.5 kg');
    expect(screen.getByText('618-12345675')).toBeInTheDocument();
    expect(screen.getByText(/ISO 14083/)).toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'Charges' })).not.toBeInTheDocument();
    expect(screen.queryByText(/USD|\$/)).not.toBeInTheDocument();
    expect(screen.getByText('Shared view: prices are not shown.')).toBeInTheDocument();
  });

  it('signed in without a token loads the full booking with the session, charges and totals per currency included', async () => {
    sessionStore.set(fakeTokens(undefined));
    const { calls } = openPublicPage(`/bookings/print/${PUBLIC_REF}`);
    await heading();
    const bookingCalls = calls.filter((c) => c.path.startsWith('/v1/bookings'));
    expect(bookingCalls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/bookings/${PUBLIC_REF}`]);
    expect(bookingCalls[0]?.authorization).toMatch(/^Bearer /);
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByRole('row', { name: /Fuel surcharge/ })).toHaveTextContent('USD 545.28');
    // One total per currency, never added up.
    expect(within(charges).getAllByRole('row', { name: /^Total / }).map((row) => row.textContent)).toEqual(['TotalUSD 2,533.93', 'TotalSGD 180.00']);
    expect(within(charges).getByText(/standard tariff/)).toBeInTheDocument();
  });

  it('shows a sea FCL booking’s containers, carrier booking number and TEU', async () => {
    const sea = {
      ...sharedBookingSample, mode: 'SEA' as const, seaLoad: 'FCL' as const, origin: 'CNSHA', destination: 'NLRTM', carrierReference: 'MAEU123456789',
      legs: [{ carrier: 'MAEU', transportId: '412W', vesselName: 'Maersk Elba', from: 'CNSHA', to: 'NLRTM', departureAt: null, arrivalAt: null }],
      cargo: { ...sharedBookingSample.cargo, type: 'GENERAL' as const, temperature: null, handlingCodes: [], pieces: [], containers: [{ type: '45G1' as const, count: 2, cargoWeightKg: 14_500 }] },
      totals: { pieces: 2, grossWeightKg: 29_000, volumeM3: 152.6, chargeable: { value: 2, unit: 'CONTAINER' as const }, teu: 4 },
    };
    openPublicPage(`/bookings/print/${PUBLIC_REF}?token=sea`, { overrides: { 'GET /v1/bookings/shareable/sea': sea } });
    await heading();
    expect(screen.getByText('Sea FCL · Acme Pharma', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Containers' })).toHaveTextContent("45G1 · 40' high cube214,500");
    expect(within(screen.getByRole('table', { name: 'Legs' })).getByRole('columnheader', { name: 'Vessel / voyage' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Maersk Elba 412W/ })).toBeInTheDocument();
    expect(screen.getByText('Carrier booking number').nextElementSibling).toHaveTextContent('MAEU123456789');
    const totals = screen.getByRole('group', { name: 'Cargo totals' });
    expect(totals).toHaveTextContent('Chargeable weight2 containers');
    expect(totals).toHaveTextContent('TEU4');
  });

  it('renders the reference as a QR code with an accessible name, the ref printed under it', async () => {
    openPublicPage(`/bookings/print/${PUBLIC_REF}?token=demo`);
    const qr = await screen.findByRole('img', { name: `QR code of booking reference ${PUBLIC_REF}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(qr.closest('figure')).toHaveTextContent(PUBLIC_REF);
  });

  it('prints with the browser’s print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    openPublicPage(`/bookings/print/${PUBLIC_REF}?token=demo`);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the link is not valid or has expired', async () => {
    openPublicPage(`/bookings/print/${PUBLIC_REF}?token=expired`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This link is not valid or has expired');
    expect(screen.getByText(/Ask them for a new link/)).toBeInTheDocument();
  });

  it('says so when the ref in the path is not the booking’s, and links to the right one', async () => {
    openPublicPage('/bookings/print/FD-OTHER-9?token=demo');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`This link belongs to booking ${PUBLIC_REF}`);
    expect(screen.getByRole('link', { name: `Open booking ${PUBLIC_REF}` })).toHaveAttribute('href', `/bookings/print/${PUBLIC_REF}?token=demo`);
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('shows the dev shell’s fake user (no session) the signed-in view', async () => {
    openPublicPage(`/bookings/print/${PUBLIC_REF}`, { role: 'customer-user' });
    await heading();
    expect(screen.getByRole('region', { name: 'Charges' })).toBeInTheDocument();
  });

  it('asks a visitor without a link or session to sign in, and calls nothing', async () => {
    const { calls } = openPublicPage(`/bookings/print/${PUBLIC_REF}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign in to print this booking');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });
});
