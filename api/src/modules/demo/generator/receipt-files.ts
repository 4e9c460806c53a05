import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

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
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 14 : 11} Tf 50 ${780 - i * 22} Td (${pdfEscape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return finish(fileName, 'application/pdf', Buffer.from(body, 'latin1'));
}

function pdfEscape(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
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
