/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { documentBlocks, eventDocument, translate } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { mount, type Mounted } from '@hackathon/ui/testing';
import RulebookPage from './RulebookPage';
import { rulebookSections } from './rulebookSections';

const rulebook = eventDocument('rulebook');

function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

const downloadLink = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[download]')].find((a) => (a.textContent ?? '').trim() === translate('public.rulebook.download'));
const headings = (level: string) => [...document.querySelectorAll(level)].map((h) => (h.textContent ?? '').trim());

describe('/rulebook', () => {
  let page: Mounted;
  const open = async () => {
    page = await mount(
      <MemoryRouter initialEntries={['/rulebook']}>
        <RulebookPage />
      </MemoryRouter>,
    );
  };

  afterEach(() => {
    page.unmount();
    setPdfViewer(undefined);
  });

  it('where the browser shows no PDF inline (Android): the download link at the top, then the text as HTML', async () => {
    setPdfViewer(false);
    await open();
    const link = downloadLink();
    expect(link?.getAttribute('href')).toBe(rulebook.path);
    expect(link?.getAttribute('download')).toBe('rulebook.pdf');
    expect(document.querySelector('iframe')).toBeNull();

    const article = document.querySelector('article');
    expect(article?.getAttribute('lang')).toBe('en');
    // the link comes before the text
    expect(link!.compareDocumentPosition(article!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(headings('h1')).toEqual([rulebook.name]);
    expect(headings('h2')).toEqual(expect.arrayContaining(['1. About the hackathon', '2. Eligibility', '5. Conduct', '7. Prizes and awards']));
    expect(article!.textContent).toContain("Work submitted must be the team's own.");
    expect(document.body.textContent).toContain(translate('public.rulebook.reading'));
  });

  it('in Hindi: the Hindi text as HTML and the Hindi PDF to download', async () => {
    setPdfViewer(false);
    await act(async () => setLanguage('hi', { chosen: false }));
    try {
      await open();
      expect(downloadLink()?.getAttribute('href')).toBe('/docs/hi/rulebook.pdf');
      expect(document.querySelector('article')?.getAttribute('lang')).toBe('hi');
      const hindiHeading = translate('docs.rulebook.about.h');
      expect(hindiHeading).toMatch(/[\u0900-\u097F]/);
      expect(headings('h2')).toEqual(expect.arrayContaining([hindiHeading, translate('docs.rulebook.conduct.h')]));
      expect(document.querySelector('article')!.textContent).toContain(translate('docs.rulebook.conduct.ownWork'));
    } finally {
      await act(async () => setLanguage('en', { chosen: false }));
    }
  });

  it('where it can: the PDF inline, the download link still at the top', async () => {
    setPdfViewer(true);
    await open();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(rulebook.path);
    expect(downloadLink()?.getAttribute('href')).toBe(rulebook.path);
    expect(document.querySelector('article')).toBeNull();
  });
});

describe('rulebookSections', () => {
  it('leaves the cover out, starts a section at each heading and makes one list of consecutive bullets', () => {
    const sections = rulebookSections(documentBlocks('rulebook'));
    expect(sections[0]?.title).toBe('1. About the hackathon');
    expect(sections.map((s) => s.title)).not.toContain('Competition Rulebook');
    const eligibility = sections.find((s) => s.title === '2. Eligibility')!;
    expect(eligibility.parts).toHaveLength(1);
    expect(eligibility.parts[0]).toMatchObject({ kind: 'list' });
    const rounds = sections.find((s) => s.title === '4. Rounds and dates')!;
    expect(rounds.parts[0]?.kind).toBe('h3');
  });

  it('is empty for a document without text', () => {
    expect(rulebookSections(null)).toEqual([]);
  });
});
