import type { CreateQuotationInput, Quotation, Self } from '@freightdeck/contracts';
import { airScheduleFiles, oceanScheduleFiles } from '../../../src/modules/schedules';
import { referenceRepository } from '../../../src/modules/references/repository';
import { builtinStoredRows } from '../../../src/reference-data';
import { demoExchangeRates, demoRateCards } from '../../../src/seed/rate-cards';
import { authHeaders, signIn } from '../../helpers/auth';
import { createFakeClock, type FakeClock } from '../../helpers/clock';
import { DEMO_PEOPLE, type DemoPerson } from '../../helpers/demo-people';
import { createTestApp, type TestApp } from '../../helpers/test-app';

export interface QuotationsWorld {
  t: TestApp;
  clock: FakeClock;
  today: string;
  headers: Record<DemoPerson, Record<string, string>>;
  self: Record<DemoPerson, Self>;
  acmeId: string;
  nordicId: string;
  /** Signs everyone in again (after the clock moved past the tokens' life). */
  resignIn(): Promise<void>;
}

/**
 * The app on a fake clock with the demo world, the airports and seaports, the seeded timetables,
 * the demo rate cards and exchange rates (entered by ops through the API), and everyone signed in.
 */
export async function quotationsWorld({ rateCards = true } = {}): Promise<QuotationsWorld> {
  const clock = createFakeClock();
  const t = await createTestApp({ now: clock.now });
  const rows = builtinStoredRows();
  await referenceRepository.insert(t.database.db, 'airports', 'builtin', rows.airports, 'keep');
  await referenceRepository.insert(t.database.db, 'seaports', 'builtin', rows.seaports, 'keep');
  const today = clock.now().toISOString().slice(0, 10);
  const w = { t, clock, today, headers: {} as QuotationsWorld['headers'], self: {} as QuotationsWorld['self'], acmeId: '', nordicId: '' } as QuotationsWorld;
  w.resignIn = async () => {
    for (const who of Object.keys(DEMO_PEOPLE) as DemoPerson[]) w.headers[who] = authHeaders(await signIn(t.app, DEMO_PEOPLE[who]));
  };
  await w.resignIn();
  for (const who of Object.keys(DEMO_PEOPLE) as DemoPerson[]) w.self[who] = (await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: w.headers[who] })).json<Self>();
  w.acmeId = w.self.anna.organizations[0]!.id;
  w.nordicId = w.self.nils.organizations[0]!.id;
  for (const file of [...airScheduleFiles(today), ...oceanScheduleFiles(today)].filter((f) => ['SQ', 'LH', 'QR', 'EK', 'TK', 'MAEU', 'MSCU'].includes(f.carrier))) {
    const response = await t.app.inject({ method: 'POST', url: '/v1/schedules/imports', payload: file, headers: w.headers.ops });
    if (response.statusCode !== 200) throw new Error(`schedule import ${file.carrier}: ${response.body}`);
  }
  if (rateCards) {
    for (const card of demoRateCards(today)) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/rate-cards', payload: card, headers: w.headers.ops });
      if (response.statusCode !== 201) throw new Error(`rate card ${card.reference}: ${response.body}`);
    }
  }
  const rates = await t.app.inject({ method: 'PUT', url: '/v1/exchange-rates', payload: demoExchangeRates(today), headers: w.headers.ops });
  if (rates.statusCode !== 200) throw new Error(`exchange rates: ${rates.body}`);
  return w;
}

export async function call(w: QuotationsWorld, who: DemoPerson | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return w.t.app.inject({ method, url, headers: who ? w.headers[who] : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** carl's pharmaceutical air request SIN → FRA (the walk). */
export const pharmaRequest = (w: QuotationsWorld, overrides: Partial<CreateQuotationInput> = {}): CreateQuotationInput => ({
  mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: addDays(w.today, 2),
  cargo: {
    type: 'PHARMACEUTICAL', commodity: 'Vaccines', hsCode: '300220', temperature: { minC: 2, maxC: 8 }, handlingCodes: ['COL', 'PIL'],
    pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }],
  },
  declaredValue: { amount: 250_000, currency: 'EUR' },
  ...overrides,
});

export async function requestQuote(w: QuotationsWorld, who: DemoPerson, body: CreateQuotationInput): Promise<Quotation> {
  const response = await call(w, who, 'POST', '/v1/quotations', body);
  if (response.statusCode !== 201) throw new Error(`quotation as ${who}: ${response.statusCode} ${response.body}`);
  return response.json<Quotation>();
}

export const PARTIES = {
  shipper: { company: 'Acme Pharma Asia Pte Ltd', contactName: 'Mei Tan', email: 'mei.tan@acme-pharma.test', phone: { country: 'SG', number: '6123 4567' }, address: '10 Science Park Road', postalCode: '117684', city: 'Singapore', country: 'SG' },
  consignee: { company: 'Acme Pharma GmbH', contactName: 'Jonas Weber', email: 'jonas.weber@acme-pharma.test', phone: { country: 'DE', number: '69 1234 5678' }, address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' },
};
