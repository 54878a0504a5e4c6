import type { Booking, Quotation, QuotationPage, QuotationShareLink } from '@freightdeck/contracts';
import { outbox } from '../../helpers/mail';
import { addDays, call, PARTIES, pharmaRequest, quotationsWorld, requestQuote, type QuotationsWorld } from './world';

describe('quotations', () => {
  let w: QuotationsWorld;
  beforeAll(async () => {
    w = await quotationsWorld();
  }, 300_000);
  afterAll(() => w.t.close());

  it('prices carl\'s pharmaceutical air request SIN → FRA at once: options with breakdowns, routing, transit and CO2e; he accepts the cheapest and books it', async () => {
    const q = await requestQuote(w, 'carl', pharmaRequest(w));
    expect(q).toMatchObject({ status: 'ISSUED', mode: 'AIR', origin: 'SIN', destination: 'FRA', organization: { id: w.acmeId }, currency: 'USD' });
    expect(q.history.map((h) => h.action)).toEqual(['CREATED', 'REQUESTED', 'ISSUED']);
    const carriers = new Set(q.options.map((o) => o.carrier));
    // SQ and LH by airport cards, QR and EK by their country-wide cards (via Doha, Dubai), TK without a pharma row.
    for (const c of ['SQ', 'LH', 'TK']) expect(carriers).toContain(c);
    expect(q.options.length).toBeGreaterThanOrEqual(4);
    const totals = q.options.map((o) => o.totalInQuotationCurrency!.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const o of q.options) {
      expect(o.pricedBy).toBe('RATE_CARD');
      expect(o.charges[0]).toMatchObject({ code: 'FRT', currency: 'USD' });
      // 4 × 0.96 m³ = 640 kg chargeable (volumetric) > 360 kg gross.
      expect(o.charges[0]!.quantity).toBe(640);
      expect(o.total.amount).toBeCloseTo(o.charges.reduce((s, c) => s + c.amount, 0), 2);
      expect(o.co2eKg).toBeGreaterThan(0);
      expect(o.validUntil >= w.today).toBe(true);
      // Insurance: 0.3 % of the declared EUR 250,000 in USD at the day's rate (0.86 EUR per USD).
      expect(o.charges.find((c) => c.code === 'IN')).toMatchObject({ basis: 'PERCENT_OF_VALUE', quantity: expect.closeTo(250_000 / 0.86, 2) });
    }
    const sq = q.options.find((o) => o.carrier === 'SQ' && o.legs.length > 0)!;
    expect(sq.charges[0]!.description).toContain('pharmaceutical rate');
    expect(sq.routing).toBe('SIN → FRA');
    expect(sq.transitDays).toBeGreaterThan(0.4);
    const tk = q.options.find((o) => o.carrier === 'TK')!;
    expect(tk.charges[0]!.description).toContain('general rate');

    const cheapest = q.options[0]!;
    const accepted = await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/accept`, { optionId: cheapest.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Quotation>()).toMatchObject({ status: 'ACCEPTED', acceptedOptionId: cheapest.id, allowedActions: expect.arrayContaining(['book']) });

    const booked = await call(w, 'carl', 'POST', `/v1/quotations/${q.ref}/book`, { ...PARTIES, customerReference: 'PO-4711' });
    expect(booked.statusCode).toBe(200);
    const after = booked.json<Quotation>();
    expect(after.status).toBe('BOOKED');
    expect(after.booking?.ref).toMatch(/^FDA-\d{6}$/);
    const booking = (await call(w, 'carl', 'GET', `/v1/bookings/${after.booking!.id}`)).json<Booking>();
    expect(booking).toMatchObject({ quotationId: q.id, chargesSource: 'QUOTATION', origin: 'SIN', destination: 'FRA', customerReference: 'PO-4711', cargo: { commodity: 'Vaccines' } });
    expect(booking.charges.map((c) => [c.code, c.amount])).toEqual(cheapest.charges.map((c) => [c.code, c.amount]));
    expect(booking.legs.map((l) => l.transportId)).toEqual(cheapest.legs.map((l) => l.transportId));
    // Booked once: a second book is refused and makes no second booking.
    expect((await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/book`, PARTIES)).statusCode).toBe(409);
  });

  it('prices sea FCL CNSHA → NLRTM per container with the ocean surcharges', async () => {
    const q = await requestQuote(w, 'anna', {
      mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'NLRTM', cargoReadyDate: addDays(w.today, 3),
      cargo: { type: 'GENERAL', commodity: 'Machine parts', containers: [{ type: '45G1', count: 2, cargoWeightKg: 14_500 }, { type: '22G1', count: 1, cargoWeightKg: 9_000 }] },
    });
    expect(q.status).toBe('ISSUED');
    const maersk = q.options.find((o) => o.carrier === 'MAEU')!;
    expect(maersk.charges.map((c) => [c.code, c.basis, c.quantity, c.amount])).toEqual([
      ['FRT', 'PER_CONTAINER', 2, 5000], ['FRT', 'PER_CONTAINER', 1, 1400], ['BAF', 'PER_CONTAINER', 3, 780], ['THC', 'PER_CONTAINER', 3, 555],
      ['ISPS', 'PER_CONTAINER', 3, 45], ['CAF', 'PERCENT_OF_FREIGHT', 6400, 224], ['DOC', 'PER_BL', 1, 65],
    ]);
    expect(maersk.total.amount).toBe(8069);
    expect(maersk.co2eKg).toBeGreaterThan(0);
  });

  it('a lane without rate cards waits for the pricing desk, who price it by hand and issue it; carl is e-mailed and accepts', async () => {
    const q = await requestQuote(w, 'carl', pharmaRequest(w, { origin: 'SIN', destination: 'JFK' }));
    expect(q).toMatchObject({ status: 'REQUESTED', options: [], validUntil: null });
    expect(q.allowedActions).not.toContain('price');
    // Customers cannot price their own request, nor issue it.
    expect((await call(w, 'anna', 'PATCH', `/v1/quotations/${q.id}`, { options: [] })).statusCode).toBe(400);
    const option = { carrier: 'SQ', currency: 'USD', transitDays: 2, legs: [{ carrier: 'SQ', transportId: 'SQ22', from: 'SIN', to: 'JFK' }], charges: [
      { code: 'FRT', description: 'Air freight, pharmaceutical', basis: 'PER_CHARGEABLE_KG', quantity: 640, rate: 8.15, currency: 'USD' },
      { code: 'MY', description: 'Fuel surcharge', basis: 'PER_CHARGEABLE_KG', quantity: 640, rate: 1.2, currency: 'USD' },
      { code: 'IN', description: 'Insurance', basis: 'PERCENT_OF_FREIGHT', quantity: 0, rate: 2, currency: 'USD' },
    ] };
    expect((await call(w, 'anna', 'PATCH', `/v1/quotations/${q.id}`, { options: [option] })).statusCode).toBe(403);
    const priced = await call(w, 'ops', 'PATCH', `/v1/quotations/${q.id}`, { options: [option], validUntil: addDays(w.today, 10) });
    expect(priced.statusCode).toBe(200);
    const p = priced.json<Quotation>();
    expect(p.status).toBe('REQUESTED');
    expect(p.options[0]!.charges.map((c) => c.amount)).toEqual([5216, 768, 104.32]);
    expect(p.options[0]).toMatchObject({ pricedBy: 'MANUAL', total: { amount: 6088.32 }, routing: 'SIN → JFK', carrier: 'SQ', carrierName: 'Singapore Airlines Cargo' });
    expect(p.options[0]!.co2eKg).toBeGreaterThan(0);
    expect((await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/issue`, {})).statusCode).toBe(403);
    const issued = await call(w, 'ops', 'POST', `/v1/quotations/${q.id}/issue`, {});
    expect(issued.statusCode).toBe(200);
    expect(issued.json<Quotation>()).toMatchObject({ status: 'ISSUED', validUntil: addDays(w.today, 10) });
    const mails = await outbox(w.t.app, 'carl@acme-pharma.test');
    expect(mails[0]).toMatchObject({ subject: `Your quotation ${q.ref} is ready` });
    expect(mails[0]!.text).toContain(`/quotations/${q.id}`);
    const accepted = await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/accept`, { optionId: p.options[0]!.id });
    expect(accepted.json<Quotation>().status).toBe('ACCEPTED');
    expect(accepted.json<Quotation>().history.map((h) => h.action)).toEqual(['CREATED', 'REQUESTED', 'PRICED', 'ISSUED', 'ACCEPTED']);
  });

  it('staff request for a customer organization they name; a customer naming another organization gets 404 and nothing is stored', async () => {
    const forAcme = await requestQuote(w, 'ops', pharmaRequest(w, { organizationId: w.acmeId }));
    expect(forAcme).toMatchObject({ status: 'ISSUED', organization: { id: w.acmeId, name: w.self.carl.organizations[0]!.name }, requestedBy: { id: w.self.ops.id } });
    // The customer's people see it as theirs and may act on it; another customer never sees it.
    expect((await call(w, 'carl', 'GET', '/v1/quotations?pageSize=100')).json<QuotationPage>().items.map((i) => i.id)).toContain(forAcme.id);
    expect((await call(w, 'carl', 'GET', `/v1/quotations/${forAcme.id}`)).json<Quotation>().allowedActions).toContain('accept');
    expect((await call(w, 'nils', 'GET', `/v1/quotations/${forAcme.id}`)).statusCode).toBe(404);

    const primaryId = w.self.ops.organizations.find((o) => o.isPrimary)!.id;
    const refused = [
      [{}, 'is required: choose the customer to quote for'],
      [{ organizationId: primaryId }, 'is not an active customer organization'],
      [{ organizationId: '00000000-0000-4000-8000-000000000000' }, 'is not an active customer organization'],
    ] as const;
    const total = async () => (await call(w, 'ops', 'GET', '/v1/quotations?pageSize=1')).json<QuotationPage>().total;
    const before = await total();
    for (const [org, message] of refused) {
      const response = await call(w, 'ops', 'POST', '/v1/quotations', pharmaRequest(w, org));
      expect([org, response.statusCode, response.json().details]).toEqual([org, 400, [{ path: 'organizationId', message }]]);
    }
    // nils (Nordic Fresh) names Acme: out of his scope, not revealed; carl names his own: fine.
    const nils = await call(w, 'nils', 'POST', '/v1/quotations', pharmaRequest(w, { organizationId: w.acmeId }));
    expect([nils.statusCode, nils.json().code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await call(w, 'nils', 'POST', '/v1/quotations', pharmaRequest(w, { organizationId: '00000000-0000-4000-8000-000000000000' }));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await total()).toBe(before);
    expect((await requestQuote(w, 'carl', pharmaRequest(w, { organizationId: w.acmeId }))).organization.id).toBe(w.acmeId);
  });

  it('declines with a reason; refuses what the status does not allow (409) and bad input (400) without changing anything', async () => {
    const q = await requestQuote(w, 'carl', pharmaRequest(w));
    expect((await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/decline`, { reason: '' })).statusCode).toBe(400);
    expect((await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/accept`, { optionId: 'nope' })).statusCode).toBe(400);
    const declined = await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/decline`, { reason: 'Budget moved to next quarter' });
    expect(declined.json<Quotation>()).toMatchObject({ status: 'DECLINED', declineReason: 'Budget moved to next quarter' });
    const accept = await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/accept`, { optionId: q.options[0]!.id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('INVALID_STATUS_TRANSITION');
    const bad = await call(w, 'carl', 'POST', '/v1/quotations', { ...pharmaRequest(w), origin: 'CNSHA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ path: 'origin' })]) });
  });

  it('vera sees Acme\'s quotations and changes nothing; nils never sees Acme\'s', async () => {
    const q = await requestQuote(w, 'carl', pharmaRequest(w));
    const veraList = (await call(w, 'vera', 'GET', '/v1/quotations?pageSize=100')).json<QuotationPage>();
    expect(veraList.items.map((i) => i.id)).toContain(q.id);
    expect((await call(w, 'vera', 'GET', `/v1/quotations/${q.id}`)).json<Quotation>().allowedActions).toEqual([]);
    for (const [method, url, body] of [
      ['POST', '/v1/quotations', pharmaRequest(w)], ['POST', `/v1/quotations/${q.id}/accept`, { optionId: q.options[0]!.id }],
      ['POST', `/v1/quotations/${q.id}/decline`, { reason: 'not mine to say' }], ['POST', `/v1/quotations/${q.id}/share-links`, {}],
    ] as const) {
      expect([url, (await call(w, 'vera', method, url, body)).statusCode]).toEqual([url, 403]);
    }
    expect((await call(w, 'carl', 'GET', `/v1/quotations/${q.id}`)).json<Quotation>().status).toBe('ISSUED');

    const nilsList = (await call(w, 'nils', 'GET', '/v1/quotations?pageSize=100')).json<QuotationPage>();
    expect(nilsList.items.every((i) => i.organization.id === w.nordicId)).toBe(true);
    for (const key of [q.id, q.ref]) expect((await call(w, 'nils', 'GET', `/v1/quotations/${key}`)).statusCode).toBe(404);
    expect((await call(w, 'nils', 'POST', `/v1/quotations/${q.id}/accept`, { optionId: q.options[0]!.id })).statusCode).toBe(404);
    // Staff see every customer's.
    expect((await call(w, 'ops', 'GET', `/v1/quotations?organizationId=${w.acmeId}&pageSize=100`)).json<QuotationPage>().items.map((i) => i.id)).toContain(q.id);
  });

  it('lists with filters, text search, sorting and paging; the summary counts open and expiring quotations', async () => {
    await requestQuote(w, 'carl', pharmaRequest(w, { cargo: { ...pharmaRequest(w).cargo, commodity: 'Insulin pens' } }));
    const found = (await call(w, 'carl', 'GET', '/v1/quotations?q=insulin')).json<QuotationPage>();
    expect(found.items.map((i) => i.commodity)).toEqual(['Insulin pens']);
    const issued = (await call(w, 'carl', 'GET', '/v1/quotations?status=ISSUED&mode=AIR&origin=SIN&sort=ref&pageSize=2')).json<QuotationPage>();
    expect(issued.items.every((i) => i.status === 'ISSUED' && i.mode === 'AIR')).toBe(true);
    expect(issued.items.length).toBeLessThanOrEqual(2);
    expect(issued.items.map((i) => i.ref)).toEqual([...issued.items.map((i) => i.ref)].sort());
    expect((await call(w, 'carl', 'GET', '/v1/quotations?status=NOPE')).statusCode).toBe(400);
    const summary = (await call(w, 'carl', 'GET', '/v1/quotations/summary')).json();
    expect(summary.open).toBeGreaterThan(0);
    expect(summary.expiringThisWeek).toBeGreaterThanOrEqual(0);
  });

  it('share links open the quotation without credentials, by token only, and stop once revoked', async () => {
    const q = await requestQuote(w, 'carl', pharmaRequest(w));
    const created = await call(w, 'carl', 'POST', `/v1/quotations/${q.id}/share-links`, { expiresInDays: 7 });
    expect(created.statusCode).toBe(201);
    const link = created.json<QuotationShareLink>();
    expect(link.urls.share).toBe(`/quotations/share/${q.ref}?token=${link.token}`);
    const open = await call(w, null, 'GET', `/v1/quotations/shareable/${link.token}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ ref: q.ref, options: expect.any(Array) });
    expect(open.json().history).toBeUndefined();
    expect((await call(w, null, 'GET', `/v1/quotations/shareable/${q.ref}`)).statusCode).toBe(404);
    expect((await call(w, 'carl', 'DELETE', `/v1/quotations/${q.id}/share-links/${link.id}`)).json<QuotationShareLink>().status).toBe('REVOKED');
    expect((await call(w, null, 'GET', `/v1/quotations/shareable/${link.token}`)).statusCode).toBe(404);
    expect((await call(w, 'nils', 'GET', `/v1/quotations/${q.id}/share-links`)).statusCode).toBe(404);
  });

  it('keeps drafts of the request form per user', async () => {
    const saved = await call(w, 'carl', 'POST', '/v1/quotations/drafts', { mode: 'AIR', step: 1, data: { origin: 'SIN', destination: 'FRA', cargo: { type: 'PHARMACEUTICAL' } } });
    expect(saved.statusCode).toBe(201);
    const draft = saved.json();
    expect(draft.title).toBe('SIN → FRA · Pharmaceutical');
    expect((await call(w, 'anna', 'GET', `/v1/quotations/drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await call(w, 'carl', 'PATCH', `/v1/quotations/drafts/${draft.id}`, { step: 2, data: { origin: 'SIN' } })).json().title).toBe('SIN → …');
    expect((await call(w, 'carl', 'GET', '/v1/quotations/drafts')).json().items.map((d: { id: string }) => d.id)).toContain(draft.id);
    // Requesting from the draft removes it.
    await requestQuote(w, 'carl', pharmaRequest(w, { draftId: draft.id }));
    expect((await call(w, 'carl', 'GET', `/v1/quotations/drafts/${draft.id}`)).statusCode).toBe(404);
    const asDraft = await requestQuote(w, 'carl', pharmaRequest(w, { asDraft: true }));
    expect(asDraft.status).toBe('DRAFT');
    expect(asDraft.options.length).toBeGreaterThan(0);
    const submitted = await call(w, 'carl', 'POST', `/v1/quotations/${asDraft.id}/submit`, {});
    expect(submitted.json<Quotation>().status).toBe('ISSUED');
  });

  it('an expired quotation cannot be accepted or booked (409 QUOTATION_EXPIRED); reads and the sweep mark it EXPIRED', async () => {
    const a = await requestQuote(w, 'carl', pharmaRequest(w));
    const b = await requestQuote(w, 'carl', pharmaRequest(w));
    const c = await requestQuote(w, 'carl', pharmaRequest(w));
    const accepted = await call(w, 'carl', 'POST', `/v1/quotations/${c.id}/accept`, { optionId: c.options[0]!.id });
    expect(accepted.statusCode).toBe(200);
    w.clock.advance(20 * 86_400);
    await w.resignIn();
    const accept = await call(w, 'carl', 'POST', `/v1/quotations/${a.id}/accept`, { optionId: a.options[0]!.id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'QUOTATION_EXPIRED' });
    expect(accept.json().message).toContain('expired');
    const got = (await call(w, 'carl', 'GET', `/v1/quotations/${a.id}`)).json<Quotation>();
    expect(got).toMatchObject({ status: 'EXPIRED', allowedActions: ['share'] });
    expect(got.history.at(-1)).toMatchObject({ action: 'EXPIRED', actor: null });
    const book = await call(w, 'carl', 'POST', `/v1/quotations/${c.id}/book`, PARTIES);
    expect([book.statusCode, book.json().code]).toEqual([409, 'QUOTATION_EXPIRED']);
    // The sweep expires what nobody read.
    const sweep = await w.t.app.inject({ method: 'GET', url: `/v1/quotations?status=ISSUED&pageSize=100`, headers: w.headers.ops });
    expect(sweep.json<QuotationPage>().items.map((i) => i.id)).not.toContain(b.id);
    expect((await call(w, 'carl', 'GET', `/v1/quotations/${b.id}`)).json<Quotation>().status).toBe('EXPIRED');
  });
});
