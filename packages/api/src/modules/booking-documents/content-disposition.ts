/**
 * `attachment` with the original name: a plain `filename` for old clients (non-ASCII and quotes
 * replaced) and RFC 5987 `filename*` carrying the exact UTF-8 name.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Characters a download name never keeps: C0 and C1 controls, and the bidirectional controls
 * that make `invoice\u202Efdp.exe` read as `invoiceexe.pdf` (ALM, LRM, RLM, embeddings and
 * overrides, isolates).
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Extensions that name the same kind as the detected one. */
const SAME_KIND: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jpe'], tiff: ['tiff', 'tif'] };

/**
 * The name as uploaded, without any folder part, control or bidi characters, and with an
 * extension that agrees with the kind detected from the bytes (`evil.html` stored as a PDF
 * downloads as `evil.pdf`); "document.<ext>" when nothing is left.
 */
export function cleanFileName(name: string | undefined, extension?: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  let clean = base.replace(HIDDEN, '').trim();
  if (clean === '.' || clean === '..') clean = '';
  if (extension) {
    const dot = clean.lastIndexOf('.');
    const stem = dot > 0 ? clean.slice(0, dot) : clean;
    const current = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
    const agrees = (SAME_KIND[extension] ?? [extension]).includes(current);
    clean = agrees ? clean : `${(stem || 'document').slice(0, 250)}.${extension}`;
  }
  clean = clean.slice(0, 255);
  return clean || 'document';
}
