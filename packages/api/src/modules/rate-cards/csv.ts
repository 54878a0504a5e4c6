/**
 * Reads CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF) into
 * rows of fields with the line each starts on, so that an import can name the row it refuses.
 * Blank lines are skipped.
 */
export function parseCsvLines(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    field = '';
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: start, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') { fields.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  end();
  return rows;
}
