import type { OneRecordEvents } from '@freightdeck/contracts';
import type { BookingRow } from '../bookings';
import { labelOf } from './milestones';
import type { EventRow } from './repository';

const CARGO = 'https://onerecord.iata.org/ns/cargo#';
const CODES = 'https://onerecord.iata.org/ns/coreCodeLists#';
const XSD_DATE_TIME = 'http://www.w3.org/2001/XMLSchema#dateTime' as const;
/** DCSA's and IATA's classifiers as ONE Record's EventTimeType individuals. */
const TIME_TYPE = { ACT: 'ACTUAL', EST: 'ESTIMATED', PLN: 'PLANNED' } as const;

/** The instant at the offset it was reported in (`2026-11-20T15:05:00+08:00`): the place's local time, as the carrier gave it. */
export function atOffset(at: Date, offset: string | null): string {
  const m = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  if (!m) return at.toISOString();
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return `${new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

/**
 * An AIR booking's events as IATA ONE Record LogisticsEvents (docs/adr/015-track-and-trace.md#one-record-export):
 * each linked to the shipment (`eventFor`), its `@id` the shipment's IRI followed by
 * `/logistics-events/{id}` as the ONE Record API names events, the status code as the core code
 * list's individual, pieces fewer than the booking's marked partial.
 */
export function oneRecordEvents(booking: BookingRow, events: EventRow[], sourceOf: (e: EventRow) => string, shipmentIri: string): OneRecordEvents {
  const items = events.filter((e) => e.mode === 'AIR').map((e) => {
    const pieces = (e.payload as { pieces?: number }).pieces;
    return {
      '@type': 'LogisticsEvent' as const,
      '@id': `${shipmentIri}/logistics-events/${e.id}`,
      eventCode: { '@id': `${CODES}StatusCode_${e.code}` },
      eventName: labelOf(e.code),
      eventTimeType: { '@id': `${CARGO}${TIME_TYPE[e.classifier]}` },
      eventDate: { '@type': XSD_DATE_TIME, '@value': atOffset(e.eventAt, e.eventOffset) },
      creationDate: { '@type': XSD_DATE_TIME, '@value': e.eventCreatedAt.toISOString() },
      eventFor: { '@id': shipmentIri },
      ...(e.locationCode ? { eventLocation: { '@type': 'Location' as const, locationCodes: [{ '@type': 'CodeListElement' as const, code: e.locationCode, codeListName: 'IATA airport code' }] } } : {}),
      ...(pieces !== undefined && pieces < booking.pieces ? { partialEventIndicator: { '@type': 'http://www.w3.org/2001/XMLSchema#boolean' as const, '@value': true } } : {}),
      recordingOrganization: { '@type': 'Organization' as const, name: sourceOf(e) },
    };
  });
  return {
    '@context': { '@vocab': CARGO, api: 'https://onerecord.iata.org/ns/api#' },
    '@type': 'api:Collection',
    '@id': `${shipmentIri}/logistics-events`,
    'api:hasTotalItems': items.length,
    'api:hasItem': items,
  };
}
