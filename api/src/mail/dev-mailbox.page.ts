import type { NextFunction, Request, Response } from 'express';
import type { MailboxEntry } from './dev-mailbox.service';
import { isLocalDirectRequest } from './local-request';
import { escapeHtml } from '../common/html';

/** Escapes the text and turns http(s) URLs into links. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function renderMailboxPage(mails: MailboxEntry[]): string {
  const items = mails
    .map(
      (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)}</span><time datetime="${m.sentAt}">${escapeHtml(m.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.5rem; }
  .mail { border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  .mail header { display: flex; gap: 1rem; flex-wrap: wrap; align-items: baseline; }
  .mail header span, .mail time { color: #6b7280; font-size: 0.9rem; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Mail the portal would have sent, newest first. This page exists only when no SMTP server is configured and outside production.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/**
 * Express handler for GET /dev/mailbox (outside the /api prefix, so mounted on the adapter). A
 * caller not at this machine falls through to the 404 that a missing route gives.
 */
export function mailboxPageHandler(list: () => Promise<MailboxEntry[]>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isLocalDirectRequest(req)) return next();
    try {
      const html = renderMailboxPage(await list());
      res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(html);
    } catch {
      res.status(503).type('text').send('The mailbox is unavailable: the database did not answer.');
    }
  };
}
