/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MemoryRouter } from 'react-router-dom';
import { EVENT, formatNumber, translate } from '@hackathon/contracts';
import { mount, type Mounted } from '@hackathon/ui/testing';
import { HeroSection } from './HeroSection';

describe('landing hero: the headline figures', () => {
  let page: Mounted;
  afterEach(() => page.unmount());

  it('says each figure is the edition announcement, not a live count', async () => {
    page = await mount(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    const captions = [...document.querySelectorAll('[data-stat-source]')];
    expect(captions.map((c) => c.getAttribute('data-stat-source'))).toEqual(['announced', 'announced', 'announced']);
    expect(captions.map((c) => c.textContent)).toEqual(Array(3).fill(translate('landing.hero.announced')));
    // the caption sits in the figure's own tile
    const tile = captions[0]!.parentElement!;
    expect(tile.textContent).toContain(formatNumber(EVENT.stats.schools));
    expect(tile.textContent).toContain(translate('landing.hero.schools'));
  });
});
