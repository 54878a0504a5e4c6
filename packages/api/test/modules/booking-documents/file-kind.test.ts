import { attachmentDisposition, cleanFileName } from '../../../src/modules/booking-documents/content-disposition';
import { detectFileKind } from '../../../src/modules/booking-documents/file-kind';
import { ole2Of, SAMPLES, zipOf } from './multipart';

const kind = (bytes: Buffer) => detectFileKind(bytes.subarray(0, 65536), bytes.subarray(Math.max(0, bytes.length - 65536)))?.extension ?? null;
const withSignature = (signature: number[] | string, offsetBytes: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature), offsetBytes, Buffer.alloc(64, 7)]);

describe('detectFileKind: documents by their content', () => {
  it.each([
    ['pdf', SAMPLES.pdf],
    ['png', SAMPLES.png],
    ['jpg', withSignature([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', withSignature('GIF89a')],
    ['gif', withSignature('GIF87a')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)])],
    ['tiff', withSignature([0x49, 0x49, 0x2a, 0x00])],
    ['tiff', withSignature([0x4d, 0x4d, 0x00, 0x2a])],
    ['docx', zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])],
    ['xlsx', zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml'])],
    ['pptx', zipOf(['[Content_Types].xml', 'ppt/presentation.xml'])],
    ['doc', ole2Of(['Root Entry', 'WordDocument', '1Table'])],
    ['xls', ole2Of(['Root Entry', 'Workbook'])],
  ])('recognises %s', (extension, bytes) => {
    expect(kind(bytes)).toBe(extension);
  });

  it('finds an office file\'s parts in the zip directory at its end, past the first 64 KB', () => {
    const big = zipOf(['[Content_Types].xml', ...Array.from({ length: 3000 }, (_, i) => `customXml/item${i}.xml`), 'word/document.xml']);
    expect(big.length).toBeGreaterThan(65536);
    expect(kind(big)).toBe('docx');
  });

  it.each([
    ['a Windows program', SAMPLES.exe],
    ['a plain zip', zipOf(['readme.txt', 'word/document.xml'])],
    ['an OOXML-like zip of another kind', zipOf(['[Content_Types].xml', 'visio/document.xml'])],
    ['a compound file that is neither Word nor Excel (an installer)', ole2Of(['Root Entry', '\u4840\u3bf2'])],
    ['plain text', Buffer.from('hello, this is not a PDF')],
    ['RIFF that is not WEBP (a WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(kind(bytes)).toBeNull();
  });
});

describe('file names', () => {
  it('keeps the uploaded name without folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\anna\\Invoice 42.pdf')).toBe('Invoice 42.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('..')).toBe('document');
    expect(cleanFileName(undefined)).toBe('document');
  });

  it('answers Content-Disposition with an ASCII name and the exact UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition('AWB 618-12345675.pdf')).toBe(`attachment; filename="AWB 618-12345675.pdf"; filename*=UTF-8''AWB%20618-12345675.pdf`);
    expect(attachmentDisposition('Lieferschein Müller "neu".pdf')).toBe(`attachment; filename="Lieferschein M_ller _neu_.pdf"; filename*=UTF-8''Lieferschein%20M%C3%BCller%20%22neu%22.pdf`);
  });
});
