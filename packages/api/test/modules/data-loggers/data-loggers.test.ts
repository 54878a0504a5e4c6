import { eq } from 'drizzle-orm';
import type { DataLogger, ReadingSeries } from '@freightdeck/contracts';
import { bookingHistory } from '../../../src/db/schema';
import { readingSeries } from '../../../src/modules/data-loggers/excursions';
import { authHeaders, signIn } from '../../helpers/auth';
import { insertBooking } from '../../helpers/booking-rows';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('readingSeries: excursions', () => {
  it('groups consecutive readings out of range on one side, with the furthest value', () => {
    const at = (m: number) => `2026-11-20T10:${String(m).padStart(2, '0')}:00.000Z`;
    const temps = [5, 9, 11, 10, 6, 1, -2, 12, 7];
    const series = readingSeries('L', { minC: 2, maxC: 8 }, temps.map((temperatureC, i) => ({ at: at(i), temperatureC })));
    expect(series.readings.map((r) => r.excursion)).toEqual([false, true, true, true, false, true, true, true, false]);
    expect(series.excursions).toEqual([
      { from: at(1), to: at(3), peakC: 11, direction: 'ABOVE' },
      { from: at(5), to: at(6), peakC: -2, direction: 'BELOW' },
      { from: at(7), to: at(7), peakC: 12, direction: 'ABOVE' },
    ]);
    expect(readingSeries('L', null, [{ at: at(0), temperatureC: 40 }]).excursions).toEqual([]);
  });
});

describe('data loggers', () => {
  let t: TestApp;
  let h: Record<'anna' | 'carl' | 'vera' | 'nils' | 'ops', Record<string, string>>;
  let booking: Awaited<ReturnType<typeof insertBooking>>;

  beforeAll(async () => {
    t = await createTestApp();
    const emails = { anna: 'anna@acme-pharma.test', carl: 'carl@acme-pharma.test', vera: 'vera@acme-pharma.test', nils: 'nils@nordic-fresh.test', ops: 'ops@freightdeck.test' };
    h = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([k, e]) => [k, authHeaders(await signIn(t.app, e))]))) as typeof h;
    booking = await insertBooking(t.database.db, { temperature: { minC: 2, maxC: 8 } });
  });
  afterAll(() => t.close());

  const add = (who: keyof typeof h, payload: object) => t.app.inject({ method: 'POST', url: '/v1/bookings/data-loggers', payload, headers: h[who] });
  const list = (who: keyof typeof h, ref = booking.ref) => t.app.inject({ method: 'GET', url: `/v1/bookings/data-loggers?bookingRef=${ref.toLowerCase()}`, headers: h[who] });
  const history = async () => (await t.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id))).map((e) => e.action);

  it('adds a logger by booking ref (201, history DATA_LOGGER_ADDED); the same serial in another case is 409', async () => {
    const response = await add('anna', { bookingRef: booking.ref.toLowerCase(), serialNumber: 'TT4-0001', model: 'Sensitech TempTale 4' });
    expect(response.statusCode).toBe(201);
    expect(response.json<DataLogger>()).toMatchObject({
      bookingId: booking.id, bookingRef: booking.ref, serialNumber: 'TT4-0001', model: 'Sensitech TempTale 4', addedBy: { name: 'Anna Andersen' },
      readings: { count: 0, firstAt: null, lastAt: null, minC: null, maxC: null, excursions: 0 },
    });
    expect(await history()).toContain('DATA_LOGGER_ADDED');
    const again = await add('ops', { bookingRef: booking.ref, serialNumber: 'tt4-0001', model: 'Other' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'DATA_LOGGER_ALREADY_EXISTS']);
    // The same serial on another booking is fine.
    const other = await insertBooking(t.database.db);
    expect((await add('anna', { bookingRef: other.ref, serialNumber: 'TT4-0001', model: 'Sensitech TempTale 4' })).statusCode).toBe(201);
  });

  it('takes readings in bulk, keeping one per instant; summarises them and marks excursions against the booking range', async () => {
    const [logger] = (await list('anna')).json().items as DataLogger[];
    const readings = [
      { at: '2026-11-20T10:00:00Z', temperatureC: 5.1 },
      { at: '2026-11-20T10:05:00Z', temperatureC: 8.6 },
      { at: '2026-11-20T18:10:00+08:00', temperatureC: 9.4 }, // 10:10Z
      { at: '2026-11-20T10:15:00Z', temperatureC: 4 },
      { at: '2026-11-20T10:05:00.000Z', temperatureC: 3 }, // the same instant again, in this batch
    ];
    const posted = await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, payload: { readings }, headers: h.anna });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ accepted: 4, duplicates: 1 });
    const repeat = await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, payload: { readings: [readings[0], { at: '2026-11-20T10:20:00Z', temperatureC: 1.5 }] }, headers: h.ops });
    expect(repeat.json()).toEqual({ accepted: 1, duplicates: 1 });

    const [summary] = (await list('vera')).json().items as DataLogger[];
    expect(summary!.readings).toEqual({ count: 5, firstAt: '2026-11-20T10:00:00.000Z', lastAt: '2026-11-20T10:20:00.000Z', minC: 1.5, maxC: 9.4, excursions: 3 });

    const series = await t.app.inject({ method: 'GET', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, headers: h.carl });
    expect(series.statusCode).toBe(200);
    expect(series.json<ReadingSeries>()).toEqual({
      loggerId: logger!.id,
      range: { minC: 2, maxC: 8 },
      readings: [
        { at: '2026-11-20T10:00:00.000Z', temperatureC: 5.1, excursion: false },
        { at: '2026-11-20T10:05:00.000Z', temperatureC: 8.6, excursion: true },
        { at: '2026-11-20T10:10:00.000Z', temperatureC: 9.4, excursion: true },
        { at: '2026-11-20T10:15:00.000Z', temperatureC: 4, excursion: false },
        { at: '2026-11-20T10:20:00.000Z', temperatureC: 1.5, excursion: true },
      ],
      excursions: [
        { from: '2026-11-20T10:05:00.000Z', to: '2026-11-20T10:10:00.000Z', peakC: 9.4, direction: 'ABOVE' },
        { from: '2026-11-20T10:20:00.000Z', to: '2026-11-20T10:20:00.000Z', peakC: 1.5, direction: 'BELOW' },
      ],
    });
  });

  it('a booking without a temperature range has no range and no excursions', async () => {
    const general = await insertBooking(t.database.db, { temperature: null });
    const logger = (await add('anna', { bookingRef: general.ref, serialNumber: 'X1', model: 'M' })).json<DataLogger>();
    await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger.id}/readings`, payload: { readings: [{ at: '2026-11-20T10:00:00Z', temperatureC: 30 }] }, headers: h.anna });
    const series = (await t.app.inject({ method: 'GET', url: `/v1/bookings/data-loggers/${logger.id}/readings`, headers: h.anna })).json<ReadingSeries>();
    expect(series).toMatchObject({ range: null, excursions: [], readings: [{ excursion: false }] });
    expect((await list('anna', general.ref)).json().items[0].readings.excursions).toBe(0);
  });

  it('validates input: bad readings and unknown bookings', async () => {
    const [logger] = (await list('anna')).json().items as DataLogger[];
    const bad = await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, payload: { readings: [{ at: 'yesterday', temperatureC: 500 }] }, headers: h.anna });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await add('anna', { bookingRef: booking.ref, serialNumber: ' ', model: 'M' })).statusCode).toBe(400);
    expect((await add('anna', { bookingRef: 'FDA-999999', serialNumber: 'S', model: 'M' })).statusCode).toBe(404);
    expect((await list('anna', 'FDA-999999')).statusCode).toBe(404);
  });

  it('scope: nils gets 404 for any Acme logger; carl and vera see but get 403 on changes', async () => {
    const [logger] = (await list('anna')).json().items as DataLogger[];
    const reading = { readings: [{ at: '2026-11-21T00:00:00Z', temperatureC: 5 }] };
    const nils = [
      await list('nils'),
      await add('nils', { bookingRef: booking.ref, serialNumber: 'N1', model: 'M' }),
      await t.app.inject({ method: 'GET', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, headers: h.nils }),
      await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, payload: reading, headers: h.nils }),
      await t.app.inject({ method: 'DELETE', url: `/v1/bookings/data-loggers/${logger!.id}`, headers: h.nils }),
    ];
    expect(nils.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([404, 'NOT_FOUND']));
    for (const who of ['carl', 'vera'] as const) {
      const changes = [
        await add(who, { bookingRef: booking.ref, serialNumber: `${who}-1`, model: 'M' }),
        await t.app.inject({ method: 'POST', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, payload: reading, headers: h[who] }),
        await t.app.inject({ method: 'DELETE', url: `/v1/bookings/data-loggers/${logger!.id}`, headers: h[who] }),
      ];
      expect([who, changes.map((r) => r.statusCode)]).toEqual([who, [403, 403, 403]]);
    }
    expect((await list('vera')).json().items[0].readings.count).toBe(5);
  });

  it('removes a logger with its readings (204, history DATA_LOGGER_REMOVED); then 404', async () => {
    const [logger] = (await list('anna')).json().items as DataLogger[];
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/bookings/data-loggers/${logger!.id}`, headers: h.anna })).statusCode).toBe(204);
    expect(await history()).toContain('DATA_LOGGER_REMOVED');
    expect((await list('anna')).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/v1/bookings/data-loggers/${logger!.id}/readings`, headers: h.anna })).statusCode).toBe(404);
  });
});
