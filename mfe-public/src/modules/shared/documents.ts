/** Viewing and downloading the event's documents; an unpublished one answers '{name} will be available soon!'. */
import { MSG, type EventDocument } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';

export function openDocument(doc: EventDocument): void {
  if (!doc.path) {
    toast(MSG.documentSoon(doc.name));
    return;
  }
  window.open(doc.path, '_blank', 'noopener,noreferrer');
}

export function downloadDocument(doc: EventDocument): void {
  if (!doc.path) {
    toast(MSG.documentSoon(doc.name));
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
