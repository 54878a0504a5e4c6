import type { FileRejection } from 'react-dropzone';
import { formatFileSize } from './file-size';

/** Why a dropped or chosen file was refused, in words, before any upload. */
export function rejectionMessage(rejections: readonly FileRejection[], acceptText: string | undefined, maxBytes: number | undefined): string {
  if (rejections.length > 1) return 'Choose one file at a time';
  const [first] = rejections;
  if (!first) return '';
  const { file, errors } = first;
  const codes = errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return `${file.name} is not an accepted kind of file${acceptText ? ` (${acceptText})` : ''}`;
  if (codes.includes('file-too-large') && maxBytes) return `${file.name} is ${formatFileSize(file.size)}: larger than the ${formatFileSize(maxBytes)} allowed`;
  if (codes.includes('too-many-files')) return 'Choose one file at a time';
  return errors[0]?.message ?? 'This file cannot be used';
}
