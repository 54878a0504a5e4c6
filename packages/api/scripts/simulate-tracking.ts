/**
 * pnpm simulate:tracking — feeds realistic carrier events and logger readings into a running
 * portal, so a demo shows shipments move and the lists update (docs/product/tracking.md).
 *
 * Signs in as operations (BASE_URL, default http://127.0.0.1:$PORT or :8080), creates one
 * integration for the customers' bookings, then every INTERVAL_MS (default 3000) for TICKS ticks
 * (default 40; Ctrl-C stops sooner): picks a few active shipments and reports what happens next —
 * AIR: departure (DEP), a new estimate of arrival, arrival (ARR) at the destination, delivery
 * (DLV); SEA: DCSA departure (DEPA), a new estimate (ARRI EST), arrival (ARRI), discharge (DISC) —
 * and for shipments with a data logger, the next hour of readings (now and then a warm spell).
 * Everything goes through the ingestion API with the integration's key, as a carrier's would.
 */
import { randomUUID } from 'node:crypto';

const BASE = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const TICKS = Number(process.env.TICKS ?? 40);
const INTERVAL = Number(process.env.INTERVAL_MS ?? 3000);
const PER_TICK = Number(process.env.PER_TICK ?? 3);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Freightdeck-demo-2026';

interface Summary { bookingId: string; ref: string; mode: 'AIR' | 'SEA'; status: string; origin: string; destination: string; carrierReference: string | null; eta: string | null; excursions: number }
let stopping = false;
process.on('SIGINT', () => { stopping = true; });

async function call<T>(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const iso = (d: Date) => d.toISOString();
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

function nextEvents(s: Summary, now: Date): object[] {
  const id = () => (s.mode === 'AIR' ? `sim-${randomUUID()}` : randomUUID());
  if (s.mode === 'AIR') {
    const awb = s.carrierReference!;
    const at = s.status === 'CONFIRMED' ? s.origin : s.destination;
    const event = (statusCode: string, airport: string, extra: object = {}) => ({ eventId: id(), airWaybill: awb, statusCode, eventDateTime: iso(now), airport, ...extra });
    if (s.status === 'CONFIRMED') return [event('DEP', at)];
    if (s.status === 'IN_TRANSIT') {
      return Math.random() < 0.5
        ? [event('ARR', s.destination, { classifier: 'EST', eventDateTime: iso(new Date((s.eta ? Date.parse(s.eta) : now.getTime()) + (Math.random() * 6 - 2) * 3_600_000)) })]
        : [event('ARR', s.destination), event('RCF', s.destination)];
    }
    return [event('DLV', s.destination, { receivedBy: pick(['J. Weber', 'Warehouse dock 4', 'M. Rossi', 'K. Tanaka']) })];
  }
  const docs = [{ documentReferenceType: 'BKG', documentReferenceValue: s.carrierReference! }];
  const call = (port: string) => ({ transportCallID: randomUUID(), UNLocationCode: port, modeOfTransport: 'VESSEL' });
  const transport = (code: string, classifier: string, at: Date, port: string) => ({
    eventID: id(), eventCreatedDateTime: iso(now), eventType: 'TRANSPORT', eventClassifierCode: classifier, transportEventTypeCode: code, eventDateTime: iso(at), transportCall: call(port), documentReferences: docs,
  });
  if (s.status === 'CONFIRMED') return [transport('DEPA', 'ACT', now, s.origin)];
  if (s.status === 'IN_TRANSIT') {
    return Math.random() < 0.6
      ? [transport('ARRI', 'EST', new Date((s.eta ? Date.parse(s.eta) : now.getTime()) + (Math.random() * 24 - 6) * 3_600_000), s.destination)]
      : [transport('ARRI', 'ACT', now, s.destination)];
  }
  return [];
}

async function main() {
  const login = await call<{ tokens: { accessToken: string; publicKey: string } }>('/v1/auth/login', { method: 'POST', body: JSON.stringify({ email: 'ops@freightdeck.test', password: PASSWORD }) });
  const ops = { authorization: `Bearer ${login.tokens.accessToken}`, 'x-public-key': login.tokens.publicKey };
  const organizations = await call<{ items: { id: string; isPrimary?: boolean }[] }>('/v1/organizations?pageSize=100', { headers: ops });
  const integration = await call<{ apiKey: string; name: string }>('/v1/integrations', {
    method: 'POST', headers: ops,
    body: JSON.stringify({ name: `Simulator ${new Date().toISOString().slice(0, 16)}`, kind: 'CARRIER', organizationIds: organizations.items.filter((o) => !o.isPrimary).map((o) => o.id) }),
  });
  const key = { 'x-api-key': integration.apiKey };
  console.log(`simulate:tracking → ${BASE} as "${integration.name}", ${TICKS} ticks every ${INTERVAL} ms (Ctrl-C stops)`);
  for (let tick = 1; tick <= TICKS && !stopping; tick += 1) {
    const list = await call<{ items: Summary[] }>('/v1/tracking?limit=200', { headers: ops });
    const active = list.items.filter((s) => s.carrierReference && ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED'].includes(s.status) && !(s.mode === 'SEA' && s.status === 'ARRIVED'));
    const chosen = Array.from({ length: Math.min(PER_TICK, active.length) }, () => pick(active));
    const now = new Date();
    const events = chosen.flatMap((s) => nextEvents(s, now));
    if (events.length) {
      const result = await call<{ accepted: number; replayed: number; refused: number; results: { bookingRef: string | null; reasons: string[] }[] }>('/v1/tracking/events', { method: 'POST', headers: key, body: JSON.stringify({ events }) });
      console.log(`tick ${tick}: ${events.length} events → accepted ${result.accepted}, refused ${result.refused} (${[...new Set(result.results.map((r) => r.bookingRef).filter(Boolean))].join(', ')})${result.refused ? ` ${JSON.stringify(result.results.find((r) => r.reasons.length)?.reasons)}` : ''}`);
    }
    for (const s of chosen.filter((c) => c.status === 'IN_TRANSIT')) {
      const loggers = await call<{ items: { serialNumber: string }[] }>(`/v1/bookings/data-loggers?bookingRef=${encodeURIComponent(s.ref)}`, { headers: ops }).catch(() => ({ items: [] }));
      for (const logger of loggers.items) {
        const warm = Math.random() < 0.15;
        const readings = Array.from({ length: 4 }, (_, i) => ({ at: iso(new Date(now.getTime() - (3 - i) * 15 * 60_000)), temperatureC: Math.round((warm ? 9 + Math.random() * 3 : 4 + Math.random() * 2) * 10) / 10 }));
        const r = await call<{ accepted: number; excursions: unknown[] }>(`/v1/tracking/loggers/${encodeURIComponent(logger.serialNumber)}/readings`, { method: 'POST', headers: key, body: JSON.stringify({ readings }) }).catch((e: Error) => ({ accepted: 0, excursions: [], error: e.message }));
        console.log(`tick ${tick}: ${s.ref} logger ${logger.serialNumber}: ${r.accepted} readings${warm ? ' (warm spell)' : ''}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL));
  }
  console.log('simulate:tracking stopped');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
