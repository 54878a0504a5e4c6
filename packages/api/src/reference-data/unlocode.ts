/**
 * The UN/LOCODE code list as UNECE publishes it in CSV ("2024-2 UNLOCODE CodeListPart1.csv" …,
 * https://unece.org/trade/cefact/unlocode-code-list-country-and-territory), no header row,
 * every cell quoted, columns: Change, Country, Location, Name, NameWoDiacritics, Subdivision,
 * Function, Status, Date, IATA, Coordinates, Remarks — for example
 * `,"AD","ALV","Andorra la Vella","Andorra la Vella",,"--34-6--","AI","0601",,"4230N 00131E",""`.
 * (Re-publications such as datahub's code-list.csv add a header and swap Status and Function:
 * the function is recognised by its shape, so both work.) A row without a location is the country's heading
 * (".GERMANY"); Change `X` marks an entry to be removed and `=` a reference to another name
 * (neither is a location). Function is 8 positions, `1` in the first: a port. Coordinates are
 * `ddmmN dddmmE`. UNECE's files are ISO 8859-1; a UTF-8 file (for instance re-saved) works too.
 */
export interface UnlocodeEntry {
  code: string;
  name: string;
  country: string;
  subdivision: string;
  isPort: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** Splits one CSV line (RFC 4180 quoting, as UNECE writes it). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** Function classifier: 8 positions, `1`–`8` or `B` (border crossing) where it applies, `-` where not. */
const FUNCTION = /^[-0-8B]{8}$/;
const COORDINATES = /^(\d{2})(\d{2})([NS])\s+(\d{3})(\d{2})([EW])$/;

export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const m = COORDINATES.exec(text.trim());
  if (!m) return null;
  const lat = (Number(m[1]) + Number(m[2]) / 60) * (m[3] === 'S' ? -1 : 1);
  const lon = (Number(m[4]) + Number(m[5]) / 60) * (m[6] === 'W' ? -1 : 1);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: Math.round(lat * 1e4) / 1e4, longitude: Math.round(lon * 1e4) / 1e4 };
}

/** Text of a file: UTF-8 when it decodes as such, otherwise ISO 8859-1 (UNECE's encoding). */
export function decodeUnlocodeFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

export class UnlocodeFormatError extends Error {}

export function parseUnlocodeCsv(text: string): UnlocodeEntry[] {
  const entries: UnlocodeEntry[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = splitCsvLine(line);
    if (cells.length < 11) throw new UnlocodeFormatError(`line ${index + 1}: expected the 12 UN/LOCODE columns, found ${cells.length}`);
    const [change, country, location, name, , subdivision, sixth, seventh] = cells.map((c) => c.trim()) as string[];
    if (index === 0 && country === 'Country' && location === 'Location') return; // a re-publication's header
    if (!location) return; // the country's heading
    if (change === 'X' || change === '=') return;
    if (!/^[A-Z]{2}$/.test(country!) || !/^[A-Z2-9]{3}$/.test(location)) {
      throw new UnlocodeFormatError(`line ${index + 1}: "${country} ${location}" is not a UN/LOCODE`);
    }
    const fn = FUNCTION.test(sixth ?? '') ? sixth : FUNCTION.test(seventh ?? '') ? seventh : '';
    const coordinates = parseCoordinates(cells[10] ?? '');
    entries.push({
      code: `${country}${location}`,
      name: name!,
      country: country!,
      subdivision: subdivision ?? '',
      isPort: (fn ?? '').startsWith('1'),
      latitude: coordinates?.latitude ?? null,
      longitude: coordinates?.longitude ?? null,
    });
  });
  return entries;
}
