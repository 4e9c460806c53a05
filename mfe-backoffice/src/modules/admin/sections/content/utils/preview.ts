import type { Locale } from '@hackathon/contracts';

export type PreviewDevice = 'phone' | 'desktop';

/** The preview frames' sizes: the spec's narrowest phone, and a common desktop. */
export const PREVIEW_FRAMES: Record<PreviewDevice, { width: number; height: number }> = {
  phone: { width: 360, height: 720 },
  desktop: { width: 1280, height: 800 },
};

/**
 * The landing page showing the saved draft in a language (the shell's preview mode). `stamp` (the
 * draft's save time) makes a new address after every save, so the frame does not keep an old one.
 */
export function previewUrl(language: Locale, stamp: string): string {
  const params = new URLSearchParams({ contentPreview: 'draft', lang: language });
  if (stamp) params.set('v', stamp);
  return `/?${params.toString()}`;
}
