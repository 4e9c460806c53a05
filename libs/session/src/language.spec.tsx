import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MSG, STORAGE_KEYS } from '@hackathon/contracts';
import { cataloguesArriving, onLanguageChosen, registerCatalogue, restoreLanguage, setLanguage, useT } from './language';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// a namespace of this test's own: its English now, its Hindi through a loader like a remote's chunk
let hindiDownloads = 0;
let failNextDownload = false;
registerCatalogue('mail', { 'mail.test.greeting': ['Hello ', ['name']] }, async () => {
  hindiDownloads += 1;
  if (failNextDownload) {
    failNextDownload = false;
    throw new Error('offline');
  }
  return { default: { 'mail.test.greeting': ['नमस्ते ', ['name']] } };
});

function Greeting() {
  const t = useT();
  const [typed, setTyped] = useState('');
  return (
    <div>
      <p id="greeting">{t('mail.test.greeting' as never, { name: 'Asha' })}</p>
      <p id="spec-message">{MSG.loginSuccess}</p>
      <input id="typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </div>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  act(() => root.unmount());
  host.remove();
  await setLanguage('en', { chosen: false });
  localStorage.clear();
});

const text = (id: string) => document.getElementById(id)?.textContent;

describe('the language switch (issue 24)', () => {
  it('switches every text on the page with no reload and keeps what the reader typed', async () => {
    act(() => root.render(<Greeting />));
    expect(text('greeting')).toBe('Hello Asha');
    expect(text('spec-message')).toBe('Login successful!');
    // a value in a field survives the switch: the component re-renders, it is not mounted again
    const input = document.getElementById('typed') as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'typed before');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await act(() => setLanguage('hi'));
    expect(text('greeting')).toBe('नमस्ते Asha');
    expect(text('spec-message')).toMatch(/[\u0900-\u097F]/);
    expect((document.getElementById('typed') as HTMLInputElement).value).toBe('typed before');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');

    await act(() => setLanguage('en'));
    expect(text('greeting')).toBe('Hello Asha');
    expect(document.documentElement.lang).toBe('en');
  });

  it('downloads a namespace\'s Hindi once, and tells the listeners only of a reader\'s choice', async () => {
    const chosen: string[] = [];
    const stop = onLanguageChosen((locale) => chosen.push(locale));
    const before = hindiDownloads;
    await setLanguage('hi');
    await setLanguage('en');
    await setLanguage('hi', { chosen: false });
    stop();
    // the first test downloaded it; the switches back and forth fetch nothing again
    expect(hindiDownloads - before).toBe(0);
    expect(hindiDownloads).toBe(1);
    expect(chosen).toEqual(['hi', 'en']);
  });

  it('stays in the current language when a catalogue cannot be downloaded, and tries again at the next switch', async () => {
    registerCatalogue('dashboards', { 'dashboards.test.x': ['X'] }, async () => {
      if (failNextDownload) {
        failNextDownload = false;
        throw new Error('offline');
      }
      return { default: { 'dashboards.test.x': ['एक्स'] } };
    });
    failNextDownload = true;
    await expect(setLanguage('hi')).rejects.toThrow('offline');
    expect(document.documentElement.lang).not.toBe('hi');
    await setLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("restores the device's choice on the next visit", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    await restoreLanguage();
    act(() => root.render(<Greeting />));
    expect(text('greeting')).toBe('नमस्ते Asha');
    expect(document.documentElement.lang).toBe('hi');
  });
});

describe('what the server hears of the language, and when a Hindi page is ready', () => {
  it('keeps the choice in a cookie, so the first HTML of the next page comes in it', async () => {
    await setLanguage('hi');
    expect(document.cookie).toMatch(/(^|; )language=hi(;|$)/);
    await setLanguage('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
  });

  it('tells the shell when the Hindi of a namespace registered late (a remote) is still on its way', async () => {
    expect(cataloguesArriving()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    let deliver: () => void = () => undefined;
    registerCatalogue('team', { 'team.test.late': ['Late'] }, () => new Promise((resolve) => (deliver = () => resolve({ default: { 'team.test.late': ['देर से'] } }))));
    const arriving = cataloguesArriving();
    expect(arriving).not.toBeNull();
    let settled = false;
    void arriving!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    deliver();
    await arriving;
    expect(settled).toBe(true);
    expect(cataloguesArriving()).toBeNull();
  });
});

