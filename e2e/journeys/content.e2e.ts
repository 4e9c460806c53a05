/**
 * The organisers publish the event's content themselves (issue 25): the admin uploads the
 * Assessment Guidelines PDF, sets the LMS link, adds two gallery photos (captions and alt texts in
 * both languages, consent recorded), rewrites the first FAQ answer in both languages, saves,
 * previews the draft and publishes. A visitor in a fresh browser sees it all (the Assessment card
 * opens the PDF, the chat answers from the new FAQ), a team's "Go to LMS Bootcamp" goes to the new
 * link; the admin rolls back and the old answer returns. Then the admin closes registration:
 * /register shows the Registration Closed page and POST /auth/register is refused (423), until it
 * is opened again. The published content ends as it started (other journeys read its texts).
 */
import type { ContentWorkspace, PublishedContent, SiteContent } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { adminToken, openSection, signedInAdminPage } from '../support/admin';
import { demoTeam } from '../support/fixtures';
import { expectPath, expectVisible, toastText } from '../support/flows';
import { api, newPage, portalUrl, uniqueEmail } from '../support/harness';
import { DIALOG, expectFitsPhoneWidth, expectNoSeriousA11yViolations } from '../support/axe';

/** The page's own screens have taken over from its prerendered copy (their buttons work). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('#root:not([data-prerendered])');
}

const stamp = Date.now().toString(36);
const LMS_LINK = 'https://lms.kvs-hackathon.test/bootcamp';
const ANSWER = {
  en: `Students of Grades 8 to 12 of every participating school can take part (journey ${stamp}).`,
  hi: `भाग लेने वाले हर विद्यालय की कक्षा 8 से 12 के छात्र भाग ले सकते हैं (journey ${stamp})।`,
};
const PHOTOS = [
  { name: `prize-ceremony-${stamp}.png`, caption: { en: `Prize ceremony ${stamp}`, hi: `पुरस्कार समारोह ${stamp}` }, alt: { en: 'Students holding trophies on a stage', hi: 'मंच पर ट्रॉफ़ी लिए छात्र' } },
  { name: `bootcamp-lab-${stamp}.jpg`, caption: { en: `Bootcamp lab ${stamp}`, hi: `बूटकैंप प्रयोगशाला ${stamp}` }, alt: { en: 'A team training a model at laptops', hi: 'लैपटॉप पर मॉडल प्रशिक्षित करती टीम' } },
];

/** A small valid PDF written by hand: starts with %PDF-, ends with %%EOF, no markup (the upload's checks). */
function assessmentPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the page's text stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = `BT /F1 14 Tf 20 100 Td (Assessment Guidelines ${stamp}) Tj ET`;
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small photo made here: a PNG and a JPEG, as cameras and phones give them. */
async function photo(index: number): Promise<Buffer> {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: index === 0 ? { r: 200, g: 120, b: 30 } : { r: 30, g: 90, b: 160 } } });
  return index === 0 ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

async function workspace(token: string): Promise<ContentWorkspace> {
  const res = await api<ContentWorkspace>('/admin/content', { token });
  if (res.status !== 200 || !res.body.data) throw new Error(`GET /admin/content answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function published(): Promise<PublishedContent> {
  const res = await api<PublishedContent>('/content');
  if (res.status !== 200 || !res.body.data) throw new Error(`GET /content answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A value with its objects' keys sorted: the database keeps JSON with its own key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, canonical(item)]));
  return value;
}
const sameContent = (a: SiteContent, b: SiteContent): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The content as it was before this journey (restored at the end whatever happened). */
let start: SiteContent;

/** Publishes `content` through the API when what is published differs from it (leaves no draft). */
async function publishThroughApi(token: string, content: SiteContent): Promise<void> {
  const saved = await api('/admin/content/draft', { method: 'PUT', body: content, token });
  if (saved.status !== 200) throw new Error(`PUT /admin/content/draft answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const res = await api('/admin/content/publish', { method: 'POST', token });
  // 409: the content was already what is published
  if (res.status !== 200 && res.status !== 409) throw new Error(`POST /admin/content/publish answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.status === 409) await api('/admin/content/draft', { method: 'DELETE', token });
}

/** The Content section of the signed-in admin, on a tab. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expectVisible(page.getByRole('tabpanel'));
}

/** Save draft, and wait for it to be saved. */
async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expectVisible(toastText(page, 'Draft saved'));
  await expectVisible(page.getByTestId('content-status').getByText('Unpublished changes'));
}

/** Publish, through its confirmation (the confirm button reads 'Publish' once its countdown ended). */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the content?' });
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectVisible(toastText(page, /Version \d+ published/));
  await dialog.waitFor({ state: 'detached' });
}

describe('admin: content', () => {
  beforeAll(async () => {
    const token = await adminToken();
    // start from what is published: a draft another run left behind would ride along
    await api('/admin/content/draft', { method: 'DELETE', token });
    start = (await workspace(token)).published.content;
  });

  afterAll(async () => {
    if (!start) return;
    const token = await adminToken();
    const now = await workspace(token);
    if (!sameContent(now.published.content, start)) await publishThroughApi(token, start);
    else await api('/admin/content/draft', { method: 'DELETE', token });
  });

  test('upload, links, gallery, FAQ -> preview -> publish: visitors, the chat and teams see it; a rollback brings the old answer back', async () => {
    const oldAnswer = start.faqs[0]!.answer.en;
    const question = start.faqs[0]!.question.en;
    const before = await published();

    const page = await signedInAdminPage();
    await openSection(page, 'content');
    await expectVisible(page.getByTestId('content-status').getByText(`Published version ${before.version} on`));
    await expectNoSeriousA11yViolations(page, 'Content section');

    // ---- Documents: the Assessment Guidelines PDF in English
    const assessment = page.locator('[data-document="assessment"]');
    await expectVisible(assessment.getByText('Not published yet'));
    const pdfName = `assessment-guidelines-${stamp}.pdf`;
    await page.locator('input[data-upload="document-assessment-en"]').setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: assessmentPdf() });
    await expectVisible(toastText(page, `${pdfName} uploaded: save the draft to keep it`));
    await expectVisible(assessment.getByText(pdfName));
    // the history lists the upload with a link to it
    await assessment.getByRole('button', { name: 'History' }).click();
    await expectVisible(assessment.getByRole('region', { name: 'History of Assessment Guidelines' }).getByText(pdfName));

    // ---- Links: the LMS
    await openTab(page, 'Links');
    await page.getByRole('textbox', { name: 'LMS', exact: true }).fill(LMS_LINK);
    await expectVisible(page.getByRole('link', { name: 'Open LMS in a new tab' }));
    expect(await page.getByRole('link', { name: 'Open LMS in a new tab' }).getAttribute('href')).toBe(LMS_LINK);

    // ---- Media: two photos, captioned and described in both languages, consent recorded
    await openTab(page, 'Media');
    const first = start.gallery.length;
    for (const [index, entry] of PHOTOS.entries()) {
      const at = first + index;
      await page.locator('input[data-upload="gallery"]').setInputFiles({ name: entry.name, mimeType: index === 0 ? 'image/png' : 'image/jpeg', buffer: await photo(index) });
      await expectVisible(page.locator(`[data-gallery-entry="${at}"]`));
      await expectVisible(page.locator(`[data-consent-warning="${at}"]`));
      await page.locator(`#content-gallery-${at}-caption-en`).fill(entry.caption.en);
      await page.locator(`#content-gallery-${at}-caption-hi`).fill(entry.caption.hi);
      await page.locator(`#content-gallery-${at}-alt-en`).fill(entry.alt.en);
      await page.locator(`#content-gallery-${at}-alt-hi`).fill(entry.alt.hi);
      await page.locator(`#content-gallery-${at}-consentRecorded`).check();
      await page.locator(`[data-consent-warning="${at}"]`).waitFor({ state: 'detached' });
      // the thumbnail is the photo's smallest web size
      expect(await page.locator(`[data-gallery-entry="${at}"] img`).getAttribute('src')).toMatch(/^\/api\/content\/files\/[0-9a-f-]{36}\/480\.webp$/);
    }

    // ---- Texts: the first FAQ answer in both languages
    await openTab(page, 'Texts');
    await page.locator('#content-faqs-0-answer-en').fill(ANSWER.en);
    await page.locator('#content-faqs-0-answer-hi').fill(ANSWER.hi);
    await expectVisible(page.getByTestId('content-status').getByText('Unsaved edits'));
    await expectFitsPhoneWidth(page, 'Content section, Texts', [page.getByRole('button', { name: 'Save draft', exact: true })]);
    await saveDraft(page);

    // nothing is published by a save
    expect((await published()).content.faqs[0]!.answer.en).toBe(oldAnswer);

    // ---- Preview: the landing page with the draft, in English and in Hindi
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of the draft' });
    await expectVisible(preview);
    const frame = page.frameLocator('iframe[data-preview]');
    await expectVisible(frame.getByText(ANSWER.en), 60_000);
    await preview.getByRole('button', { name: 'हिन्दी' }).click();
    await expectVisible(frame.getByText(ANSWER.hi), 60_000);
    await preview.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expectVisible(page.locator('iframe[data-preview="desktop"]'));
    await expectVisible(frame.getByText(ANSWER.hi), 60_000);
    await preview.getByRole('button', { name: 'Close', exact: true }).click();
    await preview.waitFor({ state: 'detached' });

    // ---- Publish
    await publish(page);
    await expectVisible(page.getByTestId('content-status').getByText(`Published version ${before.version + 1} on`));
    const after = await published();
    expect(after.version).toBe(before.version + 1);
    expect(after.content.links.lms).toBe(LMS_LINK);

    // ---- the landing's first paint, before any script: the API fills it with the published content
    for (const [language, text] of [['en', ANSWER.en], ['hi', ANSWER.hi]] as const) {
      const html = await (await fetch(new URL('/', portalUrl()), { headers: { Accept: 'text/html', Cookie: `language=${language}` } })).text();
      expect(html).toContain('data-prerendered="/"');
      expect(html).toContain(text);
    }

    // ---- a visitor (fresh browser): the FAQ, the photos, the Assessment Guidelines PDF
    const visitor = await newPage();
    await visitor.goto('/');
    await hydrated(visitor);
    await expectVisible(visitor.getByText(ANSWER.en));
    for (const entry of PHOTOS) await expectVisible(visitor.getByText(entry.caption.en));
    expect(await visitor.getByRole('img', { name: PHOTOS[0]!.alt.en }).count()).toBeGreaterThan(0);
    // View opens the file in a new tab: the address it opens is kept (a headless PDF tab may turn into a download)
    await visitor.evaluate(() => {
      window.open = ((url?: string | URL) => {
        (window as unknown as { openedUrl?: string }).openedUrl = String(url);
        return null;
      }) as typeof window.open;
    });
    await visitor.getByTestId('resource-assessment').getByRole('button', { name: /^View/ }).click();
    await visitor.waitForFunction(() => Boolean((window as unknown as { openedUrl?: string }).openedUrl));
    const openedUrl = await visitor.evaluate(() => (window as unknown as { openedUrl?: string }).openedUrl ?? '');
    expect(openedUrl).toMatch(/^\/api\/content\/files\/[0-9a-f-]{36}$/);
    const pdf = await fetch(new URL(openedUrl, portalUrl()));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // ---- the chat assistant answers from the new FAQ text
    await visitor.getByRole('button', { name: 'Open AI assistant' }).click();
    const chat = visitor.getByRole('dialog', { name: 'AI assistant' });
    await expectVisible(chat);
    await chat.getByRole('textbox', { name: 'Message' }).fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    const answer = chat.getByTestId('chat-messages').locator('[data-from="bot"]').nth(1);
    await answer.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await answer.innerText()).toContain(`journey ${stamp}`);

    // ---- a team: "Go to LMS Bootcamp" goes to the new link
    const team = demoTeam();
    const teamPage = await newPage();
    await teamPage.goto('/team-login');
    await hydrated(teamPage);
    await teamPage.getByLabel(/^Team ID/i).fill(team.teamId);
    await teamPage.getByLabel(/^Password/).fill(team.password);
    await teamPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(teamPage, '/simple-team');
    const lms = teamPage.getByRole('link', { name: /Go to LMS Bootcamp/ }).first();
    await expectVisible(lms);
    expect(await lms.getAttribute('href')).toBe(LMS_LINK);

    // ---- the admin rolls back: the version before is published again
    await page.getByRole('button', { name: 'Roll back', exact: true }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back the published content?' });
    await expectVisible(rollback);
    await expectVisible(rollback.getByText(`Version ${before.version} (published`));
    await expectNoSeriousA11yViolations(page, 'Roll back confirmation', DIALOG);
    await rollback.getByRole('button', { name: 'Roll back', exact: true }).click();
    await expectVisible(toastText(page, `Rolled back: version ${before.version} is published again as version ${before.version + 2}`));
    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const versions = page.getByRole('dialog', { name: 'Published versions' });
    await expectVisible(versions.getByText(`restored version ${before.version}`));
    await versions.getByRole('button', { name: 'Close', exact: true }).click();
    await versions.waitFor({ state: 'detached' });

    const again = await newPage();
    await again.goto('/');
    await hydrated(again);
    await expectVisible(again.getByText(oldAnswer));
    expect(await again.getByText(ANSWER.en).count()).toBe(0);
    const restored = (await published()).content;
    expect(canonical({ ...restored, stats: start.stats })).toEqual(canonical(start));
  }, 600_000);

  test('registration closed: /register shows the Registration Closed page and POST /auth/register is refused; then opened again', async () => {
    const page = await signedInAdminPage();
    await openSection(page, 'content');
    await openTab(page, 'Dates and switches');
    const open = page.getByRole('switch', { name: 'Registration open' }).or(page.getByRole('checkbox', { name: 'Registration open' }));
    expect(await open.isChecked()).toBe(true);
    await open.uncheck();
    await expectVisible(page.getByText('Closed: /register shows the Registration Closed page'));
    await saveDraft(page);
    await publish(page);
    expect((await published()).content.registration.open).toBe(false);

    const visitor = await newPage();
    await visitor.goto('/register');
    await hydrated(visitor);
    await expectVisible(visitor.getByRole('heading', { name: 'Registration Closed' }));
    await expectVisible(visitor.getByText(start.registration.deadline.en));

    const refused = await api('/auth/register', {
      body: {
        schoolCode: 'KV0000',
        fullName: 'Asha Verma',
        email: uniqueEmail('closed'),
        contactNumber: '9876543210',
        password: 'Hk-closed1Z9!',
        confirmPassword: 'Hk-closed1Z9!',
        termsAccepted: true,
      },
    });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe('Registration for the hackathon has closed. Schools already registered can sign in as usual.');

    // opened again, as the other journeys need it
    await open.check();
    await saveDraft(page);
    await publish(page);
    expect((await published()).content.registration.open).toBe(true);
    const next = await newPage();
    await next.goto('/register');
    await hydrated(next);
    await expectVisible(next.getByLabel(/^School code/i));
    expect(await next.getByRole('heading', { name: 'Registration Closed' }).count()).toBe(0);
  }, 300_000);
});
