import { useState } from 'react';
import { DOCUMENT_TYPES, type BookingDocument, type DocumentType } from '@freightdeck/contracts';
import { Button, ConfirmDialog, runWithErrorModal } from '@freightdeck/ui';
import { formatBytes, formatInstant } from '../../shared';
import { deleteDocument, downloadDocument, useDocuments } from '../api/documents';
import { Muted } from '../components/details.styles';
import { Table } from '../components/table-scroll';
import { DocumentUpload } from '../components/document-upload';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

export function DocumentsSection({ booking, onChange }: SectionProps) {
  const { data, error, mutate } = useDocuments(booking);
  const [deleting, setDeleting] = useState<BookingDocument | null>(null);
  const manage = booking.allowedActions.includes('manageDocuments');
  const changed = async () => {
    await mutate();
    await onChange(); // the history records documents added and removed
  };
  const items = data?.items ?? [];
  return (
    <SectionCard title="Documents">
      {error && <Muted role="alert">The documents could not be loaded. <Button variant="link" onClick={() => void mutate()}>Retry</Button></Muted>}
      {data && items.length === 0 && <Muted>No documents yet.</Muted>}
      {items.length > 0 && (
        <Table aria-label="Documents">
          <thead><tr><th>Type</th><th>Name</th><th data-numeric>Size</th><th>Uploaded</th><th>Actions</th></tr></thead>
          <tbody>
            {items.map((doc) => (
              <tr key={doc.id}>
                <td>{DOCUMENT_TYPES[doc.type as DocumentType] ?? doc.type}</td>
                <td>{doc.fileName}</td>
                <td data-numeric>{formatBytes(doc.sizeBytes)}</td>
                <td>{doc.uploadedBy?.name ?? '—'}, {formatInstant(doc.uploadedAt)}</td>
                <td>
                  <Button variant="link" aria-label={`Download ${doc.fileName}`} onClick={() => void runWithErrorModal(() => downloadDocument(booking, doc))}>Download</Button>
                  {manage && <Button variant="link" aria-label={`Delete ${doc.fileName}`} onClick={() => setDeleting(doc)}>Delete</Button>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {manage && <DocumentUpload booking={booking} onUploaded={changed} />}
      {deleting && (
        <ConfirmDialog
          title="Delete document"
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteDocument(booking, deleting);
            await changed();
          }}
        >
          <p>Delete {deleting.fileName} from booking {booking.ref}? This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
