import { translate } from '@hackathon/contracts';
import '../labels';

/** How a file can be shown in the page: a PDF in a frame, an image, or not at all. Pure. */
export type PreviewKind = 'pdf' | 'image' | 'other';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export function extensionOf(fileName: string | null | undefined): string {
  const name = (fileName ?? '').trim().toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot >= 0 && dot < name.length - 1 ? name.slice(dot + 1) : '';
}

/** The MIME type decides; the file name's extension is the fallback when the type is missing or generic. */
export function previewKind(mimeType: string | null | undefined, fileName?: string | null): PreviewKind {
  const type = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type && type !== 'application/octet-stream') return 'other';
  const ext = extensionOf(fileName);
  if (ext === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.includes(ext) ? 'image' : 'other';
}

/** '1.5 MB', '320 KB', '12 bytes'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return translate('views.files.sizeBytes', { n: bytes });
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
