/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import type { SiteContent } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, atPhoneWidth, button, byId, choose, click, hasButton, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { ContentSection } from './ContentSection';
import { siteContent, workspace } from './testing/fixtures';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

/** A JSON body as sent: the fake API reads bodies as latin1, which garbles the Hindi texts. */
const sent = (body: unknown): SiteContent => JSON.parse(Buffer.from(JSON.stringify(body), 'latin1').toString('utf8')) as SiteContent;

/** The fake API: the workspace as given; a saved draft becomes the workspace's draft; publish makes version 4. */
function serve(initial = workspace(), save: (body: SiteContent) => ReturnType<typeof ok> = (body) => ok({ ...workspace(body, true), draftUpdatedAt: '2026-01-06T10:00:00.000Z' })) {
  api.reset((r) => {
    if (r.method === 'GET' && r.url === '/api/admin/content') return ok(initial);
    if (r.method === 'PUT' && r.url === '/api/admin/content/draft') return save(sent(r.body));
    if (r.method === 'POST' && r.url === '/api/admin/content/publish') {
      const published = { ...initial.published, version: 4, content: initial.draft };
      return ok({ draft: initial.draft, draftUpdatedAt: null, draftChanged: false, published });
    }
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

async function render() {
  mounted = await mount(<ContentSection />);
  await until(() => pageText().includes('Published version 3'), 'the workspace');
}

const tab = (name: string) => [...document.querySelectorAll('[role="tab"]')].find((el) => (el.textContent ?? '').startsWith(name)) as HTMLElement;
const check = async (el: HTMLInputElement) => {
  await act(async () => {
    el.click();
  });
};

describe('ContentSection', () => {
  it('loads the workspace: the published version, and each document with what visitors get now', async () => {
    serve();
    await render();
    expect(pageText()).toContain('Visitors see this draft');
    const card = (key: string) => document.querySelector(`[data-document="${key}"]`)?.textContent ?? '';
    expect(card('assessment')).toContain('Assessment Guidelines');
    expect(card('assessment')).toContain('Not published yet');
    expect(card('rulebook')).toContain('rulebook-2026.pdf');
    expect(card('rulebook')).toContain('Uses the English file');
    expect(card('teamLogin')).toContain("The edition's own file");
    expect(document.querySelector('input[data-upload="document-assessment-en"]')?.getAttribute('accept')).toBe('application/pdf');
    // nothing to save or publish yet
    expect(button('Save draft').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);
  });

  it('sends the whole draft when an FAQ answer is edited in both languages and saved', async () => {
    serve();
    await render();
    await click(tab('Texts'));
    await type(byId('content-faqs-0-answer-en'), 'Every student of classes 6 to 12 of a Kendriya Vidyalaya.');
    await type(byId('content-faqs-0-answer-hi'), 'केंद्रीय विद्यालय की कक्षा 6 से 12 के सभी छात्र।');
    expect(pageText()).toContain('Unsaved edits');
    expect(button('Publish').disabled).toBe(true);
    await click(button('Save draft'));
    await until(() => api.calls('PUT', '/api/admin/content/draft').length === 1, 'the save');
    const expected = siteContent();
    expected.faqs[0]!.answer = { en: 'Every student of classes 6 to 12 of a Kendriya Vidyalaya.', hi: 'केंद्रीय विद्यालय की कक्षा 6 से 12 के सभी छात्र।' };
    expect(sent(api.calls('PUT', '/api/admin/content/draft')[0]!.body)).toEqual(expected);
    await until(() => toastMessages().includes('Draft saved'), 'the toast');
    await until(() => pageText().includes('Unpublished changes') && !pageText().includes('Unsaved edits'), 'the saved state');
    expect(button('Publish').disabled).toBe(false);
  });

  it("shows a refused save's problems at their fields and in a summary that leads to them", async () => {
    serve(workspace(), () =>
      refuse(400, 'faqs.1.question.hi is required', [
        { path: 'faqs.1.question.hi', msg: 'faqs.1.question.hi is required' },
        { path: 'links.mentorFeedbackForm', msg: 'links.mentorFeedbackForm: that link is refused' },
      ]),
    );
    await render();
    await click(tab('Texts'));
    await type(byId('content-faqs-1-question-hi'), 'टीम का आकार?');
    await click(button('Save draft'));
    await until(() => helperText('content-faqs-1-question-hi') === 'faqs.1.question.hi is required', 'the problem at its field');
    expect(byId('content-faqs-1-question-hi').getAttribute('aria-invalid')).toBe('true');
    const summary = document.querySelector('[data-testid="content-problems"]')?.textContent ?? '';
    expect(summary).toContain('2 problems to fix before saving');
    expect(summary).toContain('Links: links.mentorFeedbackForm: that link is refused');
    expect(tab('Links').textContent).toBe('Links (1 to fix)');
    // the summary's entry opens the Links tab at the field
    const entry = [...document.querySelectorAll('[data-testid="content-problems"] button')].find((el) => el.textContent?.startsWith('Links')) as HTMLElement;
    await click(entry);
    await until(() => document.activeElement === document.getElementById('content-links-mentorFeedbackForm'), 'the field in focus');
    expect(helperText('content-links-mentorFeedbackForm')).toBe('links.mentorFeedbackForm: that link is refused');
    // changing the field takes its problem away
    await type(byId('content-links-mentorFeedbackForm'), 'https://forms.kvs-hackathon.test/feedback');
    expect(helperText('content-links-mentorFeedbackForm')).toBe('Optional: leave it empty to hide it');
    expect(tab('Links').textContent).toBe('Links');
  });

  it("uploads a document's PDF into the draft, and shows the API's refusal of a file that is not one", async () => {
    serve();
    const handler = api.handler;
    api.handler = (r) => {
      if (r.method === 'POST' && r.url.startsWith('/api/admin/content/files?')) {
        if (String(r.body).includes('not-a-pdf')) return refuse(400, 'A document must be a PDF file');
        return {
          status: 201,
          body: {
            success: true,
            message: 'File uploaded',
            data: { fileId: '5d9c1b2a-3333-4e5f-9a0b-1c2d3e4f5a6b', originalName: 'assessment.pdf', mime: 'application/pdf', bytes: 20, uploadedAt: '2026-01-07T08:00:00.000Z', uploadedBy: 'admin@hackathon.local', purpose: 'document:assessment:en' },
          },
        };
      }
      return handler(r);
    };
    await render();
    const pick = async (name: string, text: string) => {
      const input = document.querySelector('input[data-upload="document-assessment-en"]') as HTMLInputElement;
      Object.defineProperty(input, 'files', { value: [new File([text], name, { type: 'application/pdf' })], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    const card = () => document.querySelector('[data-document="assessment"]')?.textContent ?? '';
    await pick('notes.pdf', 'not-a-pdf');
    await until(() => card().includes('A document must be a PDF file'), 'the refusal');
    await pick('assessment.pdf', '%PDF-1.4 ... %%EOF');
    await until(() => card().includes('assessment.pdf'), 'the upload in the draft');
    const upload = api.requests.filter((r) => r.method === 'POST').pop()!;
    expect(upload.url).toBe('/api/admin/content/files?purpose=document&document=assessment&language=en');
    expect(upload.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload.body)).toContain('name="file"; filename="assessment.pdf"');
    expect(card()).not.toContain('A document must be a PDF file');
    await click(button('Save draft'));
    await until(() => api.calls('PUT', '/api/admin/content/draft').length === 1, 'the save');
    expect(sent(api.calls('PUT', '/api/admin/content/draft')[0]!.body).documents.assessment).toEqual({
      en: { fileId: '5d9c1b2a-3333-4e5f-9a0b-1c2d3e4f5a6b', originalName: 'assessment.pdf', uploadedAt: '2026-01-07T08:00:00.000Z' },
      hi: null,
    });
  });

  it('publishes only after the confirmation', async () => {
    serve(workspace(siteContent(), true));
    await render();
    expect(pageText()).toContain('Unpublished changes');
    await click(button('Publish'));
    await until(() => pageText().includes('Publish the content?'), 'the confirmation');
    expect(pageText()).toContain('as version 4');
    expect(api.calls('POST', '/api/admin/content/publish')).toHaveLength(0);
    // the confirmation's countdown enables its button
    const confirm = () => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Publish') as HTMLButtonElement | undefined;
    await until(() => Boolean(confirm()) && !confirm()!.disabled, 'the countdown');
    await click(confirm()!);
    await until(() => toastMessages().includes('Version 4 published'), 'the toast');
    expect(api.calls('POST', '/api/admin/content/publish')).toHaveLength(1);
    await until(() => pageText().includes('Published version 4'), 'the new version');
  });

  it("warns about a photo without the students' consent and holds the publish until it is recorded", async () => {
    const draft = siteContent();
    draft.gallery = [
      {
        id: 'photo-1',
        type: 'image',
        file: { fileId: '7c1e2f3a-2222-4d5e-8f90-1a2b3c4d5e6f', originalName: 'finale.jpg', uploadedAt: '2026-01-06T08:00:00.000Z' },
        url: null,
        caption: { en: 'The finale', hi: 'फ़ाइनल' },
        alt: { en: 'Teams on stage', hi: 'मंच पर टीमें' },
        consentRecorded: false,
      },
    ];
    serve(workspace(draft, true));
    await render();
    expect(button('Publish').disabled).toBe(true);
    expect(pageText()).toContain("Publishing waits for the students' consent to be recorded for photo 1");
    await click(tab('Media'));
    await until(() => Boolean(document.querySelector('[data-consent-warning="0"]')), 'the warning');
    expect(document.querySelector('[data-consent-warning="0"]')?.textContent).toBe('Consent not recorded: this photo cannot be published');
    expect(document.querySelector('[data-gallery-entry="0"] img')?.getAttribute('src')).toBe('/api/content/files/7c1e2f3a-2222-4d5e-8f90-1a2b3c4d5e6f/480.webp');
    await check(byId('content-gallery-0-consentRecorded'));
    expect(document.querySelector('[data-consent-warning="0"]')).toBeNull();
    // recorded on screen: saved first, then it may be published
    expect(hasButton('Save draft') && !button('Save draft').disabled).toBe(true);
    expect(pageText()).toContain('Save the draft before publishing it');
  });
});

describe('ContentSection at 360 px', () => {
  atPhoneWidth();

  it('offers the parts of the content in one select instead of tabs that would scroll off the screen', async () => {
    serve();
    await render();
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(0);
    await choose('content-tab-select', 'Texts');
    await until(() => Boolean(document.getElementById('content-faqs-0-answer-en')), 'the Texts part');
    expect(document.querySelector('[role="tabpanel"]')?.getAttribute('aria-label')).toBe('Texts');
  });
});
