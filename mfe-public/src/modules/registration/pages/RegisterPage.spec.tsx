/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, translate } from '@hackathon/contracts';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, button, hasButton, helperText, ok, pageText, path, refuse, type as typeInto, until, type FakeReply, type RecordedRequest } from '@hackathon/ui/testing';
import RegisterPage from './RegisterPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const SCHOOLS: Record<string, object> = {
  '1001': { kvCode: '1001', kvName: 'PM SHRI KV No. 1 Delhi', district: 'New Delhi', state: 'DELHI', region: 'Delhi', zone: 'N', contactNumber: '', email: '' },
  '2002': { kvCode: '2002', kvName: 'KV Pune Cantonment', district: 'Pune', state: 'MAHARASHTRA', region: 'Mumbai', zone: 'W', contactNumber: '', email: '' },
};

/** The directory: the two schools above; 9999 makes the server fail; any other code is not there (404). */
function directory(request: RecordedRequest): FakeReply | undefined {
  const at = path(request);
  if (at === '/api/registration/check') return ok({ exists: false, registration: null });
  const code = /^\/api\/schools\/lookup\/(.+)$/.exec(at)?.[1];
  if (code === undefined) return undefined;
  if (code === '9999') return refuse(500, 'Internal server error');
  const school = SCHOOLS[code];
  return school ? ok(school) : refuse(404, 'School not found');
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Renders /register in the portal's providers; returns the clean-up. */
async function renderRegisterPage(): Promise<() => void> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <PortalProviders>
        <MemoryRouter initialEntries={['/register']}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>,
    ),
  );
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

const lookups = () => api.requests.filter((request) => path(request).startsWith('/api/schools/lookup/')).map((request) => path(request));
const codeField = () => field('schoolCode')!;
/** The looked-up school's details are read-only fields: their values, not text. */
const schoolShown = (name: string) => [...document.querySelectorAll('input')].some((input) => input.value === name);

async function findSchool(code: string) {
  await typeInto(codeField(), code);
  await act(async () => codeField().form!.requestSubmit());
}

/**
 * A click as a browser runs it: React renders the click's updates (a microtask) after the event's
 * listeners and BEFORE the button's default action (submitting its form). Inside act() jsdom would
 * render only after the default action, and hide what the page does in a browser.
 */
async function clickAsABrowser(element: HTMLElement) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const renderNow = () => flushSync(() => undefined);
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  document.addEventListener('click', renderNow);
  try {
    element.click();
  } finally {
    document.removeEventListener('click', renderNow);
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  await act(async () => undefined);
}

describe('registration: finding the school', () => {
  let cleanUp: () => void;

  beforeEach(async () => {
    api.reset(directory);
    cleanUp = await renderRegisterPage();
  });

  afterEach(() => cleanUp());

  it('Change clears the looked-up school and opens the code field, focused, for another code', async () => {
    await findSchool('1001');
    await until(() => schoolShown('PM SHRI KV No. 1 Delhi'), 'the school');
    expect(codeField().disabled).toBe(true);
    expect(field('fullName')).not.toBeNull();

    await clickAsABrowser(button(translate('public.reg.change')));

    // the form is not submitted again with the old code: the school and the form are gone, the field is open
    expect(lookups()).toEqual(['/api/schools/lookup/1001']);
    expect(schoolShown('PM SHRI KV No. 1 Delhi')).toBe(false);
    expect(field('fullName')).toBeNull();
    expect(codeField().disabled).toBe(false);
    expect(document.activeElement).toBe(codeField());
    expect(hasButton(translate('public.reg.findBtn'))).toBe(true);

    await findSchool('2002');
    await until(() => schoolShown('KV Pune Cantonment'), 'the other school');
    expect(lookups()).toEqual(['/api/schools/lookup/1001', '/api/schools/lookup/2002']);
  });

  it('says at the code field that a code is not in the directory, without the placeholder school or the form', async () => {
    await findSchool('1010');
    const notFound = translate('public.reg.notFound', { code: '1010' });
    await until(() => helperText(codeField().id) === notFound, 'the not-found message');

    expect(pageText()).not.toContain(MSG.fallbackKvData);
    expect(schoolShown('KV 1010')).toBe(false);
    expect(field('fullName')).toBeNull();
    expect(codeField().disabled).toBe(false);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeField());

    // a corrected code: the message goes, the school comes
    await findSchool('1001');
    expect(helperText(codeField().id)).toBe(translate('public.reg.codeHint'));
    await until(() => schoolShown('PM SHRI KV No. 1 Delhi'), 'the school');
    expect(field('fullName')).not.toBeNull();
  });

  it('keeps the placeholder school when the directory cannot answer (spec, section 8)', async () => {
    await findSchool('9999');
    await until(() => pageText().includes(MSG.fallbackKvData), 'the fallback notice');
    expect(schoolShown('KV 9999')).toBe(true);
    expect(field('fullName')).not.toBeNull();
    expect(helperText(codeField().id)).toBe(translate('public.reg.codeHint'));
  });
});
