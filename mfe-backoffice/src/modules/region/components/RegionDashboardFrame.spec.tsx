/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { FakeApi, button, click, pageText, until, type Mounted } from '@hackathon/ui/testing';
import { REGION_ADMIN, renderDashboard, serve, tabButton } from '../testing/regionApi';
import { dashboardTabs } from '../utils/tabs';
import { RegionDashboardFrame, type DashboardTabContext } from './RegionDashboardFrame';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

function Broken(): never {
  throw new Error('Cannot read the team list');
}

/** Teams fails to render; every other tab names itself and its context. */
function renderTab({ tab, region }: DashboardTabContext) {
  if (tab.key === 'teams') return <Broken />;
  return (
    <p>
      {tab.label} of {region}
    </p>
  );
}

let mounted: Mounted;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports the caught render error on the console; the boundary is what is under test
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  mounted.unmount();
  localStorage.clear();
});

describe('RegionDashboardFrame', () => {
  it("contains a failing tab: 'Error loading component: {name}' with expandable details, the other tabs keep working", async () => {
    serve(api, { region: 'Bhopal' });
    mounted = await renderDashboard(
      <RegionDashboardFrame audience="region" title="Region Admin Dashboard" renderTab={renderTab} />,
      REGION_ADMIN,
      '/region-admin-dashboard?tab=teams',
    );
    await until(() => pageText().includes('Error loading component: Teams'), 'the error panel');
    expect(button('Show details').getAttribute('aria-expanded')).toBe('false');
    await click(button('Show details'));
    expect(button('Hide details').getAttribute('aria-expanded')).toBe('true');
    expect(pageText()).toContain('Cannot read the team list');
    // the header and the tabs stay; another tab renders
    expect(pageText()).toContain('Region Admin Dashboard');
    await click(tabButton('mentors'));
    expect(pageText()).toContain('Mentors of Bhopal');
    expect(pageText()).not.toContain('Error loading component');
  });

  it('keeps every tab reachable on a phone: the tab row scrolls sideways, with scroll buttons on touch screens too', async () => {
    serve(api, { region: 'Bhopal' });
    mounted = await renderDashboard(<RegionDashboardFrame audience="region" title="Region Admin Dashboard" renderTab={renderTab} />, REGION_ADMIN, '/region-admin-dashboard');
    await until(() => pageText().includes('Overview of'), 'the overview tab');
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(dashboardTabs('region').length);
    expect(document.querySelector('.MuiTabs-scroller')?.className).toContain('MuiTabs-scrollableX');
    // MUI hides the scroll buttons on touch screens unless allowScrollButtonsMobile
    expect(document.querySelector('.MuiTabs-scrollButtonsHideMobile')).toBeNull();
  });
});
