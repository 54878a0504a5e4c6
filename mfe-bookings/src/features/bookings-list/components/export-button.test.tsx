import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingListItem } from '@freightdeck/contracts';
import { errorModal } from '@freightdeck/ui';
import { cannedBookingItems } from '../../../testing/canned-bookings';
import { apiError, renderBookings, stubApi } from '../../../testing/fake-api';

const rows = Array.from({ length: 130 }, (_, i): BookingListItem => ({ ...(cannedBookingItems[2] as BookingListItem), id: `id-${i}`, ref: `FD-${i}` }));

// jsdom's Blob has no text(): read it as a browser would, through a FileReader.
const readText = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob);
});

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  localStorage.clear();
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => errorModal.dismiss());
  jest.restoreAllMocks();
});

it('exports every booking the filters match, page by page, as one CSV file named after the day', async () => {
  const calls = stubApi((c) => {
    if (c.path !== '/v1/bookings') return undefined;
    const page = Number(c.query.get('page'));
    const size = Number(c.query.get('pageSize'));
    return { items: rows.slice((page - 1) * size, page * size), total: rows.length, totalExact: true, page, pageSize: size };
  });
  renderBookings('/bookings?status=PENDING&q=acme');
  await screen.findByRole('link', { name: 'FD-0' });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Exported 130 bookings.')).toBeInTheDocument();

  const exportCalls = calls.filter((c) => c.query.get('pageSize') === '100');
  expect(exportCalls.map((c) => [c.query.get('page'), c.query.get('status'), c.query.get('q')])).toEqual([['1', 'PENDING', 'acme'], ['2', 'PENDING', 'acme']]);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.name).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readText(saved[0]?.blob as Blob);
  const lines = text.replace(/^\ufeff/, '').split('\r\n');
  expect(lines).toHaveLength(132); // header, 130 rows, the empty end after the last CRLF
  expect(lines[1]).toContain('FD-0,Pending,AIR,,HKG,LAX,Acme Pharma,"Acme, ""Hong Kong"" Ltd"');
});

it('shows the error modal and saves nothing when a page cannot be fetched', async () => {
  stubApi((c) => {
    if (c.path !== '/v1/bookings') return undefined;
    return c.query.get('pageSize') === '100' ? apiError(500, 'INTERNAL_ERROR') : { items: rows.slice(0, 20), total: 130, totalExact: true, page: 1, pageSize: 20 };
  });
  renderBookings('/bookings');
  await screen.findByRole('link', { name: 'FD-0' });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
