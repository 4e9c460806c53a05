import { cleanOriginalName, contentDisposition, downloadName, ORIGINAL_NAME_MAX, storedName } from './receipt-names';

describe('receipt names', () => {
  it('keeps only the last path segment, without control characters or leading dots', () => {
    expect(cleanOriginalName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanOriginalName('C:\\Users\\me\\receipt.pdf', 'pdf')).toBe('receipt.pdf');
    expect(cleanOriginalName('evil\u0000.pdf', 'pdf')).toBe('evil.pdf');
    expect(cleanOriginalName('a\r\nb\t.png', 'png')).toBe('ab.png');
    expect(cleanOriginalName('..', 'pdf')).toBe('receipt.pdf');
    expect(cleanOriginalName('.htaccess', 'pdf')).toBe('htaccess');
    expect(cleanOriginalName('receipt\u202egpj.pdf', 'pdf')).toBe('receiptgpj.pdf');
    expect(cleanOriginalName(undefined, 'gif')).toBe('receipt.gif');
    expect(cleanOriginalName('रसीद.pdf', 'pdf')).toBe('रसीद.pdf');
  });

  it('caps the length and keeps the extension', () => {
    const name = cleanOriginalName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name.length).toBe(ORIGINAL_NAME_MAX);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('names the stored file by its id and the download by the sniffed type', () => {
    expect(storedName('0f9c', 'png')).toBe('0f9c.png');
    expect(downloadName('receipt.html', 'pdf')).toBe('receipt.pdf');
    expect(downloadName('scan', 'jpg')).toBe('scan.jpg');
  });

  it('builds a Content-Disposition that no name can break out of', () => {
    expect(contentDisposition('inline', 'a".pdf')).toBe(`inline; filename="a_.pdf"; filename*=UTF-8''a%22.pdf`);
    expect(contentDisposition('attachment', 'रसीद.pdf')).toMatch(/^attachment; filename="____\.pdf"; filename\*=UTF-8''%E0/);
    expect(contentDisposition('inline', 'x\\y;z%.pdf')).toBe(`inline; filename="x_y_z_.pdf"; filename*=UTF-8''x%5Cy%3Bz%25.pdf`);
  });
});
