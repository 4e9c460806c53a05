import { EVENT, LIMITS, translate } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import { escapeHtml } from '../../common/html';
// the `mail.*` catalogue in both languages, wherever this is rendered (the API, a spec, a script)
import '../../kernel/locale';

/**
 * The account mails: a clear subject, a plain-text body and a simple HTML twin, in the current
 * language (the request's, or the recipient's under `inLocale`): every text is a `mail.*` key.
 */

/** 'Hello Asha,' or 'Hello,'. */
function greeting(name: string | null | undefined): string {
  return name && name.trim() !== '' ? translate('mail.greeting.named', { name: name.trim() }) : translate('mail.greeting.anonymous');
}

/** The event's name, for the `{event}` of the messages (a proper name, the same in both languages). */
const event = () => ({ event: EVENT.name });

/** Paragraphs are escaped text, or `{ html }` for a fragment built here from safe values. */
function htmlPage(paragraphs: Array<string | { html: string }>, action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : p.html)).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1a4d8f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(translate('mail.footer.copyLink', { url: action.url }))}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${body}
${button}
<p style="font-size:12px;color:#555">${escapeHtml(translate('mail.footer.questions', { email: EVENT.contact.email }))}</p>
</body></html>`;
}

export function verificationMail(to: string, name: string | null, link: string): MailMessage {
  const lines = [
    greeting(name),
    translate('mail.verification.intro', event()),
    translate('mail.verification.validity'),
    translate('mail.verification.notYou'),
  ];
  return {
    to,
    subject: translate('mail.verification.subject', event()),
    text: `${lines[0]}\n\n${lines[1]}\n\n${translate('mail.verification.linkLine', { link })}\n\n${lines[2]}\n${lines[3]}\n`,
    html: htmlPage(lines, { label: translate('mail.verification.button'), url: link }),
  };
}

/** The texts of a mailed code: its subject, the line naming the code (text), the line before it (HTML), and what to do if it was not asked for. */
interface CodeTexts {
  subject: string;
  codeLine: string;
  codeIntro: string;
  notAsked: string;
}

/** A mailed 6-digit code (valid LIMITS.otpValiditySeconds): what it is for, and what to do if it was not asked for. */
function codeMail(to: string, name: string | null, otp: string, what: CodeTexts): MailMessage {
  const minutes = LIMITS.otpValiditySeconds / 60;
  const lines = [greeting(name), what.codeLine, translate('mail.code.validity', { minutes }), what.notAsked];
  return {
    to,
    subject: what.subject,
    text: lines.join('\n\n') + '\n',
    html: htmlPage([
      lines[0],
      what.codeIntro,
      { html: `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(otp)}</p>` },
      lines[2],
      lines[3],
    ]),
  };
}

export function otpMail(to: string, name: string | null, otp: string): MailMessage {
  return codeMail(to, name, otp, {
    subject: translate('mail.otp.subject', event()),
    codeLine: translate('mail.otp.codeLine', { otp }),
    codeIntro: translate('mail.otp.codeIntro'),
    notAsked: translate('mail.reset.notAsked'),
  });
}

/** The code to a registering address (`POST /auth/send-otp`, `/registration/initiate`): the address has no account yet. */
export function registrationCodeMail(to: string, otp: string): MailMessage {
  return codeMail(to, null, otp, {
    subject: translate('mail.registrationCode.subject', event()),
    codeLine: translate('mail.registrationCode.codeLine', { ...event(), otp }),
    codeIntro: translate('mail.registrationCode.codeIntro', event()),
    notAsked: translate('mail.registrationCode.notAsked'),
  });
}

export function resetLinkMail(to: string, name: string | null, link: string): MailMessage {
  const lines = [
    greeting(name),
    translate('mail.resetLink.intro'),
    translate('mail.link.validOneHour'),
    translate('mail.reset.notAsked'),
  ];
  return {
    to,
    subject: translate('mail.resetLink.subject', event()),
    text: `${lines[0]}\n\n${lines[1]}\n\n${translate('mail.resetLink.linkLine', { link })}\n\n${lines[2]}\n${lines[3]}\n`,
    html: htmlPage(lines, { label: translate('mail.resetLink.button'), url: link }),
  };
}

/** The invitation to a mentor's portal account (issue 26): a link to set the password, valid 72 hours, single use. */
export function mentorInvitationMail(to: string, name: string | null, school: string, link: string, loginUrl: string): MailMessage {
  const lines = [
    greeting(name),
    translate('mail.mentorInvitation.intro', { ...event(), school }),
    translate('mail.mentorInvitation.validity'),
    translate('mail.mentorInvitation.signIn', { loginUrl }),
    translate('mail.mentorInvitation.notYou'),
  ];
  return {
    to,
    subject: translate('mail.mentorInvitation.subject', event()),
    text: `${lines[0]}\n\n${lines[1]}\n\n${translate('mail.mentorInvitation.linkLine', { link })}\n\n${lines[2]}\n${lines[3]}\n\n${lines[4]}\n`,
    html: htmlPage(lines, { label: translate('mail.mentorInvitation.button'), url: link }),
  };
}

/** A judge's invitation (issue 27): the link sets the password of the judge's account. */
export function judgeInvitationMail(to: string, name: string | null, link: string, loginUrl: string): MailMessage {
  const lines = [
    greeting(name),
    translate('mail.judgeInvitation.intro', event()),
    translate('mail.judgeInvitation.validity'),
    translate('mail.mentorInvitation.signIn', { loginUrl }),
    translate('mail.judgeInvitation.notYou'),
  ];
  return {
    to,
    subject: translate('mail.judgeInvitation.subject', event()),
    text: `${lines[0]}\n\n${lines[1]}\n\n${translate('mail.mentorInvitation.linkLine', { link })}\n\n${lines[2]}\n${lines[3]}\n\n${lines[4]}\n`,
    html: htmlPage(lines, { label: translate('mail.mentorInvitation.button'), url: link }),
  };
}

/** Someone tried to register with an address that already has an account (the API answers as for a new one). */
export function alreadyRegisteredMail(to: string, name: string | null, loginUrl: string, resetUrl: string): MailMessage {
  const lines = [
    greeting(name),
    translate('mail.alreadyRegistered.intro', event()),
    translate('mail.alreadyRegistered.ifYou', { loginUrl, resetUrl }),
    translate('mail.alreadyRegistered.notYou'),
  ];
  return {
    to,
    subject: translate('mail.alreadyRegistered.subject', event()),
    text: lines.join('\n\n') + '\n',
    html: htmlPage([lines[0], lines[1], lines[3]], { label: translate('mail.alreadyRegistered.button'), url: loginUrl }),
  };
}

/** Who the sign-in code is for, and where the sign-in came from (LoginService's second step). */
export interface SignInCodeContext {
  /** The account's own name for the mail: its email address or username. */
  account: string;
  /** The client address as the API saw it (`req.ip`). */
  from: string;
  at: Date;
  /** Minutes the code stays valid. */
  minutes: number;
  /** Where the owner changes a password (the forgot-password page). */
  resetUrl: string;
}

function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The second step of a sign-in under attack: the code, and the news that someone who knows the
 * password is signing in from a new place. `toOwner` false: the account has no address of its own
 * (the super admin, region admins) and the mail goes to the platform admin, who hands it on.
 */
export function signInCodeMail(to: string, name: string | null, code: string, context: SignInCodeContext, toOwner: boolean): MailMessage {
  const where = { account: context.account, from: context.from, at: utcMinute(context.at) };
  const [hello, intro, validity, warning] = toOwner
    ? [
        greeting(name),
        translate('mail.signInCode.owner.intro', where),
        translate('mail.code.validity', { minutes: context.minutes }),
        translate('mail.signInCode.owner.warning', { resetUrl: context.resetUrl }),
      ]
    : [
        greeting(null),
        translate('mail.signInCode.admin.intro', where),
        translate('mail.signInCode.admin.validity', { minutes: context.minutes }),
        translate('mail.signInCode.admin.warning'),
      ];
  return {
    to,
    subject: translate('mail.signInCode.subject', { ...event(), account: context.account }),
    text: [hello, `${intro} ${code}`, validity, warning].join('\n\n') + '\n',
    html: htmlPage([hello, intro, { html: `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>` }, validity, warning]),
  };
}

/**
 * The owner's news that the account is under attack (LoginService's second step, a wrong password
 * refused by the cap): sign-ins from new places now need a code, the usual place is not affected.
 * `toOwner` false: the account has no address of its own and the platform admin is told instead.
 */
export function underAttackMail(to: string, name: string | null, context: Pick<SignInCodeContext, 'account' | 'at' | 'resetUrl'>, toOwner: boolean): MailMessage {
  const when = { account: context.account, at: utcMinute(context.at) };
  const lines = [
    greeting(toOwner ? name : null),
    toOwner ? translate('mail.underAttack.owner.intro', when) : translate('mail.underAttack.admin.intro', when),
    toOwner ? translate('mail.underAttack.owner.advice', { resetUrl: context.resetUrl }) : translate('mail.underAttack.admin.advice'),
  ];
  return {
    to,
    subject: translate('mail.underAttack.subject', { ...event(), account: context.account }),
    text: lines.join('\n\n') + '\n',
    html: htmlPage(lines),
  };
}
