import { z } from 'zod';
import { DOCUMENT_TYPE_LIST } from '../freight/cargo';
import { TransportModeSchema } from './bookings';
import { InstantSchema } from './booking-parts';
import { BookingSchema } from './booking-views';

/** Drafts, documents, data loggers, the watchlist and share links of bookings. */
const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

// ---- drafts: what a user saved of the create form, as the form holds it ----

/** A draft's data is the create form's state: anything JSON, at most 256 KB, checked only on submit. */
export const BOOKING_DRAFT_MAX_BYTES = 256 * 1024;
export const SaveBookingDraftSchema = z.object({
  mode: TransportModeSchema.nullable().default(null),
  /** The step the user was on, to resume there. */
  step: z.number().int().min(0).max(10).default(0),
  data: z.record(z.string(), z.unknown()),
});
export type SaveBookingDraftInput = z.input<typeof SaveBookingDraftSchema>;
export const BookingDraftSchema = z.object({
  id: z.string(),
  mode: TransportModeSchema.nullable(),
  step: z.number(),
  /** Derived for the list: "SIN → FRA · Pharmaceuticals", or "Untitled draft". */
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingDraft = z.infer<typeof BookingDraftSchema>;
export const BookingDraftQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const BookingDraftPageSchema = z.object({ items: z.array(BookingDraftSchema.omit({ data: true })), total: z.number(), page: z.number(), pageSize: z.number() });
export const DeleteDraftsSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(100) });

// ---- documents ----

/** 20 MB; PDF, images and office files, recognised by their content (not their name). */
export const BOOKING_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The kinds the server recognises, as a file chooser's list (MIME type → extensions), so the
 * browser can say so before an upload; the server still decides by the content.
 */
export const BOOKING_DOCUMENT_ACCEPT: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
  'application/msword': ['.doc'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};
export const BOOKING_DOCUMENT_KINDS = 'PDF, images or Office files';
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPE_LIST as [string, ...string[]]);
export const BookingDocumentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  type: DocumentTypeSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  uploadedBy: PersonRefSchema.nullable(),
  uploadedAt: z.string(),
});
export type BookingDocument = z.infer<typeof BookingDocumentSchema>;

// ---- data loggers and their readings ----

export const CreateDataLoggerSchema = z.object({
  bookingRef: z.string().trim().toUpperCase().min(3).max(20),
  serialNumber: z.string().trim().min(1, 'is required').max(64),
  model: z.string().trim().min(1, 'is required').max(100),
});
export type CreateDataLoggerInput = z.input<typeof CreateDataLoggerSchema>;
export const DataLoggerQuerySchema = z.object({ bookingRef: z.string().trim().toUpperCase().min(3).max(20) });
export const DataLoggerSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingRef: z.string(),
  serialNumber: z.string(),
  model: z.string(),
  addedBy: PersonRefSchema.nullable(),
  addedAt: z.string(),
  readings: z.object({
    count: z.number(),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
    minC: z.number().nullable(),
    maxC: z.number().nullable(),
    /** Readings outside the booking's temperature range. */
    excursions: z.number(),
  }),
});
export type DataLogger = z.infer<typeof DataLoggerSchema>;
export const DataLoggerListSchema = z.object({ items: z.array(DataLoggerSchema) });

export const POST_READINGS_MAX = 10_000;
export const PostReadingsSchema = z.object({
  readings: z.array(z.object({ at: InstantSchema, temperatureC: z.number().min(-100).max(100) })).min(1).max(POST_READINGS_MAX),
});
export type PostReadingsInput = z.input<typeof PostReadingsSchema>;
export const ReadingSeriesSchema = z.object({
  loggerId: z.string(),
  /** The booking's allowed range; null when it has none. */
  range: z.object({ minC: z.number(), maxC: z.number() }).nullable(),
  readings: z.array(z.object({ at: z.string(), temperatureC: z.number(), excursion: z.boolean() })),
  /** Consecutive readings outside the range, with the furthest value. */
  excursions: z.array(z.object({ from: z.string(), to: z.string(), peakC: z.number(), direction: z.enum(['ABOVE', 'BELOW']) })),
});
export type ReadingSeries = z.infer<typeof ReadingSeriesSchema>;

// ---- watchlist ----

export const WatchBookingsSchema = z.object({ bookingIds: z.array(z.string().uuid()).min(1).max(100) });
export const WatchlistSchema = z.object({ bookingIds: z.array(z.string()) });

// ---- share links (they expire and their owner can revoke them: docs/product/freight.md#share-links) ----

export const SHARE_LINK_DAYS = [1, 7, 30, 90] as const;
export const CreateShareLinkSchema = z.object({ expiresInDays: z.number().int().min(1).max(90).default(30) });
export const ShareLinkSchema = z.object({
  id: z.string(),
  /** The unguessable token the public pages open by (shown to the booking's managers only). */
  token: z.string(),
  /** Paths of the public pages with the token. */
  urls: z.object({ print: z.string(), delivery: z.string() }),
  createdBy: PersonRefSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
  /** The caller may revoke it: its creator, or staff. */
  canRevoke: z.boolean(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.object({ items: z.array(ShareLinkSchema) });

/**
 * `GET /v1/bookings/shareable/{token}` (no credentials): what the print and delivery pages
 * show a holder of the link. No prices, no internal history, no documents.
 */
export const SharedBookingSchema = BookingSchema.pick({
  ref: true, mode: true, seaLoad: true, status: true, origin: true, destination: true, cargoReadyDate: true, legs: true,
  cargo: true, shipper: true, consignee: true, notifyParty: true, customerReference: true, totals: true, emissions: true,
  carrierReference: true, confirmedAt: true, departedAt: true, arrivedAt: true, delivery: true, receipt: true, createdAt: true,
}).extend({
  organization: z.object({ name: z.string() }),
  /** Status changes only, without who made them. */
  milestones: z.array(z.object({ status: z.string(), at: z.string() })),
  linkExpiresAt: z.string(),
  /** The consignee may confirm receipt now (ARRIVED or DELIVERED, not yet confirmed). */
  canConfirmReceipt: z.boolean(),
});
export type SharedBooking = z.infer<typeof SharedBookingSchema>;
export const ConfirmReceiptSchema = z.object({
  receivedBy: z.string().trim().min(1, 'is required').max(200),
  remarks: z.string().trim().max(1000).default(''),
});
