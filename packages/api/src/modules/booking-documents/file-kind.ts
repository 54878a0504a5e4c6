/**
 * What an upload is, from its bytes (never its name or the browser's content type): a renamed
 * `.exe` is not a PDF. `head` is the start of the file, `tail` its end (office files list their
 * parts in a zip directory at the end; a legacy office file names its streams in a directory
 * sector that is usually near one end).
 */
export interface FileKind {
  contentType: string;
  extension: string;
}

export const ACCEPTED_KINDS = 'PDF, PNG, JPEG, GIF, WEBP, TIFF, Word, Excel or PowerPoint (docx, xlsx, pptx, doc, xls)';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

const SIMPLE: { signature: number[]; offset?: number; kind: FileKind; also?: { signature: number[]; offset: number } }[] = [
  { signature: ascii('%PDF-'), kind: { contentType: 'application/pdf', extension: 'pdf' } },
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { contentType: 'image/png', extension: 'png' } },
  { signature: [0xff, 0xd8, 0xff], kind: { contentType: 'image/jpeg', extension: 'jpg' } },
  { signature: ascii('GIF87a'), kind: { contentType: 'image/gif', extension: 'gif' } },
  { signature: ascii('GIF89a'), kind: { contentType: 'image/gif', extension: 'gif' } },
  { signature: ascii('RIFF'), also: { signature: ascii('WEBP'), offset: 8 }, kind: { contentType: 'image/webp', extension: 'webp' } },
  { signature: [0x49, 0x49, 0x2a, 0x00], kind: { contentType: 'image/tiff', extension: 'tiff' } },
  { signature: [0x4d, 0x4d, 0x00, 0x2a], kind: { contentType: 'image/tiff', extension: 'tiff' } },
];

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const OOXML: { folder: string; kind: FileKind }[] = [
  { folder: 'word/', kind: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' } },
  { folder: 'xl/', kind: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' } },
  { folder: 'ppt/', kind: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' } },
];

/** Entry names a zip shows in these bytes: local headers (from the start) and central directory entries (at the end). */
function zipNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let i = 0; i + 46 <= bytes.length; i += 1) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    if (bytes[i + 2] === 0x03 && bytes[i + 3] === 0x04 && i + 30 <= bytes.length) {
      const length = bytes.readUInt16LE(i + 26);
      names.push(bytes.toString('latin1', i + 30, Math.min(bytes.length, i + 30 + length)));
    } else if (bytes[i + 2] === 0x01 && bytes[i + 3] === 0x02) {
      const length = bytes.readUInt16LE(i + 28);
      names.push(bytes.toString('latin1', i + 46, Math.min(bytes.length, i + 46 + length)));
    }
  }
  return names;
}

function officeZip(head: Buffer, tail: Buffer): FileKind | null {
  const names = [...zipNames(head), ...zipNames(tail)];
  if (!names.includes('[Content_Types].xml')) return null;
  return OOXML.find(({ folder }) => names.some((name) => name.startsWith(folder)))?.kind ?? null;
}

/** A legacy Word or Excel file names its main stream in its directory (UTF-16LE). */
function legacyOffice(head: Buffer, tail: Buffer): FileKind | null {
  const has = (name: string) => {
    const needle = Buffer.from(name, 'utf16le');
    return head.includes(needle) || tail.includes(needle);
  };
  if (has('WordDocument')) return { contentType: 'application/msword', extension: 'doc' };
  if (has('Workbook') || has('Book\u0000')) return { contentType: 'application/vnd.ms-excel', extension: 'xls' };
  // Other compound files (installers, PowerPoint 97, Outlook messages) are not accepted.
  return null;
}

/** The accepted kind of a file, or null for anything else. */
export function detectFileKind(head: Buffer, tail: Buffer): FileKind | null {
  for (const { signature, kind, also } of SIMPLE) {
    if (startsWith(head, signature) && (!also || startsWith(head, also.signature, also.offset))) return kind;
  }
  if (startsWith(head, ZIP_LOCAL)) return officeZip(head, tail);
  if (startsWith(head, OLE2)) return legacyOffice(head, tail);
  return null;
}
