import type { ValidateFunction } from 'ajv';
import { iso6346Problem, imoProblem } from './check-digits';
import { tntEventValidator, schemaReasons } from './dcsa-schema';
import { type Checked, dateReasons, offsetOf } from './normalized';

/** The parts of a DCSA event ingestion reads (the schema has checked their types before they are used). */
interface DcsaEvent {
  eventID?: unknown; eventType?: unknown; eventClassifierCode?: unknown; eventDateTime?: unknown; eventCreatedDateTime?: unknown;
  transportEventTypeCode?: unknown; equipmentEventTypeCode?: unknown; shipmentEventTypeCode?: unknown; documentTypeCode?: unknown; documentID?: unknown;
  equipmentReference?: unknown; eventLocation?: { UNLocationCode?: unknown };
  transportCall?: { UNLocationCode?: unknown; location?: { UNLocationCode?: unknown }; vessel?: { vesselIMONumber?: unknown }; transportCallID?: unknown; exportVoyageNumber?: unknown; carrierServiceCode?: unknown };
  documentReferences?: unknown; references?: unknown;
}
type Pair = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The UN/LOCODEs an event names (transport call, its location, the event location), to check against the reference data. */
export function locationCodesOf(event: DcsaEvent): string[] {
  return [event?.transportCall?.UNLocationCode, event?.transportCall?.location?.UNLocationCode, event?.eventLocation?.UNLocationCode]
    .filter((c): c is string => typeof c === 'string');
}

/**
 * A DCSA T&T 2.2 event (SEA), checked: its structure against the published schema for its
 * event type, then its meaning, which the schema does not hold — an event id present, known
 * UN/LOCODEs, an IMO number with a valid check digit, an ISO 6346 container number with its
 * check digit, dates that make sense (docs/product/tracking.md#events-in).
 */
export function checkSeaEvent(input: unknown, now: Date, knownLocations: Set<string>): Checked {
  const event = (input ?? {}) as DcsaEvent;
  const eventId = typeof event.eventID === 'string' ? event.eventID : null;
  const reasons: string[] = [];
  const validate: ValidateFunction | null = tntEventValidator(event.eventType);
  if (!validate) return { ok: false, eventId, reasons: ['eventType must be SHIPMENT, TRANSPORT or EQUIPMENT'] };
  if (!validate(event)) reasons.push(...schemaReasons(validate.errors));
  if (eventId === null && !reasons.some((r) => r.startsWith('/eventID'))) reasons.push('eventID is missing: every event needs its id (idempotency)');
  for (const code of locationCodesOf(event)) if (!knownLocations.has(code)) reasons.push(`UNLocationCode ${code} is not a known UN/LOCODE`);
  const imo = str(event.transportCall?.vessel?.vesselIMONumber);
  const imoWrong = imo ? imoProblem(imo) : null;
  if (imoWrong) reasons.push(`vesselIMONumber ${imo} ${imoWrong}`);
  const equipment = str(event.equipmentReference);
  const containerWrong = equipment ? iso6346Problem(equipment) : null;
  if (containerWrong) reasons.push(`equipmentReference ${equipment} ${containerWrong}`);
  const eventAt = new Date(String(event.eventDateTime));
  const createdAt = new Date(String(event.eventCreatedDateTime));
  if (!Number.isNaN(eventAt.getTime()) && !Number.isNaN(createdAt.getTime())) reasons.push(...dateReasons(eventAt, createdAt, String(event.eventClassifierCode), now));
  if (reasons.length) return { ok: false, eventId, reasons };

  const docs = Array.isArray(event.documentReferences) ? (event.documentReferences as Pair[]) : [];
  const refs = Array.isArray(event.references) ? (event.references as Pair[]) : [];
  const docOf = (type: string) => str(docs.find((d) => d.documentReferenceType === type)?.documentReferenceValue);
  const type = String(event.eventType);
  const documentType = type === 'SHIPMENT' ? String(event.documentTypeCode) : null;
  const documentId = type === 'SHIPMENT' ? str(event.documentID) : null;
  const bkg = docOf('BKG') ?? (documentType === 'BKG' ? documentId : null);
  const trd = docOf('TRD') ?? (documentType === 'TRD' || documentType === 'SHI' ? documentId : null);
  const containers = [equipment, ...refs.filter((r) => r.referenceType === 'EQ').map((r) => str(r.referenceValue))]
    .filter((c): c is string => !!c && iso6346Problem(c) === null);
  const references: { kind: 'BKG' | 'TRD' | 'EQ'; value: string }[] = [];
  if (bkg) references.push({ kind: 'BKG', value: bkg });
  if (trd) references.push({ kind: 'TRD', value: trd });
  for (const c of new Set(containers)) references.push({ kind: 'EQ', value: c.toUpperCase() });
  const code = String(event.transportEventTypeCode ?? event.equipmentEventTypeCode ?? event.shipmentEventTypeCode);
  const location = locationCodesOf(event)[0] ?? null;
  return {
    ok: true,
    event: {
      sourceEventId: eventId!, mode: 'SEA', eventType: type, code, classifier: event.eventClassifierCode as 'PLN' | 'EST' | 'ACT',
      eventAt, eventOffset: offsetOf(String(event.eventDateTime)), locationCode: location, eventCreatedAt: createdAt, references,
      carrierBookingReference: bkg, transportDocumentReference: trd, equipmentReference: equipment?.toUpperCase() ?? null,
      transportCallId: str(event.transportCall?.transportCallID), vesselImo: imo, exportVoyageNumber: str(event.transportCall?.exportVoyageNumber),
      carrierServiceCode: str(event.transportCall?.carrierServiceCode), documentTypeCode: documentType, payload: event as Record<string, unknown>,
    },
  };
}
