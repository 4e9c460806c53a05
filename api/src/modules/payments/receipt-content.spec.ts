import { checkReceipt, sniffReceiptMime } from './receipt-content';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}
const png = (...extra: Buffer[]) => Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13)), chunk('IDAT', Buffer.from([1, 2, 3])), chunk('IEND'), ...extra]);
const pdf = (body = '1 0 obj << >> endobj\n') => Buffer.from(`%PDF-1.7\n${body}trailer << >>\n%%EOF\n`, 'latin1');
const gif = (body = '\x01\x00\x01\x00\x80\x00\x00') => Buffer.from(`GIF89a${body};`, 'latin1');
const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

describe('checkReceipt', () => {
  it('accepts PDF, PNG, GIF and JPEG by their bytes', () => {
    expect(checkReceipt(pdf())?.mime).toBe('application/pdf');
    expect(checkReceipt(png())?.mime).toBe('image/png');
    expect(checkReceipt(gif())?.mime).toBe('image/gif');
    expect(checkReceipt(jpeg())?.mime).toBe('image/jpeg');
  });

  it('refuses empty files, text, HTML and other formats', () => {
    expect(checkReceipt(Buffer.alloc(0))).toBeNull();
    expect(checkReceipt(Buffer.from('just some text'))).toBeNull();
    expect(checkReceipt(Buffer.from('<!doctype html><html></html>'))).toBeNull();
    expect(checkReceipt(Buffer.from('PK\x03\x04 zip archive', 'latin1'))).toBeNull();
    expect(checkReceipt(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });

  it('wants %PDF- at offset 0 and a %%EOF trailer', () => {
    expect(checkReceipt(Buffer.concat([Buffer.from('\xef\xbb\xbf', 'latin1'), pdf()]))).toBeNull();
    expect(checkReceipt(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toBeNull();
    expect(checkReceipt(Buffer.concat([Buffer.from('<html>'), pdf()]))).toBeNull();
  });

  it('refuses polyglots that hide markup anywhere in the file', () => {
    expect(checkReceipt(gif('<script>alert(1)</script>'))).toBeNull();
    expect(checkReceipt(pdf('% <HTML><BODY>hi</BODY></HTML>\n'))).toBeNull();
    const withText = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13)), chunk('tEXt', Buffer.from('c\0<iframe src=x>')), chunk('IEND')]);
    expect(checkReceipt(withText)).toBeNull();
    // after IEND the page is cut off, not refused: what is stored has no markup
    const cut = checkReceipt(png(Buffer.from('<iframe src=x>')));
    expect(cut?.data.includes('<iframe')).toBe(false);
    expect(checkReceipt(Buffer.concat([jpeg(), Buffer.from('<!DOCTYPE html>')]))).toBeNull();
  });

  it('finds markup in any letter case, up to the last byte, without reading a cut-off tag as one', () => {
    expect(checkReceipt(pdf('% <ScRiPt src=x>\n'))).toBeNull();
    expect(checkReceipt(Buffer.concat([pdf(), Buffer.from('<EMBED')]))).toBeNull();
    expect(checkReceipt(Buffer.concat([pdf(), Buffer.from('<embe')]))?.mime).toBe('application/pdf');
    expect(checkReceipt(pdf('% a < b and <<scrip t>> are not tags\n'))?.mime).toBe('application/pdf');
    // only ASCII letters fold: a Latin-1 capital is not a tag letter
    expect(checkReceipt(pdf('% <\xc8mbed\n'))?.mime).toBe('application/pdf');
  });

  it('sniffs the type from the leading bytes alone, as the upload arrives', () => {
    expect(sniffReceiptMime(pdf().subarray(0, 8))).toBe('application/pdf');
    expect(sniffReceiptMime(png().subarray(0, 8))).toBe('image/png');
    expect(sniffReceiptMime(Buffer.from('<!DOCTYPE html>'))).toBeNull();
  });

  it('checks the PNG chunk list and drops bytes after IEND', () => {
    const trailing = Buffer.from('trailing bytes of a cropped screenshot');
    const result = checkReceipt(png(trailing));
    expect(result?.mime).toBe('image/png');
    expect(result?.data.equals(png())).toBe(true);
    expect(checkReceipt(Buffer.concat([PNG_SIGNATURE, chunk('IDAT'), chunk('IEND')]))).toBeNull(); // IHDR must come first
    expect(checkReceipt(Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13))]))).toBeNull(); // no IEND
    const truncated = png().subarray(0, 30);
    expect(checkReceipt(truncated)).toBeNull();
  });

  it('wants the GIF trailer at the end (zero padding allowed)', () => {
    expect(checkReceipt(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(checkReceipt(Buffer.concat([gif(), Buffer.alloc(4)]))?.mime).toBe('image/gif');
  });
});
