import { linkify, renderMailboxPage } from './dev-mailbox.page';

describe('dev mailbox page', () => {
  it('turns URLs into links and escapes the rest', () => {
    expect(linkify('Go to https://a.test/x?y=1&z=2 now <b>')).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a> now &lt;b&gt;',
    );
    expect(linkify('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('renders an empty mailbox', () => {
    expect(renderMailboxPage([])).toContain('No mail yet.');
  });
});
