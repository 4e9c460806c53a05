import { useEffect, useState } from 'react';
import type { MessageId } from '@hackathon/contracts';

/** The landing page's sections (ids rendered by mfe_public), in page order; `labelKey` is the link's words. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home', labelKey: 'common.nav.section.home' },
  { id: 'timeline', label: 'Timeline', labelKey: 'common.nav.section.timeline' },
  { id: 'awards', label: 'Prizes & Awards', labelKey: 'common.nav.section.awards' },
  { id: 'gallery', label: 'Gallery', labelKey: 'common.nav.section.gallery' },
  { id: 'guidelines', label: 'Guidelines', labelKey: 'common.nav.section.guidelines' },
  { id: 'faqs', label: 'FAQs', labelKey: 'common.nav.section.faqs' },
  { id: 'contact', label: 'Contact', labelKey: 'common.nav.section.contact' },
] as const satisfies ReadonlyArray<{ id: string; label: string; labelKey: MessageId }>;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Height kept clear under the sticky navigation bar when scrolling to a section. */
export const NAV_OFFSET_PX = 72;

/** Scrolls smoothly to a section, leaving room for the sticky bar. Returns false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - NAV_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}

/**
 * The id of the section in view: the one crossing a line a third down the viewport. The sections
 * arrive later (the remote renders them), so new ones are picked up as they appear.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') {
      setActive(null);
      return;
    }
    const observed = new Set<Element>();
    const intersection = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length > 0) setActive(visible[0].target.id);
      },
      { rootMargin: '-33% 0px -66% 0px', threshold: 0 },
    );
    const observeNew = () => {
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && !observed.has(element)) {
          observed.add(element);
          intersection.observe(element);
        }
      }
    };
    observeNew();
    const mutations = new MutationObserver(observeNew);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      intersection.disconnect();
    };
  }, [ids, enabled]);

  return enabled ? active : null;
}
