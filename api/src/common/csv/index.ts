export { CSV_BUFFER_BYTES, csvStream, guardCell, guardFormula, sendCsv, type CsvColumn } from './csv-stream';
export { decodeUtf8, readCsvImport, type CsvImport, type CsvImportFormat, type CsvImportRow } from './csv-import';
export { csvBytes, csvUploadError, CsvUploadInterceptor, type UploadedCsv } from './csv-upload';
