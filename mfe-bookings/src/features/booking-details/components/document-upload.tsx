import { useRef, useState, type FormEvent } from 'react';
import { BOOKING_DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_LIST, DOCUMENT_TYPES, type Booking } from '@freightdeck/contracts';
import { Button, errorModal, ProgressBar, Select } from '@freightdeck/ui';
import { formatBytes } from '../../shared';
import { uploadDocument } from '../api/documents';
import { Row } from './details.styles';

const TYPE_OPTIONS = DOCUMENT_TYPE_LIST.map((t) => ({ value: t, label: DOCUMENT_TYPES[t] }));

/** Type, file and Upload, with a progress bar while it goes (the upload goes through XMLHttpRequest for its progress). */
export function DocumentUpload({ booking, onUploaded }: { booking: Booking; onUploaded: () => Promise<void> }) {
  const [type, setType] = useState<string>('OTHER');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose a file');
    // Checked here to spare a 20 MB upload the server would refuse (it checks again).
    if (file.size > BOOKING_DOCUMENT_MAX_BYTES) return setFileError(`The file is larger than ${formatBytes(BOOKING_DOCUMENT_MAX_BYTES)}`);
    setProgress(0);
    try {
      await uploadDocument(booking, type, file, { onProgress: (p) => setProgress(p.fraction) });
      setFile(null);
      if (input.current) input.current.value = '';
      await onUploaded();
    } catch (error) {
      errorModal.show(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form aria-label="Upload a document" onSubmit={(e) => void submit(e)} noValidate>
      <Row>
        <Select label="Document type" value={type} options={TYPE_OPTIONS} onChange={(e) => setType(e.target.value)} />
        <div>
          <label htmlFor={`${booking.id}-file`}>File</label>
          <br />
          <input
            ref={input}
            id={`${booking.id}-file`}
            type="file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${booking.id}-file-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          {fileError && <div id={`${booking.id}-file-error`} role="alert">{fileError}</div>}
        </div>
        <Button type="submit" disabled={progress !== null}>Upload</Button>
      </Row>
      {progress !== null && (
        <ProgressBar label={`Uploading ${file?.name ?? 'the file'}`} value={Math.round(progress * 100)} />
      )}
    </form>
  );
}
