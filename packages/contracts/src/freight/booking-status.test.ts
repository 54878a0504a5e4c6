import { actionsFrom, BOOKING_ACTIONS, BOOKING_STATUSES, DCSA_BOOKING_STATUS, editModeFor, nextStatus, type BookingAction, type BookingStatus } from './booking-status';

const allowed: [BookingStatus, BookingAction, BookingStatus][] = [
  ['PENDING', 'confirm', 'CONFIRMED'],
  ['CONFIRMED', 'depart', 'IN_TRANSIT'],
  ['IN_TRANSIT', 'arrive', 'ARRIVED'],
  ['ARRIVED', 'deliver', 'DELIVERED'],
  ['PENDING', 'cancel', 'CANCELLED'],
  ['CONFIRMED', 'cancel', 'CANCELLED'],
];

describe('booking status machine', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });

  it('refuses every other transition', () => {
    const ok = new Set(allowed.map(([from, action]) => `${from}:${action}`));
    let refused = 0;
    for (const status of BOOKING_STATUSES) {
      for (const action of BOOKING_ACTIONS) {
        if (ok.has(`${status}:${action}`)) continue;
        expect([status, action, nextStatus(status, action)]).toEqual([status, action, null]);
        refused += 1;
      }
    }
    expect(refused).toBe(BOOKING_STATUSES.length * BOOKING_ACTIONS.length - allowed.length);
  });

  it('has no way out of DELIVERED or CANCELLED', () => {
    expect(actionsFrom('DELIVERED')).toEqual([]);
    expect(actionsFrom('CANCELLED')).toEqual([]);
    expect(actionsFrom('PENDING')).toEqual(['confirm', 'cancel']);
  });

  it('edits PENDING directly and CONFIRMED by revision, nothing later', () => {
    expect(BOOKING_STATUSES.map(editModeFor)).toEqual(['direct', 'revision', null, null, null, null]);
  });

  it('maps every status onto DCSA Booking 2.0', () => {
    expect(Object.keys(DCSA_BOOKING_STATUS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(DCSA_BOOKING_STATUS.PENDING).toBe('RECEIVED');
  });
});
