import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../kernel/pdf/bytes'; // not the index: no fonts to load

/**
 * Small but real receipt files for the demo payments: a one-page PDF naming the receipt, or a
 * PNG image with the receipt number in a text chunk. Both open in any viewer and pass a
 * magic-bytes type check.
 */
export interface ReceiptFile {
  fileName: string;
  contentType: 'application/pdf' | 'image/png';
  data: Buffer;
  sha256: string;
}

export interface ReceiptFacts {
  receiptNumber: string;
  referenceNumber: string;
  schoolCode: string;
  schoolName: string;
  payer: string;
  date: Date;
}

/** A one-page A4 receipt (pdfkit, the built-in Helvetica: nothing embedded, a couple of KB). */
export function receiptPdf(facts: ReceiptFacts, fileName: string): ReceiptFile {
  const lines = [
    'Payment Receipt - National School AI & ML Hackathon 2025',
    `Receipt / UTR: ${facts.receiptNumber}`,
    `Reference: ${facts.referenceNumber}`,
    `School: ${facts.schoolName} (${facts.schoolCode})`,
    `Paid by: ${facts.payer}`,
    `Amount: INR 50,000`,
    `Date: ${facts.date.toISOString().slice(0, 10)}`,
  ];
  // the facts' date as the file's: the same dataset gives the same bytes
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Receipt ${facts.receiptNumber}`, CreationDate: facts.date, ModDate: facts.date } });
  lines.forEach((line, i) => {
    doc
      .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(i === 0 ? 14 : 11)
      .text(winAnsi(line), 50, 50 + i * 22, { lineBreak: false });
  });
  return finish(fileName, 'application/pdf', pdfBytes(doc));
}

/** Helvetica's encoding (WinAnsi) draws Latin-1; anything else shows as '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A 160x60 grey-scale PNG that looks like a slip, with the receipt facts in a tEXt chunk. */
export function receiptPng(facts: ReceiptFacts, fileName: string): ReceiptFile {
  const width = 160;
  const height = 60;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const border = x < 2 || y < 2 || x >= width - 2 || y >= height - 2;
      const ruled = y > 10 && y % 10 === 0 && x > 8 && x < width - 8;
      raw[y * (width + 1) + 1 + x] = border || ruled ? 60 : 245;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  const comment = Buffer.from(`Comment\0Receipt ${facts.receiptNumber} ref ${facts.referenceNumber} school ${facts.schoolCode}`, 'latin1');
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', comment),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return finish(fileName, 'image/png', png);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function finish(fileName: string, contentType: ReceiptFile['contentType'], data: Buffer): ReceiptFile {
  return { fileName, contentType, data, sha256: createHash('sha256').update(data).digest('hex') };
}
