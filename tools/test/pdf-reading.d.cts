/** The PDF's text in reading order, whitespace collapsed to single spaces (pdftotext -raw). */
export function readPdfText(pdf: Buffer): string;
/** A page of the PDF as PNG bytes (pdftoppm). */
export function pdfPagePng(pdf: Buffer, options?: { page?: number; dpi?: number }): Buffer;
/** The text of the QR code on a page of the PDF (pdftoppm, sharp, jsQR), or null when none is found. */
export function decodePdfQr(pdf: Buffer, options?: { page?: number; dpi?: number }): Promise<string | null>;
