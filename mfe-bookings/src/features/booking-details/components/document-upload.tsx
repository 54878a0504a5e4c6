import { useState, type FormEvent } from 'react';
import { BOOKING_DOCUMENT_ACCEPT, BOOKING_DOCUMENT_KINDS, BOOKING_DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_LIST, DOCUMENT_TYPES, type Booking } from '@freightdeck/contracts';
import { Button, DropZone, errorModal, Select, useUpload } from '@freightdeck/ui';
import { uploadDocument } from '../api/documents';
import { UploadRow } from './details.styles';

const TYPE_OPTIONS = DOCUMENT_TYPE_LIST.map((t) => ({ value: t, label: DOCUMENT_TYPES[t] }));

/**
 * Type, file (dropped or chosen; its kind and size checked before sending, the server checks
 * again) and Upload, with the upload's progress and a Cancel in the drop zone.
 */
export function DocumentUpload({ booking, onUploaded }: { booking: Booking; onUploaded: () => Promise<void> }) {
  const [type, setType] = useState<string>('OTHER');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUpload();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose a file');
    try {
      const result = await upload.start((controls) => uploadDocument(booking, type, file, controls));
      if (result.status === 'cancelled') return undefined;
      setFile(null);
      await onUploaded();
    } catch (error) {
      errorModal.show(error);
    }
    return undefined;
  };

  return (
    <form aria-label="Upload a document" onSubmit={(e) => void submit(e)} noValidate>
      <UploadRow>
        <Select label="Document type" value={type} options={TYPE_OPTIONS} onChange={(e) => setType(e.target.value)} disabled={upload.uploading} />
        <DropZone
          label="File" file={file} error={fileError}
          onFileChange={(chosen) => { setFile(chosen); setFileError(null); }}
          accept={BOOKING_DOCUMENT_ACCEPT} acceptText={BOOKING_DOCUMENT_KINDS} maxBytes={BOOKING_DOCUMENT_MAX_BYTES}
          progress={upload.progress} onCancel={upload.cancel}
        />
        <Button type="submit" disabled={upload.uploading}>Upload</Button>
      </UploadRow>
    </form>
  );
}
