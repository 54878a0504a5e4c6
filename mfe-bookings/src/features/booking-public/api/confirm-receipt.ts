import { apiClient } from '@freightdeck/auth';
import type { SharedBooking } from '@freightdeck/contracts';
import { sharedBookingPath } from './shared-booking';

export interface ReceiptInput {
  receivedBy: string;
  remarks: string;
}

/** `POST /v1/bookings/shareable/{token}/receipt` (ConfirmReceiptSchema): answers the booking with its receipt. */
export function confirmReceipt(token: string, input: ReceiptInput): Promise<SharedBooking> {
  return apiClient.post<SharedBooking>(`${sharedBookingPath(token)}/receipt`, {
    receivedBy: input.receivedBy.trim(),
    remarks: input.remarks.trim(),
  }, { auth: false });
}
