import { act } from 'react';
import { setLanguage } from '@hackathon/session';
import { pageHarness } from '../testing/pageHarness';
import { PAGE_TITLE_KEYS, usePageTitle } from './pageTitle';
import { ROUTE_TABLE } from './table';

function Titled({ path }: { path: string }) {
  usePageTitle(path);
  return null;
}

describe('usePageTitle', () => {
  const page = pageHarness();
  afterEach(async () => {
    await act(async () => setLanguage('en', { chosen: false }));
    localStorage.clear();
  });

  it('names every route of the table', () => {
    expect(ROUTE_TABLE.filter((route) => !PAGE_TITLE_KEYS[route.path]).map((route) => route.path)).toEqual([]);
  });

  it("sets the page's own title and follows a language switch", async () => {
    await page.render(<Titled path="/register" />);
    expect(document.title).toBe('Registration | AI & ML Hackathon');
    await page.render(<Titled path="/registration/:id" />);
    expect(document.title).toBe('Registration details | AI & ML Hackathon');
    await act(async () => setLanguage('hi', { chosen: false }));
    expect(document.title).toBe('पंजीकरण विवरण | AI & ML हैकाथॉन');
  });
});
