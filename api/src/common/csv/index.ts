export { CSV_BUFFER_BYTES, csvStream, guardCell, guardFormula, sendCsv, type CsvColumn } from './csv-stream';
