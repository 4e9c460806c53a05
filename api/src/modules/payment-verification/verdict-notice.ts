import { EVENT, type PaymentVerdictAction } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import type { AccountNotice } from '../../kernel';
import { escapeHtml } from '../../common/html';

/** What the school is told about the verdict on its payment (mail and bell). */
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
  const school = `${f.kvName} (${f.kvCode})`;
  const greeting = f.name && f.name.trim() !== '' ? `Hello ${f.name.trim()},` : 'Hello,';
  const proof = [
    f.referenceNumber ? `Reference number: ${f.referenceNumber}` : null,
    f.receiptNumber ? `Receipt number: ${f.receiptNumber}` : null,
  ].filter((line): line is string => line !== null);
  const out = [greeting];
  if (f.action === 'verify') {
    out.push(`The payment proof of ${school} for the ${EVENT.name} has been verified. Your registration fee is confirmed; nothing more is needed.`);
  } else {
    out.push(`The payment proof of ${school} for the ${EVENT.name} has been rejected.`, `Reason: ${f.reason ?? ''}`);
  }
  if (proof.length > 0) out.push(proof.join('\n'));
  if (f.notes) out.push(`Note from the reviewer: ${f.notes}`);
  out.push(
    f.action === 'verify'
      ? `You can see the status in the Payment tab of your school dashboard: ${f.dashboardUrl}`
      : `Please check the details and submit your payment proof again from the Payment tab of your school dashboard: ${f.dashboardUrl}`,
  );
  return out;
}

/** The mail to the school admin: its subject and plain text (what the mail preview shows) and an HTML twin. */
export function verdictMail(to: string, f: VerdictFacts): MailMessage {
  const subject = f.action === 'verify' ? `Payment verified - ${EVENT.name}` : `Payment rejected - ${EVENT.name}`;
  const parts = paragraphs(f);
  const text = `${parts.join('\n\n')}\n\nQuestions? Write to ${EVENT.contact.email}.\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${parts.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p style="font-size:12px;color:#555">Questions? Write to ${escapeHtml(EVENT.contact.email)}.</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The bell notification of the school admin's account. */
export function verdictNotice(f: VerdictFacts): AccountNotice {
  const school = `${f.kvName} (${f.kvCode})`;
  if (f.action === 'verify') {
    return { title: 'Payment verified', message: `The payment of ${school} has been verified. Your registration fee is confirmed.`, type: 'success', priority: 'medium' };
  }
  return {
    title: 'Payment rejected',
    // one full stop after the reason, whether or not the verifier typed one
    message: `The payment of ${school} has been rejected. Reason: ${(f.reason ?? '').replace(/[.!?\s]+$/, '')}. Please submit your payment proof again from the Payment tab.`,
    type: 'error',
    priority: 'high',
  };
}
