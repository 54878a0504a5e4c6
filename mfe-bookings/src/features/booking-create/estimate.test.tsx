import { screen, waitFor, within } from '@testing-library/react';
import { emptyContainer } from '@freightdeck/ui';
import { renderBookings, resetBetweenTests, stubApi } from '../../testing/fake-api';
import { draft, DRAFT_ID, pharmaValues } from './testing/draft-values';

jest.setTimeout(20_000);

resetBetweenTests();

const seaDraft = () => draft({
  step: 4, mode: 'SEA', title: 'CNSHA → NLRTM',
  data: {
    origin: 'CNSHA', destination: 'NLRTM', cargo: { type: 'GENERAL' },
    values: {
      ...pharmaValues(), mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'NLRTM', 'cargo.type': 'GENERAL',
      'cargo.temperature.minC': '', 'cargo.temperature.maxC': '', 'cargo.handlingCodes': [],
      'cargo.containers': [{ ...emptyContainer(), type: '42G1', count: '2', cargoWeightKg: '20000' }],
    },
  },
});

describe('the review step\'s estimate', () => {
  it('counts a sea booking over the sea route the API gives, as the booking will be stored', async () => {
    const calls = stubApi((c) => {
      if (c.path === `/v1/bookings/drafts/${DRAFT_ID}`) return seaDraft();
      if (c.path === '/v1/emissions/sea-route') return { from: 'CNSHA', to: 'NLRTM', distanceKm: 19_820, distanceNm: 10_702, method: 'SEA_ROUTE' };
      return undefined;
    });
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    const estimate = await screen.findByRole('region', { name: 'Estimate' });
    await waitFor(() => expect(within(estimate).getByText('Distance').nextSibling).toHaveTextContent('19,820 km (sea route)'));
    // 40 t × 19,820 km × 7.6 g/t-km + two maritime terminals at 10.7 kg/t.
    const kg = 40 * 19_820 * 0.0076 + 2 * 40 * 10.7;
    expect(within(estimate).getByText('CO2e').nextSibling).toHaveTextContent(`${Math.round(kg).toLocaleString('en')} kg CO2e`); // 6,881
    const asked = calls.find((c) => c.path === '/v1/emissions/sea-route')!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['CNSHA', 'NLRTM']);
  });

  it('falls back to great circle × 1.15 when the API knows no route, and says so', async () => {
    stubApi((c) => {
      if (c.path === `/v1/bookings/drafts/${DRAFT_ID}`) return seaDraft();
      if (c.path === '/v1/emissions/sea-route') return { from: 'CNSHA', to: 'NLRTM', distanceKm: null, distanceNm: null, method: null };
      return undefined;
    });
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    const estimate = await screen.findByRole('region', { name: 'Estimate' });
    await waitFor(() => expect(within(estimate).getByText('Distance').nextSibling).toHaveTextContent(/km \(great circle × 1\.15, no sea route known\)/));
  });

  it('an air booking asks no route: great circle + 95 km', async () => {
    const calls = stubApi((c) => (c.path === `/v1/bookings/drafts/${DRAFT_ID}` ? draft({ step: 4 }) : undefined));
    renderBookings(`/bookings/create?draft=${DRAFT_ID}`);
    const estimate = await screen.findByRole('region', { name: 'Estimate' });
    await waitFor(() => expect(within(estimate).getByText('Distance').nextSibling).toHaveTextContent(/km \(great circle \+ 95 km\)/));
    expect(calls.some((c) => c.path === '/v1/emissions/sea-route')).toBe(false);
  });
});
