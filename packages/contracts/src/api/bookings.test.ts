import { InstantSchema } from './booking-parts';
import { CreateBookingSchema, BookingListQuerySchema, UpdateBookingSchema } from './bookings';
import { sampleAirBooking, sampleSeaBooking } from '../testing';

const issues = (input: unknown) => {
  const result = CreateBookingSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('CreateBookingSchema', () => {
  it('accepts the sample air and sea bookings', () => {
    expect(issues(sampleAirBooking())).toEqual([]);
    expect(issues(sampleSeaBooking())).toEqual([]);
  });

  it('requires a temperature range for pharmaceutical and perishable cargo', () => {
    const air = sampleAirBooking();
    expect(issues({ ...air, cargo: { ...air.cargo, temperature: null } })).toEqual(['cargo.temperature: is required for pharmaceutical cargo']);
    expect(issues({ ...air, cargo: { ...air.cargo, type: 'GENERAL', temperature: null } })).toEqual([]);
  });

  it('wants codes of the mode and pieces or containers as the load says', () => {
    expect(issues(sampleAirBooking({ origin: 'SGSIN' }))).toContain('origin: must be an IATA airport code for AIR freight');
    expect(issues(sampleSeaBooking({ seaLoad: 'LCL' }))).toEqual(expect.arrayContaining(['cargo.pieces: add at least one piece', 'cargo.containers: containers are for full container loads (FCL) only']));
    expect(issues(sampleSeaBooking({ seaLoad: null }))).toContain('seaLoad: is required for sea freight (FCL or LCL)');
    expect(issues(sampleAirBooking({ destination: 'SIN' }))).toContain('destination: must differ from the origin');
  });

  it('checks that legs run from origin to destination in order', () => {
    const leg = (from: string, to: string) => ({ carrier: 'SQ', transportId: 'SQ326', from, to });
    expect(issues(sampleAirBooking({ legs: [leg('SIN', 'DXB'), leg('DXB', 'FRA')] }))).toEqual([]);
    expect(issues(sampleAirBooking({ legs: [leg('SIN', 'DXB'), leg('DOH', 'FRA')] }))).toEqual(['legs.1.from: must be where the previous leg ends']);
    expect(issues(sampleAirBooking({ legs: [leg('SIN', 'DXB')] }))).toEqual(['legs.0.to: the last leg must end at the destination']);
  });

  it('refuses a container heavier than its payload', () => {
    const sea = sampleSeaBooking();
    expect(issues({ ...sea, cargo: { ...sea.cargo, containers: [{ type: '22G1', count: 1, cargoWeightKg: 30_000 }] } })).toEqual(['cargo.containers.0.cargoWeightKg: exceeds the 22G1 payload of 28,180 kg']);
  });
});

describe('UpdateBookingSchema', () => {
  it('needs something to change', () => {
    expect(UpdateBookingSchema.safeParse({ expectedVersion: 2 }).success).toBe(false);
    expect(UpdateBookingSchema.safeParse({ remarks: 'Call before delivery' }).success).toBe(true);
  });
});

describe('BookingListQuerySchema', () => {
  it('reads repeated and comma-separated statuses and defaults the page', () => {
    expect(BookingListQuerySchema.parse({ status: ['PENDING', 'CONFIRMED,IN_TRANSIT'] })).toMatchObject({ status: ['PENDING', 'CONFIRMED', 'IN_TRANSIT'], sort: '-createdAt', page: 1, pageSize: 20 });
    expect(BookingListQuerySchema.parse({ status: 'DELIVERED', watched: 'true' })).toMatchObject({ status: ['DELIVERED'], watched: true });
  });
  it('refuses an unknown status and a reversed date range', () => {
    expect(BookingListQuerySchema.safeParse({ status: 'LOST' }).success).toBe(false);
    expect(BookingListQuerySchema.safeParse({ dateFrom: '2026-02-01', dateTo: '2026-01-01' }).success).toBe(false);
  });
});

describe('UpdateBookingSchema defaults', () => {
  it('fills in nothing the caller did not send', () => {
    expect(UpdateBookingSchema.parse({ remarks: 'x' })).toEqual({ remarks: 'x' });
  });
});

describe('InstantSchema', () => {
  it('takes an instant with its offset in the years 1 to 9999, and refuses year 0, which PostgreSQL has not', () => {
    for (const ok of ['2026-11-22T14:05:00+08:00', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) expect(InstantSchema.safeParse(ok).success).toBe(true);
    for (const refused of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '2026-02-30T00:00:00Z', 'tomorrow']) expect(InstantSchema.safeParse(refused).success).toBe(false);
  });
});
