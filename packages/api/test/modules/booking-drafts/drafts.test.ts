import { BOOKING_DRAFT_MAX_BYTES, type BookingDraft } from '@freightdeck/contracts';
import { draftTitle } from '../../../src/modules/booking-drafts/title';
import { authHeaders, signIn } from '../../helpers/auth';
import { createFakeClock } from '../../helpers/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('draftTitle', () => {
  it.each([
    [{ origin: 'sin', destination: 'FRA', cargo: { type: 'PHARMACEUTICAL' } }, 'SIN → FRA · Pharmaceutical'],
    [{ origin: 'CNSHA', destination: 'NLRTM' }, 'CNSHA → NLRTM'],
    [{ origin: 'SIN' }, 'SIN → …'],
    [{ cargo: { type: 'PERISHABLE' } }, 'Perishable'],
    [{}, 'Untitled draft'],
    [{ origin: 42, cargo: 'x' }, 'Untitled draft'],
  ])('%j → %s', (data, title) => {
    expect(draftTitle(data as Record<string, unknown>)).toBe(title);
  });
});

describe('booking drafts', () => {
  let t: TestApp;
  const clock = createFakeClock(new Date('2026-11-20T10:00:00Z'));
  let anna: Record<string, string>;
  let carl: Record<string, string>;
  let vera: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    [anna, carl, vera] = (await Promise.all(['anna@acme-pharma.test', 'carl@acme-pharma.test', 'vera@acme-pharma.test'].map((e) => signIn(t.app, e)))).map(authHeaders) as [typeof anna, typeof carl, typeof vera];
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/v1/bookings/drafts', payload, headers });

  it('creates a draft with a derived title, gets it, patches it (title follows the data), lists the own ones newest first', async () => {
    const first = await create(anna, { mode: 'AIR', step: 2, data: { origin: 'SIN', destination: 'FRA', cargo: { type: 'PHARMACEUTICAL' } } });
    expect(first.statusCode).toBe(201);
    const draft = first.json<BookingDraft>();
    expect(draft).toMatchObject({ mode: 'AIR', step: 2, title: 'SIN → FRA · Pharmaceutical', data: { origin: 'SIN' } });
    clock.advance(60);
    const second = (await create(anna, { data: {} })).json<BookingDraft>();
    expect(second).toMatchObject({ mode: null, step: 0, title: 'Untitled draft' });
    await create(carl, { data: { origin: 'AMS', destination: 'JFK' } });

    expect((await t.app.inject({ method: 'GET', url: `/v1/bookings/drafts/${draft.id}`, headers: anna })).json()).toEqual(draft);

    clock.advance(60);
    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/bookings/drafts/${draft.id}`, payload: { mode: 'SEA', step: 3, data: { origin: 'CNSHA', destination: 'NLRTM' } }, headers: anna });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: draft.id, mode: 'SEA', step: 3, title: 'CNSHA → NLRTM', createdAt: draft.createdAt });
    expect(patched.json().updatedAt).not.toBe(draft.updatedAt);

    const list = await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.json().items.map((d: BookingDraft) => d.id)).toEqual([draft.id, second.id]);
    expect(list.json().items[0].data).toBeUndefined();
  });

  it('searches titles with q (case-insensitive, % is literal) and pages', async () => {
    const q = async (query: string) => (await t.app.inject({ method: 'GET', url: `/v1/bookings/drafts?${query}`, headers: anna })).json();
    expect((await q('q=nlrtm')).items.map((d: BookingDraft) => d.title)).toEqual(['CNSHA → NLRTM']);
    expect((await q('q=%25')).total).toBe(0);
    const page2 = await q('pageSize=1&page=2');
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((d: BookingDraft) => d.title)).toEqual(['Untitled draft']);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts?pageSize=500', headers: anna });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("another user's draft is 404 to get, patch and delete; their bulk delete leaves it", async () => {
    const draft = (await create(anna, { data: { origin: 'SIN' } })).json<BookingDraft>();
    for (const [method, payload] of [['GET', undefined], ['PATCH', { data: {} }], ['DELETE', undefined]] as const) {
      const response = await t.app.inject({ method, url: `/v1/bookings/drafts/${draft.id}`, payload, headers: carl });
      expect([method, response.statusCode, response.json().code]).toEqual([method, 404, 'NOT_FOUND']);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/bookings/drafts', payload: { ids: [draft.id] }, headers: carl })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v1/bookings/drafts/${draft.id}`, headers: anna })).statusCode).toBe(200);
  });

  it('deletes one (then 404) and many', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await create(anna, { data: {} })).json<BookingDraft>().id));
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/bookings/drafts/${ids[0]}`, headers: anna })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/bookings/drafts/${ids[0]}`, headers: anna })).statusCode).toBe(404);
    const before = (await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: anna })).json().total;
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/bookings/drafts', payload: { ids: ids.slice(1) }, headers: anna })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: anna })).json().total).toBe(before - 2);
    const empty = await t.app.inject({ method: 'DELETE', url: '/v1/bookings/drafts', payload: { ids: [] }, headers: anna });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses data over 256 KB with 413 PAYLOAD_TOO_LARGE, on create and on patch, changing nothing', async () => {
    const big = { remarks: 'x'.repeat(BOOKING_DRAFT_MAX_BYTES) };
    const total = (await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: anna })).json().total;
    const created = await create(anna, { data: big });
    expect([created.statusCode, created.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: anna })).json().total).toBe(total);
    const draft = (await create(anna, { data: { origin: 'SIN' } })).json<BookingDraft>();
    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/bookings/drafts/${draft.id}`, payload: { data: big }, headers: anna });
    expect(patched.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: `/v1/bookings/drafts/${draft.id}`, headers: anna })).json().data).toEqual({ origin: 'SIN' });
  });

  it('validates the body and needs a booking manage permission (vera, a viewer: 403)', async () => {
    const bad = await create(anna, { step: 99, data: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['data', 'step']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts', headers: vera })).statusCode).toBe(403);
    expect((await create(vera, { data: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bookings/drafts/not-a-uuid', headers: anna })).statusCode).toBe(400);
  });
});
