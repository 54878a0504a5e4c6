import type { BookingDraft } from '@freightdeck/contracts';
import { reply, type CannedResponses } from '@freightdeck/dev-shell';
import { draft } from '../features/booking-create/testing/draft-values';
import { detailsBooking } from './canned-details';

/**
 * The create form's and the drafts page's calls as the API answers them (ADR 008), for the dev
 * shell's canned mode: two drafts (one to resume at the cargo step), saving a draft, and a
 * created booking that opens as the canned details booking.
 */
const listItem = ({ data: _data, ...item }: BookingDraft): Omit<BookingDraft, 'data'> => item;
const drafts = [
  listItem(draft()),
  listItem(draft({ id: '3b9d1c0e-5a7f-4e21-8c3d-2f6a1b0c9d02', mode: 'SEA', step: 0, title: 'Untitled draft', updatedAt: '2026-11-21T16:25:00.000Z' })),
];

export const cannedCreate: CannedResponses = {
  'GET /v1/bookings/drafts': { items: drafts, total: drafts.length, page: 1, pageSize: 20 },
  'GET /v1/bookings/drafts/:id': draft(),
  'POST /v1/bookings/drafts': reply(201, draft()),
  'PATCH /v1/bookings/drafts/:id': draft(),
  'DELETE /v1/bookings/drafts/:id': reply(204, null),
  'POST /v1/bookings': reply(201, detailsBooking({ status: 'PENDING', allowedActions: [] })),
};
