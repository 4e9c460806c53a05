export { CSV_CHUNK_BYTES, csvStream, guardCell, guardFormula, sendCsv, type CsvColumn } from './csv-stream';
