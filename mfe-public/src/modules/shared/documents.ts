/** Viewing and downloading the event's documents; an unpublished one answers '{name} will be available soon!'. */
import type { EventDocument } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';

/**
 * The message catalogue arrives with the first click on an unpublished document: imported here it
 * rode along in the landing page's first JavaScript (5.4 KB, a second copy beside the shell's).
 */
async function toastNotPublished(doc: EventDocument): Promise<void> {
  const { MSG } = await import('@hackathon/contracts');
  toast(MSG.documentSoon(doc.name));
}

export function openDocument(doc: EventDocument): void {
  if (!doc.path) {
    void toastNotPublished(doc);
    return;
  }
  window.open(doc.path, '_blank', 'noopener,noreferrer');
}

export function downloadDocument(doc: EventDocument): void {
  if (!doc.path) {
    void toastNotPublished(doc);
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = doc.path;
  anchor.download = doc.path.split('/').pop() ?? 'document.pdf';
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Smooth scroll to a landing section (the shell's navbar does the same for its items). */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
