import { hasFilters, parseListQuery, sortState, toApiQuery, toSearchParams, toSort } from './list-query';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('the list query in the URL', () => {
  it('reads filters, sort and page, in either status form', () => {
    const query = parse('status=PENDING&status=IN_TRANSIT,ARRIVED&mode=AIR&origin=sin&destination=FRA&dateFrom=2026-11-01&dateTo=2026-11-30&q=%20acme%20&sort=ref&page=3&pageSize=50');
    expect(query).toEqual({
      status: ['PENDING', 'IN_TRANSIT', 'ARRIVED'], mode: 'AIR', origin: 'SIN', destination: 'FRA', organizationId: null,
      dateFrom: '2026-11-01', dateTo: '2026-11-30', q: 'acme', watched: false, sort: 'ref', page: 3, pageSize: 50,
    });
  });

  it('drops what the API would refuse and falls back to the defaults', () => {
    const query = parse('status=LOST&mode=RAIL&origin=x&organizationId=42&dateFrom=yesterday&sort=price&page=-2&pageSize=7');
    expect(query).toEqual({
      status: [], mode: null, origin: null, destination: null, organizationId: null, dateFrom: null, dateTo: null, q: '', watched: false, sort: '-createdAt', page: 1, pageSize: 20,
    });
    expect(hasFilters(query)).toBe(false);
  });

  it('keeps only the start of a date range that ends before it starts', () => {
    expect(parse('dateFrom=2026-11-10&dateTo=2026-11-01')).toMatchObject({ dateFrom: '2026-11-10', dateTo: null });
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const query = parse('status=CONFIRMED&mode=SEA&origin=CNSHA&watched=true&page=2');
    expect(toSearchParams(query).toString()).toBe('status=CONFIRMED&mode=SEA&origin=CNSHA&watched=true&page=2');
    expect(parseListQuery(toSearchParams(query))).toEqual(query);
    expect(toSearchParams(parse('')).toString()).toBe('');
    expect(hasFilters(query)).toBe(true);
  });

  it('gives the API query with another page when asked (the CSV export)', () => {
    expect(toApiQuery(parse('q=FD&page=4'), 2, 100)).toMatchObject({ q: 'FD', page: 2, pageSize: 100, sort: '-createdAt' });
  });

  it('maps the table sort to the API sort and back', () => {
    expect(sortState('-createdAt')).toEqual({ key: 'createdAt', direction: 'descending' });
    expect(sortState('ref')).toEqual({ key: 'ref', direction: 'ascending' });
    expect(toSort('status', 'descending')).toBe('-status');
    expect(toSort('shipper', 'ascending')).toBe('-createdAt');
  });
});
