import { applySiteContent, defaultSiteContent, MSG } from '@hackathon/contracts';
import { documentAction, teamResources } from './resources';

describe('team resources', () => {
  afterEach(() => applySiteContent(null));

  it('lists the five resources of the spec once the organisers published the form', () => {
    const content = defaultSiteContent();
    applySiteContent({
      ...content,
      links: { ...content.links, lmsWalkthroughVideo: 'https://www.youtube.com/watch?v=kvs-lms-01', mentorFeedbackForm: 'https://forms.kvs-hackathon.test/mentor-feedback' },
    });
    const resources = teamResources();
    expect(resources.map((r) => [r.kind, r.name])).toEqual([
      ['document', 'Bootcamp Guidelines'],
      ['document', 'LMS Walkthrough'],
      ['link', 'LMS Walkthrough Video'],
      ['document', 'Assessment Guidelines'],
      ['link', 'Mentor Feedback Form'],
    ]);
    const links = resources.filter((r) => r.kind === 'link').map((r) => (r.kind === 'link' ? r.href : ''));
    expect(links).toEqual(['https://www.youtube.com/watch?v=kvs-lms-01', 'https://forms.kvs-hackathon.test/mentor-feedback']);
  });

  it('leaves out a link the organisers have not published', () => {
    expect(teamResources().map((r) => r.key)).toEqual(['bootcamp', 'lms', 'assessment']);
  });

  it('opens a published PDF and says an unpublished one will be available soon', () => {
    expect(documentAction({ key: 'bootcamp', name: 'Bootcamp Guidelines', path: '/docs/bootcamp-guidelines.pdf' })).toEqual({
      kind: 'open',
      href: '/docs/bootcamp-guidelines.pdf',
      fileName: 'bootcamp-guidelines.pdf',
    });
    expect(documentAction({ key: 'assessment', name: 'Assessment Guidelines', path: null })).toEqual({
      kind: 'soon',
      message: MSG.documentSoon('Assessment Guidelines'),
    });
  });
});
