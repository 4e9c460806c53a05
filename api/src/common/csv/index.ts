export { CSV_BUFFER_BYTES, csvField, csvStream, guardCell, guardFormula, sendCsv, type CsvColumn } from './csv-stream';
