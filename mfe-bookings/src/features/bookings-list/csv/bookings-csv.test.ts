import type { BookingListItem, BookingPage } from '@freightdeck/contracts';
import { bookingsCsv, EXPORT_PAGE_SIZE, exportFileName, fetchAllBookings } from './bookings-csv';

const item = (n: number): BookingListItem => ({
  id: `id-${n}`, ref: `FD-${n}`, mode: 'AIR', seaLoad: null, status: 'PENDING', organization: { id: 'o', name: 'Acme, Pharma' },
  origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  shipperCompany: 'Acme "Asia"', consigneeCompany: 'Acme GmbH', customerReference: '', carrierReference: null, cargoType: 'PHARMACEUTICAL',
  pieces: 4, grossWeightKg: 360, chargeable: { value: 384.5, unit: 'KG' }, co2eKg: 2461.2, watched: true,
});

function server(count: number, totalExact = true) {
  const all = Array.from({ length: count }, (_, i) => item(i + 1));
  const calls: number[] = [];
  const fetchPage = async (page: number, pageSize: number): Promise<BookingPage> => {
    calls.push(page);
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: count, totalExact, page, pageSize };
  };
  return { fetchPage, calls };
}

describe('the bookings CSV export', () => {
  it('fetches every page in turn until a short page, reporting progress', async () => {
    const { fetchPage, calls } = server(250);
    const progress = jest.fn();
    const result = await fetchAllBookings(fetchPage, { onProgress: progress });
    expect(calls).toEqual([1, 2, 3]);
    expect(result.bookings).toHaveLength(250);
    expect(result.truncated).toBe(false);
    expect(progress).toHaveBeenLastCalledWith({ fetched: 250, total: 250 });
  });

  it('stops at the cap and says the export is cut short', async () => {
    const { fetchPage, calls } = server(450, false);
    const result = await fetchAllBookings(fetchPage, { max: 150 });
    expect(calls).toEqual([1, 2]);
    expect(result.bookings.map((b) => b.ref).at(-1)).toBe('FD-150');
    expect(result.truncated).toBe(true);
  });

  it('is not cut short when the rows end exactly at a full page', async () => {
    const { fetchPage, calls } = server(EXPORT_PAGE_SIZE);
    const result = await fetchAllBookings(fetchPage);
    expect(calls).toEqual([1, 2]);
    expect(result).toMatchObject({ truncated: false, total: EXPORT_PAGE_SIZE });
  });

  it('writes one line per booking with quoted text and plain numbers', () => {
    const [header, first, end] = bookingsCsv([item(1)]).split('\r\n');
    expect(header).toMatch(/^Reference,Status,Mode,Sea load,Origin,Destination,Organization,Shipper,/);
    expect(first).toBe('FD-1,Pending,AIR,,SIN,FRA,"Acme, Pharma","Acme ""Asia""",Acme GmbH,,,PHARMACEUTICAL,4,360,384.5,KG,2461.2,2026-12-01,2026-11-20T10:00:00.000Z,yes');
    expect(end).toBe('');
  });

  it('names the file after the day', () => {
    expect(exportFileName(new Date(2026, 10, 23, 9))).toBe('bookings-2026-11-23.csv');
  });
});
