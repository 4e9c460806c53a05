import { extensionOf, formatFileSize, previewKind } from './fileKind';

describe('previewKind', () => {
  it('shows PDFs in a frame and images as images, by MIME type first', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/png', 'receipt.pdf')).toBe('image');
    expect(previewKind('IMAGE/JPEG; charset=binary')).toBe('image');
    expect(previewKind('text/html', 'receipt.pdf')).toBe('other');
  });

  it('falls back to the extension when the type is missing or generic', () => {
    expect(previewKind(null, 'Receipt.PDF')).toBe('pdf');
    expect(previewKind('application/octet-stream', 'scan.jpeg')).toBe('image');
    expect(previewKind('', 'notes.txt')).toBe('other');
    expect(previewKind(undefined, undefined)).toBe('other');
  });
});

describe('extensionOf and formatFileSize', () => {
  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('a.b.GIF')).toBe('gif');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it('words sizes in bytes, KB and MB', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(null)).toBe('—');
  });
});
