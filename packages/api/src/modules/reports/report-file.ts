import { REPORT_FILE_COLUMNS, type ReportRange } from '@freightdeck/contracts';
import writeXlsxFile from 'write-excel-file/node';

type Cell = string | number | null;

/** RFC 4180 CSV: quoted when needed, CRLF line ends, a formula-looking text prefixed with ' (CSV injection). */
export function toCsv(rows: Cell[][]): string {
  const cell = (v: Cell) => {
    if (v === null) return '';
    if (typeof v === 'number') return String(v);
    const text = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [[...REPORT_FILE_COLUMNS], ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The same rows as an Excel workbook (write-excel-file), with a second sheet naming the filter. */
export async function toXlsx(rows: Cell[][], range: ReportRange, filterText: string): Promise<Buffer> {
  const header = REPORT_FILE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const data = rows.map((r) => r.map((value) => (value === null ? null : { value })));
  const about = [
    [{ value: 'Booking dates' }, { value: `${range.from} to ${range.to}` }],
    [{ value: 'Time zone' }, { value: range.timeZone }],
    [{ value: 'Dated by' }, { value: 'booking date' }],
    [{ value: 'Filter' }, { value: filterText || 'none' }],
    [{ value: 'Bookings' }, { value: rows.length }],
  ];
  return writeXlsxFile([
    { data: [header, ...data], sheet: 'Bookings', stickyRowsCount: 1, columns: REPORT_FILE_COLUMNS.map((c) => ({ width: Math.max(10, c.length + 2) })) },
    { data: about, sheet: 'Report', columns: [{ width: 16 }, { width: 40 }] },
  ] as never).toBuffer();
}
