import { askModel, completionsUrl, systemPrompt } from './llm-client';
import type { Passage } from './knowledge/passages';

const passage: Passage = { id: 'faq-3', label: 'From the FAQ ("What is the registration fee?")', source: { title: 'FAQ' }, title: 'fee', text: 'INR 50,000 per school.' };
const settings = { url: 'http://llm.test/v1', apiKey: null, model: 'm', timeoutMs: 1000 };
const reply = (status: number, body: string) => (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('chat model client', () => {
  it('appends /chat/completions unless the URL names it', () => {
    expect(completionsUrl('https://api.example/v1')).toBe('https://api.example/v1/chat/completions');
    expect(completionsUrl('https://api.example/v1/chat/completions')).toBe('https://api.example/v1/chat/completions');
  });

  it('grounds the model in the numbered passages with their citations, and says what to do without one', () => {
    const prompt = systemPrompt([passage]);
    expect(prompt).toContain('[1] From the FAQ ("What is the registration fee?")\nINR 50,000 per school.');
    expect(prompt).toContain('Answer ONLY from the numbered passages');
    expect(systemPrompt([])).toContain('(no passage matched the question)');
  });

  it('returns the answer, or null for an error status, a body that is not JSON, or an empty answer', async () => {
    const ok = JSON.stringify({ choices: [{ message: { content: '  INR 50,000.  ' } }] });
    expect(await askModel(settings, 'fee?', [], [passage], reply(200, ok))).toBe('INR 50,000.');
    expect(await askModel(settings, 'fee?', [], [passage], reply(500, ok))).toBeNull();
    expect(await askModel(settings, 'fee?', [], [passage], reply(200, '<html>'))).toBeNull();
    expect(await askModel(settings, 'fee?', [], [passage], reply(200, JSON.stringify({ choices: [] })))).toBeNull();
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await askModel(settings, 'fee?', [], [passage], offline)).toBeNull();
  });
});
