/**
 * `attachment` with the original name: a plain `filename` for old clients (non-ASCII and quotes
 * replaced) and RFC 5987 `filename*` carrying the exact UTF-8 name.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The name as uploaded, without any folder part or control characters; "document" when nothing is left. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean && clean !== '.' && clean !== '..' ? clean : 'document';
}
