import { RATE_CARD_CSV_COLUMNS, type ImportRateCardsResult, type RateCard, type RateCardPage } from '@freightdeck/contracts';
import { demoRateCards } from '../../../src/seed/rate-cards';
import { addDays, call, quotationsWorld, type QuotationsWorld } from './world';

describe('rate cards and exchange rates', () => {
  let w: QuotationsWorld;
  beforeAll(async () => {
    w = await quotationsWorld();
  }, 120_000);
  afterAll(() => w.t.close());

  const header = RATE_CARD_CSV_COLUMNS.join(',');
  const row = (cells: Partial<Record<(typeof RATE_CARD_CSV_COLUMNS)[number], string>>) => RATE_CARD_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
  const airRow = (reference: string, more: Partial<Record<(typeof RATE_CARD_CSV_COLUMNS)[number], string>> = {}) => row({
    reference, carrier: 'LH', mode: 'AIR', origin: 'FRA', destination: 'JFK', validFrom: w.today, validTo: addDays(w.today, 90), currency: 'EUR',
    minimum: '110', n: '6.1', q45: '5', q100: '4.2', q300: '3.6', q500: '3.3', q1000: '3', surcharges: '"MY:PER_CHARGEABLE_KG:0.95;AW:PER_AWB:20"', ...more,
  });

  it('are the pricing desk\'s: customers (even with quotation:manage) get 403, no one 401', async () => {
    for (const who of ['anna', 'carl', 'vera', 'nils'] as const) expect([who, (await call(w, who, 'GET', '/v1/rate-cards')).statusCode]).toEqual([who, 403]);
    expect((await call(w, null, 'GET', '/v1/rate-cards')).statusCode).toBe(401);
    expect((await call(w, 'anna', 'PUT', '/v1/exchange-rates', { date: w.today, source: 'x', rates: [{ currency: 'EUR', perBase: 1 }] })).statusCode).toBe(403);
    expect((await call(w, 'vera', 'GET', '/v1/exchange-rates')).statusCode).toBe(200);
  });

  it('list with filters and paging; get, patch (version checked) and delete', async () => {
    const all = (await call(w, 'ops', 'GET', '/v1/rate-cards?pageSize=100')).json<RateCardPage>();
    expect(all.total).toBe(demoRateCards(w.today).length);
    const sq = (await call(w, 'ops', 'GET', '/v1/rate-cards?carrier=SQ&mode=AIR&origin=SIN&sort=reference')).json<RateCardPage>();
    expect(sq.items.map((c) => c.reference)).toEqual([`SQ-SIN-FRA-${w.today.slice(0, 4)}`]);
    expect(sq.items[0]).toMatchObject({ carrierName: 'Singapore Airlines Cargo', origin: { kind: 'AIRPORT', code: 'SIN' } });
    const toDe = (await call(w, 'ops', 'GET', '/v1/rate-cards?destination=DE')).json<RateCardPage>();
    expect(toDe.items.map((c) => c.carrier).sort()).toEqual(['EK', 'QR']);
    const paged = (await call(w, 'ops', 'GET', '/v1/rate-cards?pageSize=5&page=2&sort=reference')).json<RateCardPage>();
    expect(paged.items).toHaveLength(5);
    expect((await call(w, 'ops', 'GET', `/v1/rate-cards?validOn=${addDays(w.today, 400)}`)).json<RateCardPage>().total).toBe(0);

    const card = sq.items[0]!;
    const patched = await call(w, 'ops', 'PATCH', `/v1/rate-cards/${card.id}`, { validTo: addDays(w.today, 30), expectedVersion: card.version });
    expect(patched.json<RateCard>()).toMatchObject({ validTo: addDays(w.today, 30), version: 2 });
    expect((await call(w, 'ops', 'PATCH', `/v1/rate-cards/${card.id}`, { remarks: 'x', expectedVersion: 1 })).statusCode).toBe(409);
    const wrong = await call(w, 'ops', 'PATCH', `/v1/rate-cards/${card.id}`, { validTo: addDays(w.today, -1) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'validTo' })]);
    expect((await call(w, 'ops', 'GET', `/v1/rate-cards/${card.id}`)).json<RateCard>().validTo).toBe(addDays(w.today, 30));
  });

  it('refuses a card that breaks the rules, naming the field', async () => {
    const base = demoRateCards(w.today)[0]!;
    const cases: [object, string][] = [
      [{ ...base, reference: 'X-1', validTo: addDays(w.today, -3) }, 'validTo'],
      [{ ...base, reference: 'X-2', carrier: 'ZZ' }, 'carrier'],
      [{ ...base, reference: 'X-3', origin: { kind: 'PORT', code: 'SGSIN' } }, 'origin.kind'],
      [{ ...base, reference: 'X-4', destination: { kind: 'AIRPORT', code: 'QQQ' } }, 'destination.code'],
      [{ ...base, reference: 'X-5', surcharges: [{ code: 'BAF', description: 'Bunker', basis: 'PER_CONTAINER', rate: 10 }] }, 'surcharges.0.basis'],
      [{ ...base, reference: 'X-6', airRates: [] }, 'airRates'],
    ];
    for (const [body, path] of cases) {
      const response = await call(w, 'ops', 'POST', '/v1/rate-cards', body);
      expect([path, response.statusCode]).toEqual([path, 400]);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const duplicate = await call(w, 'ops', 'POST', '/v1/rate-cards', base);
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'RATE_CARD_ALREADY_EXISTS']);
  });

  it('imports a CSV: the dry run reports every row; a bad row is refused with its line named and nothing is imported', async () => {
    const csv = [header, airRow('LH-FRA-JFK'), airRow('LH-FRA-JFK', { cargoType: 'PHARMACEUTICAL', minimum: '160', n: '8', q45: '6.6', q100: '5.5', q300: '4.7', q500: '4.3', q1000: '3.9' }), airRow('LH-FRA-ORD', { destination: 'ORD', validTo: 'someday' })].join('\n');
    const dry = await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv, dryRun: true });
    expect(dry.statusCode).toBe(200);
    const report = dry.json<ImportRateCardsResult>();
    expect(report).toMatchObject({ dryRun: true, applied: false, counts: { add: 2, change: 0, unchanged: 0, refuse: 1 } });
    expect(report.rows.map((r) => [r.line, r.reference, r.outcome])).toEqual([[2, 'LH-FRA-JFK', 'ADD'], [3, 'LH-FRA-JFK', 'ADD'], [4, 'LH-FRA-ORD', 'REFUSE']]);
    expect(report.rows[2]!.messages.join(' ')).toContain('validTo');

    const real = await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv });
    expect(real.statusCode).toBe(400);
    expect(real.json().message).toContain('line 4');
    expect(real.json().details).toEqual([{ path: 'line 4', message: expect.stringContaining('LH-FRA-ORD') }]);
    for (const ref of ['LH-FRA-JFK', 'LH-FRA-ORD']) expect((await call(w, 'ops', 'GET', `/v1/rate-cards?q=${ref}`)).json<RateCardPage>().total).toBe(0);

    const good = [header, airRow('LH-FRA-JFK'), airRow('LH-FRA-JFK', { cargoType: 'PHARMACEUTICAL', minimum: '160', n: '8', q45: '6.6', q100: '5.5', q300: '4.7', q500: '4.3', q1000: '3.9' })].join('\r\n');
    const applied = (await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv: good })).json<ImportRateCardsResult>();
    expect(applied).toMatchObject({ applied: true, counts: { add: 2 } });
    const card = (await call(w, 'ops', 'GET', '/v1/rate-cards?q=LH-FRA-JFK')).json<RateCardPage>().items[0]!;
    expect(card).toMatchObject({ currency: 'EUR', airRates: [expect.objectContaining({ cargoType: null, n: 6.1 }), expect.objectContaining({ cargoType: 'PHARMACEUTICAL', n: 8 })] });
    expect(card.surcharges.map((s) => [s.code, s.description, s.basis, s.rate])).toEqual([['MY', 'Fuel surcharge', 'PER_CHARGEABLE_KG', 0.95], ['AW', 'Air waybill fee', 'PER_AWB', 20]]);

    const again = (await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv: good, dryRun: true })).json<ImportRateCardsResult>();
    expect(again.counts).toMatchObject({ unchanged: 2, add: 0 });
    const changed = (await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv: [header, airRow('LH-FRA-JFK', { n: '6.3' })].join('\n') })).json<ImportRateCardsResult>();
    expect(changed.rows[0]).toMatchObject({ outcome: 'CHANGE', messages: ['airRates changes'] });
  });

  it('refuses a file whose header lacks columns', async () => {
    const response = await call(w, 'ops', 'POST', '/v1/rate-cards/import', { csv: 'reference,carrier\nA,LH' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('lacks the columns');
  });

  it('exchange rates are dated: a day reads the latest set on or before it', async () => {
    const later = addDays(w.today, 5);
    const put = await call(w, 'ops', 'PUT', '/v1/exchange-rates', { date: later, source: 'Test set', rates: [{ currency: 'EUR', perBase: 0.9 }] });
    expect(put.json()).toMatchObject({ date: later, rates: [{ currency: 'EUR', perBase: 0.9 }] });
    expect((await call(w, 'carl', 'GET', `/v1/exchange-rates?date=${addDays(w.today, 2)}`)).json()).toMatchObject({ date: w.today, base: 'USD' });
    expect((await call(w, 'carl', 'GET', `/v1/exchange-rates?date=${addDays(w.today, 9)}`)).json().date).toBe(later);
    expect((await call(w, 'carl', 'GET', `/v1/exchange-rates?date=${addDays(w.today, -9)}`)).json()).toMatchObject({ date: null, rates: [] });
    expect((await call(w, 'ops', 'PUT', '/v1/exchange-rates', { date: later, source: 'x', rates: [{ currency: 'EUR', perBase: 1 }, { currency: 'EUR', perBase: 2 }] })).statusCode).toBe(400);
  });
});
