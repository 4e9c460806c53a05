import { appliedSiteContent, appliedSiteContentHash, applySiteContent, currentLocale, defaultSiteContent, formatNumber, type PublishedContent } from '@hackathon/contracts';
import { markupText } from '@hackathon/ui/testing';
import { renderLanding } from './landing';

/** What the organisers published: another FAQ answer in both languages, a live count, a countdown a year away. */
function published(): PublishedContent {
  const content = defaultSiteContent();
  content.faqs[0]!.answer = { en: 'Published answer <b>in English</b>', hi: 'प्रकाशित उत्तर हिन्दी में' };
  content.stats.schools = { mode: 'live', value: 903 };
  content.countdown.target = new Date(Date.now() + 365 * 86_400_000).toISOString();
  return { version: 7, publishedAt: '2026-11-28T10:00:00.000Z', hash: 'abc123', content };
}

describe('renderLanding: the landing with the published content, for the API', () => {
  afterEach(() => applySiteContent(null));

  it('shows the published texts and counts, not the applied ones', () => {
    const text = markupText(renderLanding(published()));
    expect(text).toContain('Published answer <b>in English</b>');
    expect(text).toContain(formatNumber(903));
    expect(text).toContain('Live');
    expect(text).not.toContain(defaultSiteContent().faqs[0]!.answer.en);
  });

  it("in Hindi (the device's language cookie), then English again", () => {
    const hindi = markupText(renderLanding(published(), 'hi'));
    expect(hindi).toContain('प्रकाशित उत्तर हिन्दी में');
    expect(hindi).not.toContain('Published answer');
    expect(currentLocale()).toBe('en');
  });

  it('leaves the content the process applied as it was (the chat and the guards read it)', () => {
    const applied = defaultSiteContent();
    applySiteContent(applied, 'applied-hash');
    renderLanding(published());
    expect(appliedSiteContent()).toBe(applied);
    expect(appliedSiteContentHash()).toBe('applied-hash');
  });

  it("is frozen like the build's copy: the countdown as dashes, controls disabled, every section there", () => {
    const html = renderLanding(published());
    expect(html).toMatch(/data-prerender="volatile"[^>]*>--</);
    expect(html).not.toMatch(/data-prerender="volatile"[^>]*>\d/);
    expect(html).not.toMatch(/<button(?![^>]*\sdisabled="")/);
    for (const id of ['home', 'timeline', 'gallery', 'faqs', 'contact']) expect(html).toContain(`id="${id}"`);
  });

  it('carries its own styles, marked for the hand-off, and no script', () => {
    const html = renderLanding(published());
    expect(html).toMatch(/<style data-prerendered="" data-emotion="ls [^"]+">/);
    expect(html).not.toMatch(/<style data-emotion=/);
    expect(html.toLowerCase()).not.toContain('<script');
  });
});
