import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import { quotationApi, type Booking, type BookQuotationInput, type Quotation, type QuotationOption } from '@freightdeck/contracts';
import { emptyContainer, emptyPiece } from '@freightdeck/ui';
import { emptyFormValues, type BookingFormValues } from './form-values';

/** The quotation a booking is made from: its id, reference, the option booked and the version read. */
export interface QuotationSource {
  id: string;
  ref: string;
  /** Sent when the quotation is still ISSUED (accept and book in one); null once an option is accepted. */
  optionId: string | null;
  version: number;
  /** The option booked: its charges are the booking's (the review shows them, not the standard tariff). */
  option: Pick<QuotationOption, 'carrierName' | 'routing' | 'charges' | 'total' | 'co2eKg'> | null;
}

/** The option a booking from the quotation books: the accepted one, else the one chosen on it. */
export const bookedOption = (q: Quotation, optionId: string | null): QuotationOption | null =>
  q.options.find((o) => o.id === (q.acceptedOptionId ?? optionId)) ?? null;

/** What the form keeps of the quotation it books. */
export const quotationSource = (q: Quotation, optionId: string | null): QuotationSource => ({
  id: q.id, ref: q.ref, optionId: q.acceptedOptionId ? null : optionId, version: q.version, option: bookedOption(q, optionId),
});

export const useQuotationForBooking = (id: string) =>
  useSWR(['booking-create/quotation', id], () => apiClient.get<Quotation>(quotationApi.quotation(id)), { revalidateOnFocus: false, revalidateIfStale: false });

/**
 * The booking form filled in from a quotation (docs/adr/025-quotations-ui.md): mode, route,
 * ready date, cargo and the legs of the option booked; the parties are the user's to add.
 */
export function valuesFromQuotation(q: Quotation, optionId: string | null): BookingFormValues {
  const option = bookedOption(q, optionId);
  const t = q.cargo.temperature;
  const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    ...emptyFormValues(),
    mode: q.mode, seaLoad: q.seaLoad ?? '', origin: q.origin, destination: q.destination, cargoReadyDate: q.cargoReadyDate,
    'cargo.type': q.cargo.type, 'cargo.commodity': q.cargo.commodity, 'cargo.hsCode': q.cargo.hsCode ?? '',
    'cargo.dangerousGoods.unNumber': q.cargo.dangerousGoods?.unNumber ?? '', 'cargo.dangerousGoods.hazardClass': q.cargo.dangerousGoods?.hazardClass ?? '',
    'cargo.temperature.minC': str(t?.minC), 'cargo.temperature.maxC': str(t?.maxC),
    'cargo.handlingCodes': [...q.cargo.handlingCodes] as BookingFormValues['cargo.handlingCodes'],
    'cargo.pieces': q.cargo.pieces.length ? q.cargo.pieces.map((p) => ({ ...emptyPiece(), count: str(p.count), lengthCm: str(p.lengthCm), widthCm: str(p.widthCm), heightCm: str(p.heightCm), weightKg: str(p.weightKg) })) : [emptyPiece()],
    'cargo.containers': q.cargo.containers.length ? q.cargo.containers.map((c) => ({ ...emptyContainer(), type: c.type, count: str(c.count), cargoWeightKg: str(c.cargoWeightKg) })) : [emptyContainer()],
    legs: option?.legs.map((l) => ({ ...l, departureAt: l.departureAt ?? '', arrivalAt: l.arrivalAt ?? '' })) ?? [],
    scheduleOptionId: option?.scheduleOptionId ?? '',
  };
}

/** `POST /v1/quotations/{id}/book`: route, cargo, legs and charges come from the quotation; the parties from the form. */
export async function bookQuotation(source: QuotationSource, body: Omit<BookQuotationInput, 'optionId' | 'expectedVersion'>): Promise<{ id: string }> {
  const answer = await apiClient.post<Booking | { booking: { id: string } }>(quotationApi.book(source.id), {
    ...body, ...(source.optionId ? { optionId: source.optionId } : {}), expectedVersion: source.version,
  });
  return 'booking' in answer && answer.booking ? answer.booking : (answer as Booking);
}
