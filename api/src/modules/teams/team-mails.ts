import { EVENT } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import { escapeHtml } from '../../common/html';

/** The team reset link mail: plain text and a simple HTML twin. */
export function teamResetMail(to: string, teamName: string, teamId: string, link: string): MailMessage {
  const lines = [
    `Hello ${teamName},`,
    `We received a request to reset the password of team ${teamId}. Open the link below to choose a new password.`,
    'The link is valid for 1 hour and can be used once.',
    'If you did not ask for this, you can ignore this email; the team password stays the same.',
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${lines.slice(0, 2).map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1a4d8f;color:#fff;text-decoration:none;border-radius:4px">Reset team password</a></p>
<p style="font-size:12px;color:#555">Or copy this link into your browser: ${escapeHtml(link)}</p>
${lines.slice(2).map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:12px;color:#555">Questions? Write to ${escapeHtml(EVENT.contact.email)}.</p>
</body></html>`;
  return {
    to,
    subject: `Reset your team password - ${EVENT.name}`,
    text: `${lines[0]}\n\n${lines[1]}\n\nReset the team password: ${link}\n\n${lines[2]}\n${lines[3]}\n`,
    html,
  };
}
