import { canonicalContentJson, embeddableVideoUrl, sameSiteContent, type SiteContent } from './content';
import { siteContentProblems } from './content-rules';
import { defaultSiteContent, EVENT, eventDocument } from './event';
import { applySiteContent } from './site-content-slot';
import { readInLocale } from './i18n/translate';
import { loadServerCatalogues } from './i18n/server-catalogues';
import { publishedDocuments } from './knowledge/documents';

loadServerCatalogues();

const FILE = { fileId: '0b6f3c1e-8f0a-4c59-9a63-2c1d5e7f9a10', originalName: 'guide.pdf', uploadedAt: '2026-11-28T10:00:00.000Z' };

describe('the organisers content (issue 25)', () => {
  afterEach(() => applySiteContent(null));

  it('starts from the first edition, which keeps its own rules and names no placeholder address', () => {
    const first = defaultSiteContent();
    expect(siteContentProblems(first)).toEqual([]);
    expect(canonicalContentJson(first)).not.toMatch(/example\.(org|com|net)/);
    // nor do the edition's documents (their PDFs and the chat's knowledge), in either language
    for (const locale of ['en', 'hi'] as const) {
      const text = readInLocale(locale, () => JSON.stringify(publishedDocuments()));
      expect(text).not.toMatch(/example\.(org|com|net)/);
    }
  });

  it('compares contents whatever order their keys came in', () => {
    const first = defaultSiteContent();
    const reordered = JSON.parse(JSON.stringify(first, Object.keys(first).reverse())) as SiteContent;
    expect(sameSiteContent(first, { ...reordered, ...first })).toBe(true);
    expect(sameSiteContent(first, { ...first, links: { ...first.links, lms: 'https://lms.kvs-hackathon.test' } })).toBe(false);
  });

  it('plays only YouTube links, from youtube-nocookie', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embeddableVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embeddableVideoUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embeddableVideoUrl('https://vimeo.com/12345')).toBeNull();
    expect(embeddableVideoUrl('javascript:alert(1)')).toBeNull();
  });

  it('shows what is published: texts in the reader language, uploads, and photos only with consent', () => {
    const content = defaultSiteContent();
    content.faqs = [{ id: 'who', question: { en: 'Who may join?', hi: 'कौन भाग ले सकता है?' }, answer: { en: 'Every KV.', hi: 'हर केवी।' } }];
    content.documents.assessment = { en: FILE, hi: null };
    content.gallery = [
      { id: 'a', type: 'image', file: FILE, url: null, caption: { en: 'Shown', hi: 'दिखाया' }, alt: { en: 'Alt', hi: 'वैकल्पिक' }, consentRecorded: true },
      { id: 'b', type: 'image', file: FILE, url: null, caption: { en: 'Waiting', hi: 'प्रतीक्षा' }, alt: { en: 'Alt', hi: 'वैकल्पिक' }, consentRecorded: false },
    ];
    content.registration.open = false;
    applySiteContent(content, 'hash');

    expect(EVENT.faqs).toEqual([{ question: 'Who may join?', answer: 'Every KV.' }]);
    expect(readInLocale('hi', () => EVENT.faqs[0]!.answer)).toBe('हर केवी।');
    // the Hindi reader gets the English upload while no Hindi one exists
    expect(eventDocument('assessment').path).toBe(`/api/content/files/${FILE.fileId}`);
    expect(readInLocale('hi', () => eventDocument('assessment').path)).toBe(`/api/content/files/${FILE.fileId}`);
    expect(EVENT.gallery.map((item) => item.caption)).toEqual(['Shown']);
    expect(EVENT.gallery[0]!.srcSet).toContain('/480.webp 480w');
    expect(EVENT.registrationOpen).toBe(false);

    applySiteContent(null);
    expect(EVENT.registrationOpen).toBe(true);
    expect(eventDocument('assessment').path).toBeNull();
  });

  it('names each problem of a draft by its path', () => {
    const content = defaultSiteContent() as unknown as Record<string, unknown>;
    const problems = siteContentProblems({ ...content, links: { ...(content.links as object), paymentPage: 'ftp://x' }, extra: 1 });
    expect(problems.map((p) => p.path)).toEqual(['links.paymentPage', 'extra']);
  });
});
