/** The chat assistant on the landing page answers from the event's own knowledge. */
import { MSG } from '@hackathon/contracts';
import { expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

describe('chat assistant', () => {
  test('"What is the registration fee?" is answered with INR 50,000', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open AI assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'AI assistant' });
    await expectVisible(chat);
    await chat.getByRole('textbox', { name: 'Message' }).fill('What is the registration fee?');
    await chat.getByRole('button', { name: 'Send' }).click();

    const messages = chat.getByTestId('chat-messages');
    await expectVisible(messages.locator('[data-from="user"]').filter({ hasText: 'What is the registration fee?' }));
    // the greeting is the first bot message; the answer is the second
    const answer = messages.locator('[data-from="bot"]').nth(1);
    await answer.waitFor({ state: 'visible', timeout: 30_000 });
    const text = await answer.innerText();
    expect(text).not.toContain(MSG.chatUnavailable);
    expect(text).toContain('50,000');
    await expectNoSeriousA11yViolations(page, 'AI assistant dialog', DIALOG);
  });
});
