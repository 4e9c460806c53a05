export { previewKind, extensionOf, formatFileSize } from './fileKind';
export type { PreviewKind } from './fileKind';
export { useObjectUrl } from './useObjectUrl';
export { uploadWithProgress, uploadEndpoint, progressOf, UPLOAD_TIMEOUT_MS } from './uploadWithProgress';
export type { UploadOptions, UploadProgress } from './uploadWithProgress';
export { FilePreviewDialog } from './FilePreviewDialog';
export type { FilePreviewDialogProps } from './FilePreviewDialog';
export { saveBlob } from './saveBlob';
