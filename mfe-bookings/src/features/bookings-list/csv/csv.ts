// RFC 4180 CSV and the download: the ui kit's (shared with the quotations remote).
export { csvField, downloadText, toCsv, type CsvValue } from '@freightdeck/ui';
