import type { ScheduleImportFormat } from '@freightdeck/contracts';

export const FORMAT_LABELS: Record<ScheduleImportFormat, string> = {
  CSV: 'CSV (air flight patterns or ocean port calls)',
  DCSA_VESSEL_SCHEDULES: 'DCSA Commercial Schedules: vessel schedules',
  DCSA_POINT_TO_POINT: 'DCSA Commercial Schedules: point-to-point routes',
};

/** The columns of each CSV, as the API reads them (docs/product/schedules.md#import). */
export const CSV_COLUMNS = {
  AIR: 'flight,from,to,days,departs,arrives,day_offset,aircraft,freighter,valid_from,valid_to,cutoff_minutes',
  SEA: 'service_code,service_name,vessel_imo,vessel_name,voyage,port,arrives,departs,dco,vco,fco,lco',
} as const;

export interface FileGuess {
  format: ScheduleImportFormat | null;
  /** The carrier the file names, when it names one: the airline of the first flight, the operator of the first vessel. */
  carrier: string | null;
}

const first = <T,>(items: unknown): T | undefined => (Array.isArray(items) ? (items[0] as T) : undefined);

/**
 * What a file holds, from its text: a JSON array of routes (`legs`) or of services
 * (`vesselSchedules`), or a CSV by its header. The operator can still change it; the API checks.
 */
export function guessFile(text: string): FileGuess {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      return { format: null, carrier: null };
    }
    const item = first<Record<string, unknown>>(json);
    if (item && 'legs' in item) {
      const vessel = first<{ transport?: { vessel?: { operatorCarrierCode?: string } } }>(item.legs)?.transport?.vessel;
      return { format: 'DCSA_POINT_TO_POINT', carrier: vessel?.operatorCarrierCode ?? null };
    }
    if (item && 'vesselSchedules' in item) {
      const vessel = first<{ vessel?: { operatorCarrierCode?: string } }>(item.vesselSchedules)?.vessel;
      return { format: 'DCSA_VESSEL_SCHEDULES', carrier: vessel?.operatorCarrierCode ?? null };
    }
    return { format: null, carrier: null };
  }
  const [header = '', row = ''] = text.split(/\r?\n/);
  const columns = header.trim().toLowerCase();
  if (columns.startsWith('flight,')) return { format: 'CSV', carrier: /^([A-Z0-9]{2})\d/.exec(row.trim())?.[1] ?? null };
  if (columns.startsWith('service_code,')) return { format: 'CSV', carrier: null };
  return { format: null, carrier: null };
}
