/**
 * File names of receipts. The stored name is ours (`<fileId>.<ext>`); the user's name is kept only
 * as metadata, cleaned here, and never used as a path.
 */

export const ORIGINAL_NAME_MAX = 120;

/** C0/C1 control characters (NUL included) and the bidirectional overrides that disguise extensions. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Our name for a stored file. */
export function storedName(fileId: string, extension: string): string {
  return `${fileId}.${extension}`;
}

/**
 * The user's file name as metadata: the last path segment only (both / and \), no NUL or control
 * characters, no leading dots, at most ORIGINAL_NAME_MAX characters (keeping the extension), or
 * `receipt.<ext>` when nothing is left.
 */
export function cleanOriginalName(raw: string | undefined | null, extension: string): string {
  let name = String(raw ?? '').normalize('NFC').replace(UNSAFE_CHARACTERS, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(/^[.\s]+/, '').trim();
  if (!name) return `receipt.${extension}`;
  if (name.length > ORIGINAL_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, ORIGINAL_NAME_MAX - ext.length) + ext;
  }
  return name;
}

/** The name a browser saves the file under: the user's base name with the extension of the sniffed type. */
export function downloadName(originalName: string, extension: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName) || 'receipt';
  return `${base}.${extension}`;
}

/**
 * `inline; filename="..."; filename*=UTF-8''...`: an ASCII fallback with nothing that could end the
 * quoted string or the header, plus the exact name percent-encoded (RFC 6266 / 8187).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
