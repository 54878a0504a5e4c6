import { AirEventInputSchema, airWaybillProblem, parseAirWaybill } from '@freightdeck/contracts';
import { zodIssues } from '../../lib/validation';
import { type Checked, dateReasons, offsetOf } from './normalized';

/** An AIR status event (IATA status codes) for an air waybill, checked: its shape, the waybill's check digit, its dates. */
export function checkAirEvent(input: unknown, now: Date): Checked {
  const eventId = typeof (input as { eventId?: unknown })?.eventId === 'string' ? (input as { eventId: string }).eventId : null;
  const parsed = AirEventInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, eventId, reasons: zodIssues(parsed.error).map((i) => `${i.path || '(event)'} ${i.message}`) };
  const e = parsed.data;
  const reasons: string[] = [];
  const problem = airWaybillProblem(e.airWaybill);
  if (problem) reasons.push(problem === 'FORMAT' ? 'airWaybill must be a 3-digit prefix and 8-digit serial' : 'airWaybill has a wrong check digit (the 8th serial digit is the first seven mod 7)');
  if (e.statusCode === 'DLV' && e.classifier === 'ACT' && !e.receivedBy) reasons.push('receivedBy is required for an actual DLV');
  const eventAt = new Date(e.eventDateTime);
  const eventCreatedAt = e.eventCreatedDateTime ? new Date(e.eventCreatedDateTime) : now;
  reasons.push(...dateReasons(eventAt, eventCreatedAt, e.classifier, now));
  if (reasons.length) return { ok: false, eventId: e.eventId, reasons };
  const awb = parseAirWaybill(e.airWaybill)!.formatted;
  return {
    ok: true,
    event: {
      sourceEventId: e.eventId, mode: 'AIR', eventType: 'AIR', code: e.statusCode, classifier: e.classifier,
      eventAt, eventOffset: offsetOf(e.eventDateTime), locationCode: e.airport, eventCreatedAt,
      references: [{ kind: 'AWB', value: awb }],
      carrierBookingReference: null, transportDocumentReference: null, equipmentReference: null, transportCallId: null,
      vesselImo: null, exportVoyageNumber: null, carrierServiceCode: null, documentTypeCode: null,
      payload: { ...e, airWaybill: awb },
    },
  };
}
