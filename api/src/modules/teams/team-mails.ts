import { EVENT, translate } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import { escapeHtml } from '../../common/html';
// the `mail.*` catalogue in both languages, wherever this is rendered (the API, a spec, a script)
import '../../kernel/locale';

/** The team reset link mail: plain text and a simple HTML twin, in the current language (the request's). */
export function teamResetMail(to: string, teamName: string, teamId: string, link: string): MailMessage {
  const lines = [
    translate('mail.greeting.named', { name: teamName }),
    translate('mail.teamReset.intro', { teamId }),
    translate('mail.link.validOneHour'),
    translate('mail.teamReset.notAsked'),
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${lines.slice(0, 2).map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1a4d8f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(translate('mail.teamReset.button'))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(translate('mail.footer.copyLink', { url: link }))}</p>
${lines.slice(2).map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:12px;color:#555">${escapeHtml(translate('mail.footer.questions', { email: EVENT.contact.email }))}</p>
</body></html>`;
  return {
    to,
    subject: translate('mail.teamReset.subject', { event: EVENT.name }),
    text: `${lines[0]}\n\n${lines[1]}\n\n${translate('mail.teamReset.linkLine', { link })}\n\n${lines[2]}\n${lines[3]}\n`,
    html,
  };
}
