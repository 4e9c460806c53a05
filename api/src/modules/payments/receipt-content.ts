import { filetypeinfo } from 'magic-bytes.js';

/** The receipt types we keep, by the type sniffed from the bytes (never the name or the client's MIME type). */
export type ReceiptMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf';

export const RECEIPT_EXTENSION: Record<ReceiptMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

export interface CheckedReceipt {
  mime: ReceiptMime;
  extension: string;
  /** The bytes to store: the upload itself, or a PNG cut after its IEND chunk (trailing bytes dropped). */
  data: Buffer;
}

/**
 * HTML that would make a polyglot (a file that is both an image/PDF and a page). Matched anywhere
 * in the file, case-insensitively; in real compressed images and PDFs these never occur by chance.
 */
const MARKUP = ['<html', '<head', '<body', '<script', '<iframe', '<object', '<embed', '<!doctype'];

/** How many leading bytes the sniffer looks at (its longest signature is far shorter). */
export const SNIFF_BYTES = 4100;

/**
 * The receipt type the leading bytes announce, or null. Decided by the first SNIFF_BYTES alone, so
 * the upload can be refused as soon as they have arrived (checkReceipt decides the same).
 */
export function sniffReceiptMime(head: Buffer): ReceiptMime | null {
  const guesses = filetypeinfo(head.subarray(0, SNIFF_BYTES));
  return guesses.map((g) => g.mime).find((m): m is ReceiptMime => m !== undefined && m in RECEIPT_EXTENSION) ?? null;
}

/**
 * Decides what an uploaded receipt is. Returns null (refuse) unless the magic bytes say JPEG, PNG,
 * GIF or PDF, the file's structure agrees (a PDF starts with `%PDF-` at offset 0 and ends with
 * `%%EOF`, a PNG is a well-formed chunk list ending in IEND, a GIF ends with its trailer), and no
 * HTML markup hides anywhere in it. A renamed HTML page, an HTML page with a PDF header inside and
 * a GIF89a header followed by <script> are all refused.
 */
export function checkReceipt(bytes: Buffer): CheckedReceipt | null {
  if (bytes.length === 0) return null;
  const mime = sniffReceiptMime(bytes);
  if (!mime) return null;

  const data = structureCheck(mime, bytes);
  if (!data || containsMarkup(data)) return null;
  return { mime, extension: RECEIPT_EXTENSION[mime], data };
}

function structureCheck(mime: ReceiptMime, bytes: Buffer): Buffer | null {
  switch (mime) {
    case 'application/pdf':
      return isPdf(bytes) ? bytes : null;
    case 'image/png':
      return pngUpToIend(bytes);
    case 'image/gif':
      return isGif(bytes) ? bytes : null;
    case 'image/jpeg':
      // SOI at offset 0; JPEG writers append all sorts of trailers, so the end is not checked
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? bytes : null;
  }
}

function isPdf(bytes: Buffer): boolean {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  // the trailer: %%EOF near the end (writers may add a newline or a few bytes after it)
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  return tail.includes('%%EOF');
}

function isGif(bytes: Buffer): boolean {
  const header = bytes.subarray(0, 6).toString('latin1');
  if (header !== 'GIF87a' && header !== 'GIF89a') return false;
  let end = bytes.length - 1;
  while (end > 6 && bytes[end] === 0x00) end--; // zero padding after the trailer is harmless
  return bytes[end] === 0x3b;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Walks the PNG chunk list: IHDR first, every length inside the file, up to IEND. Bytes after IEND
 * (appended archives, pages, or a cropped screenshot's leftovers) are dropped, not stored.
 */
function pngUpToIend(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (first && type !== 'IHDR') return null;
    first = false;
    // a view, not a copy: the upload's one buffer goes to the database as it is
    if (type === 'IEND') return next === bytes.length ? bytes : bytes.subarray(0, next);
    offset = next;
  }
  return null;
}

const MARKUP_BYTES = MARKUP.map((tag) => Buffer.from(tag, 'latin1'));
const LESS_THAN = 0x3c;

/**
 * Looks for the tags in the bytes themselves, ASCII letters in any case (what a browser's parser
 * accepts): the file is never copied into a string (a lower-cased text of a 5 MB upload was two
 * more 5 MB copies per upload).
 */
function containsMarkup(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
    if (MARKUP_BYTES.some((tag) => tagAt(bytes, at, tag))) return true;
  }
  return false;
}

function tagAt(bytes: Buffer, at: number, tag: Buffer): boolean {
  if (at + tag.length > bytes.length) return false;
  for (let i = 1; i < tag.length; i++) {
    const byte = bytes[at + i]!;
    const lower = byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte;
    if (lower !== tag[i]) return false;
  }
  return true;
}
