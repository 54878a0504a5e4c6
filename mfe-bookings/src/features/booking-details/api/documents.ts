import useSWR from 'swr';
import { apiClient, uploadFile, type UploadOptions } from '@freightdeck/auth';
import type { Booking, BookingDocument } from '@freightdeck/contracts';

const documentsPath = (b: Pick<Booking, 'id'>) => `/bookings/${encodeURIComponent(b.id)}/documents`;

export const useDocuments = (b: Booking) =>
  useSWR<{ items: BookingDocument[] }>(documentsPath(b), (key: string) => apiClient.get<{ items: BookingDocument[] }>(key));

/** Multipart with the `type` field before the file: the server reads the fields in order. */
export function uploadDocument(b: Booking, type: string, file: File, options: UploadOptions): Promise<BookingDocument> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return uploadFile<BookingDocument>(documentsPath(b), form, options);
}

export const deleteDocument = (b: Booking, doc: BookingDocument) => apiClient.delete<void>(`${documentsPath(b)}/${encodeURIComponent(doc.id)}`);

/** Fetches the file with the session's credentials (a plain link would carry none) and saves it under its original name. */
export async function downloadDocument(b: Booking, doc: BookingDocument): Promise<void> {
  const blob = await apiClient.get<Blob>(`${documentsPath(b)}/${encodeURIComponent(doc.id)}/file`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
