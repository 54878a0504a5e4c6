/** A multipart/form-data body as a browser sends it: fields in order, files with a name and type. */
export type Part = { name: string; value: string } | { name: string; fileName: string; contentType?: string; content: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----freightdeck${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      // filename* would be RFC 5987; browsers send the UTF-8 name as is, which busboy reads.
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A zip holding entries of these names (stored, not compressed): what office files are. */
export function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'latin1');
    const data = Buffer.from(`<xml>${name}</xml>`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A compound (OLE2) file whose directory names these streams, like legacy .doc and .xls. */
export function ole2Of(streamNames: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(128 * Math.max(1, streamNames.length));
  streamNames.forEach((name, i) => Buffer.from(`${name}\u0000`, 'utf16le').copy(directory, i * 128));
  return Buffer.concat([header, directory, Buffer.alloc(1024, 0xff)]);
}

export const SAMPLES = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(500, 0), Buffer.from('This program cannot be run in DOS mode.')]),
};
