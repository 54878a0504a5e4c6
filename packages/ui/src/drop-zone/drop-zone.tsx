import { useId, useState, type MouseEvent } from 'react';
import { useDropzone, type Accept } from 'react-dropzone';
import { Button } from '../button';
import { ProgressBar } from '../progress-bar';
import { FieldError, Label, Field } from '../text-field/text-field.styles';
import { FileName, FileRow, Muted, Progress, Prompt, Push, Zone } from './drop-zone.styles';
import { formatFileSize } from './file-size';
import { rejectionMessage } from './rejection';

export interface DropZoneProps {
  label: string;
  /** The file chosen, before it is sent (the zone holds no file of its own). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Kinds accepted: MIME type → extensions (`{ 'text/csv': ['.csv'] }`), checked on choosing. */
  accept?: Accept;
  /** The accepted kinds in words ("CSV or JSON"). */
  acceptText?: string;
  /** The largest file accepted, checked on choosing. */
  maxBytes?: number;
  /** While an upload runs: how far (0…1); the zone shows the progress and a Cancel button. */
  progress?: number | null;
  onCancel?: () => void;
  error?: string | null;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const UploadIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </svg>
);

/**
 * A file field in place of the browser's "Choose File": drop a file on it, press anywhere on it,
 * or use its button (keyboard). The kind and size are checked when the file is chosen and a
 * refusal says why, before anything is sent; while the upload runs the zone shows its progress
 * and a Cancel (docs/adr/028-date-and-upload-controls.md). On react-dropzone.
 */
export function DropZone({ label, file, onFileChange, accept, acceptText, maxBytes, progress = null, onCancel, error, disabled, id, className }: DropZoneProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = progress !== null;
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept,
    maxSize: maxBytes,
    multiple: false,
    noKeyboard: true, // the zone's button is the keyboard's way in
    // While an upload runs the zone takes no file, but stays enabled: its Cancel must not read as disabled.
    noClick: busy,
    noDrag: busy,
    disabled,
    onDrop: (accepted, rejections) => {
      if (busy) return;
      setRefusal(rejections.length ? rejectionMessage(rejections, acceptText, maxBytes) : null);
      if (accepted[0]) onFileChange(accepted[0]);
    },
  });
  const choose = (event: MouseEvent) => {
    event.stopPropagation(); // the zone would open the dialog a second time
    open();
  };
  const shownError = refusal ?? error;
  const hint = [acceptText, maxBytes ? `up to ${formatFileSize(maxBytes)}` : ''].filter(Boolean).join(', ');

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Zone
        {...getRootProps({
          'data-drag': isDragActive ? (isDragReject ? 'reject' : 'accept') : undefined,
          'data-invalid': shownError ? 'true' : undefined,
          'data-busy': busy ? 'true' : undefined,
          'data-disabled': disabled ? 'true' : undefined,
        })}
      >
        <input
          {...getInputProps({
            id: inputId,
            'aria-label': undefined, // named by the field's label, not react-dropzone's "file upload"
            disabled: disabled || busy,
            'aria-invalid': shownError ? true : undefined,
            'aria-describedby': [hint ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined,
          })}
        />
        {busy ? (
          <Progress>
            <ProgressBar label={`Uploading ${file?.name ?? 'the file'}`} value={Math.round(progress * 100)} />
            {onCancel && <Button variant="secondary" onClick={(e) => { e.stopPropagation(); onCancel(); }}>Cancel upload</Button>}
          </Progress>
        ) : file ? (
          <FileRow>
            <FileName>{file.name}</FileName>
            <Muted>{formatFileSize(file.size)}</Muted>
            <Push />
            <Button variant="secondary" disabled={disabled} onClick={choose}>Choose another file</Button>
            <Button variant="secondary" disabled={disabled} onClick={(e) => { e.stopPropagation(); setRefusal(null); onFileChange(null); }}>Remove</Button>
          </FileRow>
        ) : (
          <Prompt>
            <UploadIcon />
            <span>{isDragActive ? 'Drop the file to choose it' : 'Drop a file here, or'}</span>
            <Button variant="secondary" disabled={disabled} onClick={choose}>Choose a file</Button>
          </Prompt>
        )}
        {hint && <Muted id={hintId}>{hint}</Muted>}
      </Zone>
      {shownError && <FieldError id={errorId} role="alert">{shownError}</FieldError>}
    </Field>
  );
}
