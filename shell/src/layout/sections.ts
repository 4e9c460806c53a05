import { useEffect, useState } from 'react';

/** The landing page's sections (ids rendered by mfe_public), in page order. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'awards', label: 'Prizes & Awards' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'guidelines', label: 'Guidelines' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'contact', label: 'Contact' },
] as const;

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
