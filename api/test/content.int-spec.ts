import { API_MSG, GALLERY_WIDTHS, MSG, translate, type SiteContent } from '@hackathon/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { htmlPage, pdfHtmlPolyglot, samplePdf, samplePng } from './receipts-fixtures';
import { bearer } from './teams-fixtures';

jest.setTimeout(120_000);

/** The organisers' content (issue 25): draft, uploads, publish, rollback, the registration switch. */
describe('content', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const account = await insertAccount(t, { role: 'admin' });
    admin = t.tokenFor({ sub: account.id, role: 'admin', email: account.email! });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const published = async (): Promise<SiteContent> => (await t.request().get('/api/content').expect(200)).body.data.content as SiteContent;
  const workspace = async () => (await t.request().get('/api/admin/content').set(bearer(admin)).expect(200)).body.data;
  const saveDraft = (content: unknown) => t.request().put('/api/admin/content/draft').set(bearer(admin)).send(content as object);
  const upload = (query: string, data: Buffer, filename: string) =>
    t.request().post(`/api/admin/content/files?${query}`).set(bearer(admin)).attach('file', data, { filename, contentType: 'application/octet-stream' });
  const fileRef = (body: { data: { fileId: string; originalName: string; uploadedAt: string } }) => ({
    fileId: body.data.fileId,
    originalName: body.data.originalName,
    uploadedAt: body.data.uploadedAt,
  });

  it('lets only the admin read, edit, upload, publish and roll back; anyone reads what is published', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { schoolCode: '1001' }, region_admin: { region: 'Agra' } });
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/admin/content', allowed: ['admin'] },
        { method: 'put', path: '/api/admin/content/draft', allowed: ['admin'], body: {} },
        { method: 'delete', path: '/api/admin/content/draft', allowed: ['admin'] },
        { method: 'post', path: '/api/admin/content/publish', allowed: ['admin'] },
        { method: 'post', path: '/api/admin/content/rollback', allowed: ['admin'] },
        { method: 'get', path: '/api/admin/content/versions', allowed: ['admin'] },
        { method: 'get', path: '/api/admin/content/files', allowed: ['admin'] },
        { method: 'post', path: '/api/admin/content/files?purpose=gallery', allowed: ['admin'] },
      ],
      tokens,
    );
    const res = await t.request().get('/api/content').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.data).toMatchObject({ version: 1, hash: expect.any(String) });
    // the first edition: the catalogue's texts in both languages
    expect(res.body.data.content.faqs[0].question).toEqual({ en: translate('event.faq.eligibility.q'), hi: expect.stringMatching(/[\u0900-\u097F]/) });
    expect(res.body.data.content.registration.open).toBe(true);
  });

  it('keeps a draft to itself: saved, it changes nothing a visitor reads; refused drafts say which field', async () => {
    const before = await published();
    const draft: SiteContent = structuredClone(before);
    draft.faqs[0]!.answer = { en: 'Any student of classes 8 to 12 may join (draft).', hi: 'कक्षा 8 से 12 का कोई भी विद्यार्थी भाग ले सकता है (ड्राफ़्ट)।' };
    const saved = await saveDraft(draft).expect(200);
    expect(saved.body.data).toMatchObject({ draftChanged: true, published: { version: 1 } });
    expect(await published()).toEqual(before);

    const bad = structuredClone(draft) as unknown as Record<string, Record<string, unknown>>;
    bad.links!.lms = 'http://lms.example.test';
    (bad.faqs as unknown as { answer: { hi: string } }[])[0]!.answer.hi = '';
    bad.links!.paymentTutorialVideo = 'https://vimeo.com/12345';
    const refused = await saveDraft(bad).expect(400);
    expect(refused.body.details).toEqual(
      expect.arrayContaining([
        { path: 'links.lms', msg: translate('api.content.httpsUrl', { field: 'links.lms' }) },
        { path: 'links.paymentTutorialVideo', msg: translate('api.content.videoUrl', { field: 'links.paymentTutorialVideo' }) },
        { path: 'faqs.0.answer.hi', msg: translate('api.content.required', { field: 'faqs.0.answer.hi' }) },
      ]),
    );
    // the earlier draft stays as it was
    expect((await workspace()).draft.faqs[0].answer.en).toBe('Any student of classes 8 to 12 may join (draft).');
    await t.request().delete('/api/admin/content/draft').set(bearer(admin)).expect(200);
    expect((await workspace()).draftChanged).toBe(false);
  });

  it('takes uploads under the receipt rules: a PDF for a document, a JPEG or PNG for a photo, nothing else', async () => {
    await upload('purpose=document&document=assessment&language=en', htmlPage(), 'guide.pdf').expect(400);
    await upload('purpose=document&document=assessment&language=en', pdfHtmlPolyglot(), 'guide.pdf').expect(400);
    const wrongType = await upload('purpose=document&document=assessment&language=en', samplePng(), 'guide.png').expect(400);
    expect(wrongType.body.message).toBe(translate('api.content.documentType'));
    const photoAsPdf = await upload('purpose=gallery', samplePdf(), 'photo.pdf').expect(400);
    expect(photoAsPdf.body.message).toBe(translate('api.content.photoType'));
    await upload('purpose=document&document=nonsense&language=en', samplePdf(), 'x.pdf').expect(400);
    const empty = await t.request().post('/api/admin/content/files?purpose=gallery').set(bearer(admin)).expect(400);
    expect(empty.body.message).toBe(MSG.receiptFileRequired);
    const tooLarge = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    await upload('purpose=document&document=assessment&language=en', tooLarge, 'big.pdf').expect(413);
  });

  it('publishes documents, links, photos and texts in one step, audited, and rolls back to what was there', async () => {
    const before = await published();
    const pdf = await upload('purpose=document&document=assessment&language=en', samplePdf(), 'Assessment Guidelines.pdf').expect(201);
    const photoBytes = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'school camera' } } })
      .toBuffer();
    const photo = await upload('purpose=gallery', photoBytes, 'students.jpg').expect(201);

    const draft: SiteContent = structuredClone(before);
    draft.documents.assessment.en = fileRef(pdf.body);
    draft.links.lms = 'https://lms.kvs-hackathon.test/bootcamp';
    draft.gallery = [
      {
        id: 'students-at-work',
        type: 'image',
        file: fileRef(photo.body),
        url: null,
        caption: { en: 'Students training a model', hi: 'मॉडल प्रशिक्षित करते विद्यार्थी' },
        alt: { en: 'Four students at a laptop', hi: 'लैपटॉप पर चार विद्यार्थी' },
        consentRecorded: false,
      },
    ];
    draft.faqs[0]!.answer = { en: 'Every tinkering lab team of classes 8 to 12 may join.', hi: 'कक्षा 8 से 12 की हर टिंकरिंग लैब टीम भाग ले सकती है।' };
    await saveDraft(draft).expect(200);

    // a photo of students waits for the consent tick
    const noConsent = await t.request().post('/api/admin/content/publish').set(bearer(admin)).expect(400);
    expect(noConsent.body.message).toBe(translate('api.content.consentMissing', { photos: '1' }));
    draft.gallery[0]!.consentRecorded = true;
    await saveDraft(draft).expect(200);
    const done = await t.request().post('/api/admin/content/publish').set(bearer(admin)).expect(200);
    expect(done.body.data).toMatchObject({ draftChanged: false, published: { version: 2 } });
    await t.request().post('/api/admin/content/publish').set(bearer(admin)).expect(409);

    const now = await published();
    expect(now.links.lms).toBe('https://lms.kvs-hackathon.test/bootcamp');
    expect(now.faqs[0]!.answer.en).toBe('Every tinkering lab team of classes 8 to 12 may join.');
    // the document and the photo's web sizes are served to anyone, for a year
    const served = await t.request().get(`/api/content/files/${pdf.body.data.fileId}`).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const width of GALLERY_WIDTHS) {
      const image = await t.request().get(`/api/content/files/${photo.body.data.fileId}/${width}.webp`).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect((await sharp(image.body as Buffer).metadata()).width).toBe(width);
    }
    // the photo was written again: no camera metadata left the server
    const original = await t.request().get(`/api/content/files/${photo.body.data.fileId}`).buffer(true).expect(200);
    expect((await sharp(original.body as Buffer).metadata()).exif).toBeUndefined();
    await t.request().get(`/api/content/files/${photo.body.data.fileId}/123.webp`).expect(404);

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.published'), eq(auditLog.entityId, '2')));
    expect(audit).toMatchObject({ entityType: 'content', actorRole: 'admin' });
    expect(Object.keys(audit!.after ?? {}).sort()).toEqual(['documents', 'faqs', 'gallery', 'links']);
    expect((audit!.before as { links: SiteContent['links'] }).links.lms).toBe(before.links.lms);

    // the chat answers from the published FAQ
    const chat = await t.request().post('/api/ai-chat/send-message').send({ message: 'Can a tinkering lab team join?' }).expect(200);
    expect(chat.body.data.response).toContain('Every tinkering lab team of classes 8 to 12 may join.');

    const rolled = await t.request().post('/api/admin/content/rollback').set(bearer(admin)).expect(200);
    expect(rolled.body.data.published).toMatchObject({ version: 3 });
    expect(await published()).toEqual(before);
    const versions = (await t.request().get('/api/admin/content/versions').set(bearer(admin)).expect(200)).body.data;
    expect(versions.map((v: { version: number; restoredFrom: number | null }) => [v.version, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // the replaced document stays in the history
    const history = (await t.request().get('/api/admin/content/files?purpose=document:assessment').set(bearer(admin)).expect(200)).body.data;
    expect(history).toEqual([expect.objectContaining({ fileId: pdf.body.data.fileId, originalName: 'Assessment Guidelines.pdf', purpose: 'document:assessment:en' })]);
    // nothing earlier than the first edition
    await t.request().post('/api/admin/content/rollback').set(bearer(admin)).expect(409);
  });

  it('refuses new sign-ups while registration is closed, and only then', async () => {
    const content = await published();
    await saveDraft({ ...content, registration: { ...content.registration, open: false } }).expect(200);
    await t.request().post('/api/admin/content/publish').set(bearer(admin)).expect(200);
    const refused = await t.request().post('/api/auth/register').send({ schoolCode: '1001' }).expect(423);
    expect(refused.body).toMatchObject({ success: false, message: API_MSG.registrationClosed, error: 'REGISTRATION_CLOSED' });
    await t.request().post('/api/registration/initiate').send({ schoolCode: '1001' }).expect(423);
    await t.request().post('/api/auth/send-otp').send({ email: 'someone@example.test' }).expect(423);
    // signing in is not a sign-up
    const login = await t.request().post('/api/auth/login').send({ email: 'nobody@example.test', password: 'Wrong-password-1' });
    expect(login.status).not.toBe(423);

    await saveDraft(content).expect(200);
    await t.request().post('/api/admin/content/publish').set(bearer(admin)).expect(200);
    // open again: the body is checked as before (400 for missing fields, not 423)
    await t.request().post('/api/auth/register').send({ schoolCode: '1001' }).expect(400);
  });
});
