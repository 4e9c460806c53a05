/**
 * Ends a pdfkit document and returns its file, synchronously: pdfkit writes every object during
 * `end()` (zlib's sync deflate, no I/O), and a stream nobody listens to keeps what it was given, so
 * the whole file is in its buffer when `end()` returns. No stream, no event per chunk.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  // a future pdfkit writing later would give a cut file: refuse it rather than serve it
  if (bytes.lastIndexOf('%%EOF') < bytes.length - 8) throw new Error('pdfkit did not finish the document synchronously');
  return bytes;
}
