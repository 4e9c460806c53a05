// TEMPORARY (refactor helper): snapshot of DTO validation + swagger schemas. Deleted after use.
import { writeFileSync } from 'node:fs';
import { RegisterDto } from '../src/modules/auth/dto/register.dto';
import { CreateRegistrationDto } from '../src/modules/registration/dto/create-registration.dto';
import { UpdateRegistrationDto } from '../src/modules/registration/dto/update-registration.dto';
import { createValidationPipe } from '../src/common/validation';
import { createTestApp } from './support';

const long = (n: number) => 'x'.repeat(n);
const bodies: Record<string, unknown>[] = [
  {},
  { schoolCode: 1, fullName: 2, email: 3, contactNumber: 4, password: 5, confirmPassword: 6, termsAccepted: 'yes', registrationSource: 7, registrationMethod: 8, registrationStatus: 'bogus', schoolDetails: 'str', registrationMetadata: 'x', updatedAt: 'nope' },
  { schoolCode: long(21), fullName: long(101), email: 'bad', contactNumber: '12', password: 'weak', confirmPassword: 'other', termsAccepted: false, registrationSource: long(51), registrationMethod: long(51), schoolDetails: { a: long(5000) }, registrationMetadata: { termsAccepted: 'x', registrationSource: long(51), registrationTimestamp: 'bad' } },
  { schoolCode: '  1001 ', fullName: ' Asha ', email: ' A@B.ORG ', contactNumber: ' 9876543210 ', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass', termsAccepted: true, registrationSource: ' s ', registrationMethod: 'm', schoolDetails: { a: 1 }, registrationMetadata: { termsAccepted: true, registrationSource: 'x' }, updatedAt: '2025-08-20T10:00:00.000Z', registrationStatus: 'approved' },
  { schoolCode: '1001', fullName: 'A', email: 'a@b.org', contactNumber: '9876543210', password: 'Str0ng!Pass', termsAccepted: true, extra: 1, updatedAt: '2025-08-20T10:00:00.000Z' },
  { fullName: null, email: null, contactNumber: null, termsAccepted: null, schoolDetails: null, registrationMetadata: null, updatedAt: '2025-08-20T10:00:00.000Z' },
  { fullName: '', email: '', contactNumber: '', schoolCode: '', password: '', updatedAt: '' },
  { email: 'bad', registrationStatus: 'bogus', updatedAt: '2025-08-20T10:00:00.000Z' },
  { schoolCode: '1001', fullName: 'A', email: 'a@b.org', contactNumber: '9876543210', password: 'Str0ng!Pass', confirmPassword: 'Nope!Pass1', termsAccepted: true },
];

it('snapshots', async () => {
  const pipe = createValidationPipe();
  const out: Record<string, unknown> = {};
  for (const [name, metatype] of Object.entries({ RegisterDto, CreateRegistrationDto, UpdateRegistrationDto })) {
    out[name] = [];
    for (const body of bodies) {
      try {
        const v = await pipe.transform(structuredClone(body), { type: 'body', metatype });
        (out[name] as unknown[]).push({ ok: JSON.parse(JSON.stringify(v)), meta: v.registrationMetadata?.constructor?.name ?? null });
      } catch (e) {
        (out[name] as unknown[]).push({ err: (e as { getResponse(): unknown }).getResponse() });
      }
    }
  }
  const t = await createTestApp();
  const doc = (await t.request().get('/api/docs-json').expect(200)).body;
  await t.close();
  out.schemas = Object.fromEntries(Object.entries(doc.components.schemas).filter(([k]) => /Regist/.test(k)));
  out.paths = Object.fromEntries(Object.entries(doc.paths).filter(([k]) => /regist/.test(k)));
  writeFileSync(process.env.SNAP_OUT!, JSON.stringify(out, null, 1));
});
