import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml('Kendriya Vidyalaya – ç $1')).toBe('Kendriya Vidyalaya – ç $1');
  });
});
