import { answer, createCannedFetch, reply } from './canned-fetch';

const canned = {
  'GET /v1/users/self': { id: 'u1', firstName: 'Ada' },
  'GET /v1/bookings/:id': { id: 'from-pattern' },
  'GET /v1/bookings/drafts': { items: [] },
  'POST /v1/bookings': reply(201, { id: 'new' }),
  'DELETE /v1/bookings/drafts/:id': reply(204, null),
};

describe('createCannedFetch', () => {
  const cannedFetch = createCannedFetch(canned);

  it('answers a known METHOD /v1/path with its JSON', async () => {
    const response = await cannedFetch('/v1/users/self');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).resolves.toEqual({ id: 'u1', firstName: 'Ada' });
  });

  it('ignores the origin and the query string', async () => {
    const response = await cannedFetch('http://localhost:3001/v1/users/self?x=1', { method: 'get' });
    await expect(response.json()).resolves.toMatchObject({ id: 'u1' });
  });

  it('matches :param keys, preferring an exact key', async () => {
    await expect((await cannedFetch('/v1/bookings/abc')).json()).resolves.toEqual({ id: 'from-pattern' });
    await expect((await cannedFetch('/v1/bookings/drafts')).json()).resolves.toEqual({ items: [] });
  });

  it('answers with the status of reply()', async () => {
    const created = await cannedFetch('/v1/bookings', { method: 'POST', body: '{}' });
    expect(created.status).toBe(201);
    await expect(created.json()).resolves.toEqual({ id: 'new' });
    const deleted = await cannedFetch(new Request('http://x/v1/bookings/drafts/7', { method: 'DELETE' }));
    expect(deleted.status).toBe(204);
  });

  it('answers anything else 404 in the API error shape, naming the call', async () => {
    const response = await cannedFetch('/v1/users/self', { method: 'PATCH' });
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({
      code: 'NOT_FOUND', message: 'No canned response for PATCH /v1/users/self', details: null,
    });
  });

  it('answers from the request with answer(): its query and JSON body', async () => {
    const byRequest = createCannedFetch({
      'GET /v1/search': answer(({ query }) => ({ origin: query.get('origin') })),
      'POST /v1/imports': answer(({ body }) => ((body as { dryRun?: boolean }).dryRun ? { dryRun: true } : reply(400, { code: 'VALIDATION_ERROR' }))),
    });
    await expect((await byRequest('/v1/search?origin=SIN')).json()).resolves.toEqual({ origin: 'SIN' });
    await expect((await byRequest('/v1/imports', { method: 'POST', body: JSON.stringify({ dryRun: true }) })).json()).resolves.toEqual({ dryRun: true });
    expect((await byRequest('/v1/imports', { method: 'POST', body: '{}' })).status).toBe(400);
  });
});
