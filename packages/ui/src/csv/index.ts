export { csvField, toCsv, downloadText, type CsvValue } from './csv';
