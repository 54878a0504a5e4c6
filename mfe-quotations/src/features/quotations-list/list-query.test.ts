import { parseListQuery, toApiQuery, toSearchParams } from './list-query';

describe('the list query in the address', () => {
  it('reads filters, drops malformed values and writes back without defaults', () => {
    const q = parseListQuery(new URLSearchParams('status=ISSUED&status=BOGUS,ACCEPTED&mode=AIR&origin=sin&dateFrom=2026-11-01&dateTo=2026-10-01&expiringBefore=2026-12-02&sort=nope&page=0'));
    expect(q).toMatchObject({ status: ['ISSUED', 'ACCEPTED'], mode: 'AIR', origin: 'SIN', dateFrom: '2026-11-01', dateTo: null, expiringBefore: '2026-12-02', sort: '-createdAt', page: 1 });
    expect(toSearchParams(q).toString()).toBe('status=ISSUED&status=ACCEPTED&mode=AIR&origin=SIN&dateFrom=2026-11-01&expiringBefore=2026-12-02');
  });

  it('asks the API for several statuses at once', () => {
    const q = parseListQuery(new URLSearchParams('status=ISSUED&status=ACCEPTED&q=vaccines'));
    expect(toApiQuery(q, 2, 100)).toMatchObject({ status: 'ISSUED,ACCEPTED', q: 'vaccines', page: 2, pageSize: 100 });
  });
});
