import { CHAT_LIMITS, MSG } from '@hackathon/contracts';
import { canSend, CHAT_GREETING, conversationHistory, message, replyText } from './model';

describe('chat assistant rules', () => {
  it('cannot send blank text or while a reply is pending', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
    expect(canSend('hello', false)).toBe(true);
  });

  it('sends the history as text and isBot, without the local greeting', () => {
    const list = [message(CHAT_GREETING, true), message('hi', false), message('hello!', true)];
    expect(conversationHistory(list)).toEqual([
      { text: 'hi', isBot: false },
      { text: 'hello!', isBot: true },
    ]);
  });

  it('keeps the history within the server limits: the newest 20 messages, each cut to 1000 characters', () => {
    const list = [message(CHAT_GREETING, true), ...Array.from({ length: 30 }, (_, i) => message(i === 29 ? 'x'.repeat(1500) : `m${i}`, i % 2 === 1))];
    const history = conversationHistory(list);
    expect(history).toHaveLength(CHAT_LIMITS.historyMaxItems);
    expect(history[0]).toEqual({ text: 'm10', isBot: false });
    expect(history.at(-1)).toEqual({ text: 'x'.repeat(CHAT_LIMITS.historyItemMax), isBot: true });
  });

  it("reads data.response, else the spec's no-reply message", () => {
    expect(replyText({ response: 'The bootcamp starts on 1 September.' })).toBe('The bootcamp starts on 1 September.');
    expect(replyText({ response: '  ' })).toBe(MSG.chatNoReply);
    expect(replyText(null)).toBe(MSG.chatNoReply);
  });

  it('stamps messages', () => {
    expect(message('x', false, new Date('2025-10-01T10:00:00Z'))).toEqual({ text: 'x', isBot: false, timestamp: '2025-10-01T10:00:00.000Z' });
  });
});
