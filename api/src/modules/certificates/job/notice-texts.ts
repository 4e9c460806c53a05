import { CERTIFICATE_KIND_LABEL, EVENT, translate, type CertificateKind } from '@hackathon/contracts';
import { escapeHtml } from '../../../common/html';
import type { AccountNotice } from '../../../kernel';
import type { MailMessage } from '../../../mail';
// the `mail.*` catalogue in both languages, wherever this is rendered
import '../../../kernel/locale';

/*
 * What a batch tells its holders (issue 28), in the current language: the job renders each in
 * the recipient's (`inLocale`). Students' certificates are told to their school admin (one mail
 * and bell per school, counting them) and to their team's bell; a mentor hears of its own; a
 * school's admin of the school's.
 */

export interface StudentsFacts {
  kind: CertificateKind;
  count: number;
  schoolCode: string;
  schoolName: string;
  /** The school dashboard. */
  url: string;
}

export interface MentorFacts {
  kind: CertificateKind;
  name: string;
  code: string;
  /** With an account: the mentor dashboard; without: the verification page of the certificate. */
  url: string;
  hasAccount: boolean;
}

function letter(to: string, name: string | null, subject: string, paragraphs: string[]): MailMessage {
  const greeting = name && name.trim() !== '' ? translate('mail.greeting.named', { name: name.trim() }) : translate('mail.greeting.anonymous');
  const parts = [greeting, ...paragraphs];
  const questions = translate('mail.footer.questions', { email: EVENT.contact.email });
  const text = `${parts.join('\n\n')}\n\n${questions}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${parts.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#555">${escapeHtml(questions)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** To a school admin: its students' new certificates, or (holderType school) the school's own. */
export function schoolMail(to: string, name: string | null, f: StudentsFacts, holderType: 'student' | 'school'): MailMessage {
  const values = { kind: CERTIFICATE_KIND_LABEL[f.kind], count: f.count, school: f.schoolName, schoolCode: f.schoolCode, url: f.url, event: EVENT.name };
  if (holderType === 'school') {
    return letter(to, name, translate('mail.certificates.school.subject', values), [translate('mail.certificates.school.body', values), translate('mail.certificates.school.next', values)]);
  }
  return letter(to, name, translate('mail.certificates.students.subject', values), [translate('mail.certificates.students.body', values), translate('mail.certificates.students.next', values)]);
}

export function schoolNotice(f: StudentsFacts, holderType: 'student' | 'school'): AccountNotice {
  const values = { kind: CERTIFICATE_KIND_LABEL[f.kind], count: f.count, school: f.schoolName };
  const key = holderType === 'school' ? 'school' : 'students';
  return { title: translate(`mail.certificates.notice.${key}.title`), message: translate(`mail.certificates.notice.${key}.message`, values), type: 'success', priority: 'medium' };
}

export function teamNotice(kind: CertificateKind, teamName: string, count: number): AccountNotice {
  return {
    title: translate('mail.certificates.notice.team.title'),
    message: translate('mail.certificates.notice.team.message', { kind: CERTIFICATE_KIND_LABEL[kind], team: teamName, count }),
    type: 'success',
    priority: 'medium',
  };
}

export function mentorMail(to: string, f: MentorFacts): MailMessage {
  const values = { kind: CERTIFICATE_KIND_LABEL[f.kind], name: f.name, code: f.code, url: f.url, event: EVENT.name };
  const next = f.hasAccount ? translate('mail.certificates.mentor.next', values) : translate('mail.certificates.mentor.noAccount', values);
  return letter(to, f.name, translate('mail.certificates.mentor.subject', values), [translate('mail.certificates.mentor.body', values), next]);
}

export function mentorNotice(kind: CertificateKind): AccountNotice {
  return {
    title: translate('mail.certificates.notice.mentor.title'),
    message: translate('mail.certificates.notice.mentor.message', { kind: CERTIFICATE_KIND_LABEL[kind] }),
    type: 'success',
    priority: 'medium',
  };
}
