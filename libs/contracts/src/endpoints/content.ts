import { endpoint, type Multipart } from '../endpoint';
import type { ContentFileSummary, ContentUploadQuery, ContentVersionSummary, ContentWorkspace, PublishedContent, SiteContent } from '../content';

/**
 * The organisers' content (issue 25): anyone reads what is published; only the admin edits the
 * draft, uploads, publishes and rolls back.
 */
export const CONTENT_API = {
  published: endpoint<{ data: PublishedContent }>()('GET', '/content'),
  file: endpoint<{ data: Blob }>()('GET', '/content/files/:fileId', { kind: 'binary', types: ['application/pdf', 'image/jpeg', 'image/png'] }),
  image: endpoint<{ data: Blob }>()('GET', '/content/files/:fileId/:size', { kind: 'binary', types: ['image/webp'] }),
  workspace: endpoint<{ data: ContentWorkspace }>()('GET', '/admin/content'),
  saveDraft: endpoint<{ data: ContentWorkspace; body: SiteContent }>()('PUT', '/admin/content/draft'),
  discardDraft: endpoint<{ data: ContentWorkspace }>()('DELETE', '/admin/content/draft'),
  publish: endpoint<{ data: ContentWorkspace }>()('POST', '/admin/content/publish', { status: 200 }),
  rollback: endpoint<{ data: ContentWorkspace }>()('POST', '/admin/content/rollback', { status: 200 }),
  versions: endpoint<{ data: ContentVersionSummary[] }>()('GET', '/admin/content/versions'),
  files: endpoint<{ data: ContentFileSummary[]; query: { purpose?: string } }>()('GET', '/admin/content/files'),
  upload: endpoint<{ data: ContentFileSummary; body: Multipart<'file'>; query: ContentUploadQuery }>()('POST', '/admin/content/files'),
};
