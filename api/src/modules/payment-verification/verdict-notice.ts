import { EVENT, translate, type PaymentVerdictAction } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import type { AccountNotice } from '../../kernel';
import { escapeHtml } from '../../common/html';
// the `mail.*` catalogue in both languages, wherever this is rendered (the API, a spec, a script)
import '../../kernel/locale';

/**
 * What the school is told about the verdict on its payment (mail and bell), in the current
 * language: the caller renders them in the school admin's (`inLocale`), not the verifier's.
 */
export interface VerdictFacts {
  action: PaymentVerdictAction;
  kvCode: string;
  kvName: string;
  /** The school admin's name, for the greeting (blank: 'Hello,'). */
  name: string | null;
  /** Of the payment proof the verdict is on (null for a registration without a submission row). */
  referenceNumber: string | null;
  receiptNumber: string | null;
  /** Required for a rejection. */
  reason: string | null;
  notes: string | null;
  /** The school dashboard, where the Payment tab shows the status. */
  dashboardUrl: string;
}

/** The paragraphs of the mail, in order (the text and the HTML say the same). */
function paragraphs(f: VerdictFacts): string[] {
  const school = { kvName: f.kvName, kvCode: f.kvCode, event: EVENT.name };
  const greeting = f.name && f.name.trim() !== '' ? translate('mail.greeting.named', { name: f.name.trim() }) : translate('mail.greeting.anonymous');
  const proof = [
    f.referenceNumber ? translate('mail.verdict.referenceNumber', { referenceNumber: f.referenceNumber }) : null,
    f.receiptNumber ? translate('mail.verdict.receiptNumber', { receiptNumber: f.receiptNumber }) : null,
  ].filter((line): line is string => line !== null);
  const out = [greeting];
  if (f.action === 'verify') {
    out.push(translate('mail.verdict.verified', school));
  } else {
    out.push(translate('mail.verdict.rejected', school), translate('mail.verdict.reason', { reason: f.reason ?? '' }));
  }
  if (proof.length > 0) out.push(proof.join('\n'));
  if (f.notes) out.push(translate('mail.verdict.notes', { notes: f.notes }));
  out.push(
    f.action === 'verify'
      ? translate('mail.verdict.verifiedNext', { url: f.dashboardUrl })
      : translate('mail.verdict.rejectedNext', { url: f.dashboardUrl }),
  );
  return out;
}

/** The mail to the school admin: its subject and plain text (what the mail preview shows) and an HTML twin. */
export function verdictMail(to: string, f: VerdictFacts): MailMessage {
  const subject = translate(f.action === 'verify' ? 'mail.verdict.subject.verified' : 'mail.verdict.subject.rejected', { event: EVENT.name });
  const parts = paragraphs(f);
  const questions = translate('mail.footer.questions', { email: EVENT.contact.email });
  const text = `${parts.join('\n\n')}\n\n${questions}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${parts.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p style="font-size:12px;color:#555">${escapeHtml(questions)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The bell notification of the school admin's account. */
export function verdictNotice(f: VerdictFacts): AccountNotice {
  const school = { kvName: f.kvName, kvCode: f.kvCode };
  if (f.action === 'verify') {
    return { title: translate('mail.verdict.notice.verified.title'), message: translate('mail.verdict.notice.verified.message', school), type: 'success', priority: 'medium' };
  }
  return {
    title: translate('mail.verdict.notice.rejected.title'),
    // one full stop after the reason, whether or not the verifier typed one
    message: translate('mail.verdict.notice.rejected.message', { ...school, reason: (f.reason ?? '').replace(/[.!?\s।]+$/, '') }),
    type: 'error',
    priority: 'high',
  };
}
