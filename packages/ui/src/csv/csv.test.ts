import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-10')).toBe("'-10");
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Ref', 'Shipper'], [['FD-1', 'Acme, Inc.'], ['FD-2', '']])).toBe('Ref,Shipper\r\nFD-1,"Acme, Inc."\r\nFD-2,\r\n');
  });
});
