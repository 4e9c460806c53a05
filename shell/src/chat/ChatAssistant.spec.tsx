import { act } from 'react';
import { pageHarness } from '../testing/pageHarness';
import { ChatAssistant } from './ChatAssistant';

const fab = () => document.querySelector('button.MuiFab-root') as HTMLButtonElement;
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;

async function settle() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
}

describe('ChatAssistant', () => {
  const page = pageHarness();

  it('takes focus when opened, keeps it inside, and gives it back to the button on Escape', async () => {
    await page.render(
      <>
        <button type="button">Go to next page</button>
        <ChatAssistant />
      </>,
    );
    expect(fab().getAttribute('aria-label')).toBe('Open AI assistant');
    await act(async () => {
      fab().focus();
      fab().click();
    });
    await settle();
    const chat = dialog();
    expect(chat?.getAttribute('aria-label')).toBe('AI assistant');
    expect(chat?.getAttribute('aria-modal')).toBe('true');
    expect(chat?.contains(document.activeElement)).toBe(true);

    // focus that wanders out of the dialog is brought back
    const outside = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Go to next page') as HTMLButtonElement;
    await act(async () => outside.focus());
    await settle();
    expect(chat?.contains(document.activeElement)).toBe(true);

    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(fab());
  });

  it('gives focus back to the button when closed with its close button', async () => {
    await page.render(<ChatAssistant />);
    await act(async () => fab().click());
    await settle();
    const close = dialog()?.querySelector('button[aria-label="Close chat"]') as HTMLButtonElement;
    await act(async () => close.click());
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(fab());
  });
});
