/**
 * Receipt files for the payment and receipt tests, built from bytes: a real PDF and PNG (the demo
 * generator's), a 1x1 GIF, an 8x8 grey baseline JPEG, and the hostile ones (HTML renamed .pdf,
 * polyglots).
 */
import { receiptPdf, receiptPng } from '../src/modules/demo/generator/receipt-files';

const facts = { receiptNumber: '412345678901', referenceNumber: 'SBIC1234567890', schoolCode: '1001', schoolName: 'KV Test', payer: 'Asha Verma', date: new Date('2025-08-01T00:00:00Z') };

export const samplePdf = (): Buffer => receiptPdf(facts, 'receipt.pdf').data;
export const samplePng = (): Buffer => receiptPng(facts, 'receipt.png').data;

/** The classic 1x1 GIF89a (43 bytes, ends with the 0x3B trailer). */
export const sampleGif = (): Buffer => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** An 8x8 mid-grey baseline JPEG: one block, DC difference 0, end of block; one-code Huffman tables. */
export function sampleJpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneCodeTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), // JFIF
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8x8, one component
    ...segment(0xc4, oneCodeTable(0x00)), // DC table 0: category 0 = '0'
    ...segment(0xc4, oneCodeTable(0x10)), // AC table 0: EOB = '0'
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // scan
    0x3f, // '0' (DC) '0' (EOB), padded with ones
    0xff, 0xd9,
  ]);
}

/** An HTML page, to be sent as receipt.pdf. */
export const htmlPage = (): Buffer => Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** GIF89a magic bytes followed by a script: an image to the sniffer, a page to a careless browser. */
export const gifScriptPolyglot = (): Buffer => Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*\x01\x00\x01\x00\x00\x00*/=1;<script>alert(1)</script>'), Buffer.from([0x3b])]);

/** A real PDF with an HTML page in a comment near its start. */
export const pdfHtmlPolyglot = (): Buffer => {
  const pdf = samplePdf();
  return Buffer.concat([pdf.subarray(0, 9), Buffer.from('%<html><body><script>alert(1)</script></body></html>\n'), pdf.subarray(9)]);
};

/** An HTML page that carries a PDF header after its markup. */
export const htmlWithPdfHeader = (): Buffer => Buffer.concat([Buffer.from('<html><script>alert(1)</script>\n'), samplePdf()]);

/** A file of exactly `size` bytes that passes as a PDF (header, filler, trailer). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}
