import { screen } from '@testing-library/react';
import { encodeSchedulePrefill, SCHEDULE_PREFILL_PARAM, type SchedulePrefill } from '@freightdeck/contracts';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from '../../routes';
import { canned } from '../../testing/canned';
import { valuesFromSchedule } from './form-values';
import { toBookingInput } from './to-booking-input';

const prefill: SchedulePrefill = {
  mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-07', scheduleOptionId: 'trip-1.SIN.trip-2.FRA',
  legs: [
    { carrier: 'EK', transportId: 'EK353', vesselName: '', from: 'SIN', to: 'DXB', departureAt: '2026-12-07T12:50:00.000Z', arrivalAt: '2026-12-07T19:10:00.000Z' },
    { carrier: 'EK', transportId: 'EK45', vesselName: '', from: 'DXB', to: 'FRA', departureAt: '2026-12-07T23:25:00.000Z', arrivalAt: '2026-12-08T06:30:00.000Z' },
  ],
};

beforeEach(() => localStorage.clear());

describe('the booking form opened from a schedule option', () => {
  it('starts at the route with mode, route, cargo-ready date and the chosen legs filled in', async () => {
    const url = `/bookings/create?${new URLSearchParams({ [SCHEDULE_PREFILL_PARAM]: encodeSchedulePrefill(prefill) })}`;
    renderInDevShell({ name: 'bookings', routes, canned, url, role: 'customer-user' });
    expect(await screen.findByRole('heading', { name: 'Step 2 of 5: Route' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Cargo-ready date')).toHaveValue('07 Dec 2026');
    const chosen = screen.getByLabelText('Chosen schedule');
    expect(chosen).toHaveTextContent('EK EK353: SIN 7 Dec, 12:50 UTC → DXB 7 Dec, 19:10 UTC');
    expect(chosen).toHaveTextContent('EK EK45: DXB 7 Dec, 23:25 UTC → FRA 8 Dec, 06:30 UTC');
  });

  it('sends the legs and the option id while the route matches, and leaves them out once it does not', () => {
    const values = valuesFromSchedule(prefill);
    expect(toBookingInput(values)).toMatchObject({ mode: 'AIR', origin: 'SIN', destination: 'FRA', scheduleOptionId: prefill.scheduleOptionId, legs: prefill.legs });
    const changed = toBookingInput({ ...values, destination: 'AMS' });
    expect(changed).not.toHaveProperty('legs');
    expect(changed).not.toHaveProperty('scheduleOptionId');
  });

  it('ignores a schedule parameter that is not an option', async () => {
    renderInDevShell({ name: 'bookings', routes, canned, url: '/bookings/create?schedule=%7Bbroken', role: 'customer-user' });
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Mode' })).toBeInTheDocument();
  });
});
