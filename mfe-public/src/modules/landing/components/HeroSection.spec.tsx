/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MemoryRouter } from 'react-router-dom';
import { applySiteContent, defaultSiteContent, EVENT, formatNumber, translate } from '@hackathon/contracts';
import { mount, type Mounted } from '@hackathon/ui/testing';
import { HeroSection } from './HeroSection';

const captions = () => [...document.querySelectorAll('[data-stat-source]')];

describe('landing hero: the headline figures', () => {
  let page: Mounted;
  afterEach(() => {
    page.unmount();
    applySiteContent(null);
  });

  it('says each figure is the edition announcement, not a live count', async () => {
    page = await mount(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    expect(captions().map((c) => c.getAttribute('data-stat-source'))).toEqual(['announced', 'announced', 'announced']);
    expect(captions().map((c) => c.textContent)).toEqual(Array(3).fill(translate('landing.hero.announced')));
    // the caption sits in the figure's own tile
    const tile = captions()[0]!.parentElement!;
    expect(tile.textContent).toContain(formatNumber(EVENT.stats.schools.value));
    expect(tile.textContent).toContain(translate('landing.hero.schools'));
  });

  it("shows a count the organisers made live as live, with the API's figure", async () => {
    const content = defaultSiteContent();
    content.stats.schools = { mode: 'live', value: 903 };
    applySiteContent(content);
    page = await mount(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    expect(captions().map((c) => c.getAttribute('data-stat-source'))).toEqual(['live', 'announced', 'announced']);
    expect(captions()[0]!.textContent).toBe(translate('landing.hero.live'));
    expect(captions()[0]!.parentElement!.textContent).toContain(formatNumber(903));
  });
});
