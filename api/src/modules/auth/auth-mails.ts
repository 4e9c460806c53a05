import { EVENT, LIMITS } from '@hackathon/contracts';
import type { MailMessage } from '../../mail';
import { escapeHtml } from '../../common/html';

/** The account mails: a clear subject, a plain-text body and a simple HTML twin. */

function greeting(name: string | null | undefined): string {
  return name && name.trim() !== '' ? `Hello ${name.trim()},` : 'Hello,';
}

/** Paragraphs are escaped text, or `{ html }` for a fragment built here from safe values. */
function htmlPage(paragraphs: Array<string | { html: string }>, action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : p.html)).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1a4d8f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555">Or copy this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2 style="color:#1a4d8f">${escapeHtml(EVENT.name)}</h2>
${body}
${button}
<p style="font-size:12px;color:#555">Questions? Write to ${escapeHtml(EVENT.contact.email)}.</p>
</body></html>`;
}

export function verificationMail(to: string, name: string | null, link: string): MailMessage {
  const lines = [
    greeting(name),
    `Thank you for registering your school for the ${EVENT.name}. Please confirm your email address to activate your school admin account.`,
    'The link is valid for 24 hours and can be used once.',
    'If you did not register, you can ignore this email.',
  ];
  return {
    to,
    subject: `Verify your email address - ${EVENT.name}`,
    text: `${lines[0]}\n\n${lines[1]}\n\nVerify your email: ${link}\n\n${lines[2]}\n${lines[3]}\n`,
    html: htmlPage(lines, { label: 'Verify email address', url: link }),
  };
}

/** A mailed 6-digit code (valid LIMITS.otpValiditySeconds): what it is for, and what to do if it was not asked for. */
function codeMail(to: string, name: string | null, otp: string, what: { subject: string; code: string; notAsked: string }): MailMessage {
  const minutes = LIMITS.otpValiditySeconds / 60;
  const lines = [greeting(name), `Your ${what.code} is ${otp}.`, `It is valid for ${minutes} minutes and can be used once. Never share it with anyone.`, what.notAsked];
  return {
    to,
    subject: `${what.subject} - ${EVENT.name}`,
    text: lines.join('\n\n') + '\n',
    html: htmlPage([
      lines[0],
      `Your ${what.code} is:`,
      { html: `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(otp)}</p>` },
      lines[2],
      lines[3],
    ]),
  };
}

export function otpMail(to: string, name: string | null, otp: string): MailMessage {
  return codeMail(to, name, otp, {
    subject: 'Your password reset code',
    code: 'password reset code',
    notAsked: 'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  });
}

/** The code to a registering address (`POST /auth/send-otp`, `/registration/initiate`): the address has no account yet. */
export function registrationCodeMail(to: string, otp: string): MailMessage {
  return codeMail(to, null, otp, {
    subject: 'Your email verification code',
    code: `email verification code for registering your school for the ${EVENT.name}`,
    notAsked: 'If you did not start a registration, you can ignore this email; nothing is created without the code.',
  });
}

export function resetLinkMail(to: string, name: string | null, link: string): MailMessage {
  const lines = [
    greeting(name),
    'We received a request to reset the password of your account. Open the link below to choose a new password.',
    'The link is valid for 1 hour and can be used once.',
    'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  ];
  return {
    to,
    subject: `Reset your password - ${EVENT.name}`,
    text: `${lines[0]}\n\n${lines[1]}\n\nReset your password: ${link}\n\n${lines[2]}\n${lines[3]}\n`,
    html: htmlPage(lines, { label: 'Reset password', url: link }),
  };
}

/** Someone tried to register with an address that already has an account (the API answers as for a new one). */
export function alreadyRegisteredMail(to: string, name: string | null, loginUrl: string, resetUrl: string): MailMessage {
  const lines = [
    greeting(name),
    `Someone just tried to register a school for the ${EVENT.name} with this email address, which already has an account. No new account was created.`,
    `If it was you, sign in at ${loginUrl}. If you forgot your password, reset it at ${resetUrl}.`,
    'If it was not you, you can ignore this email; your account is unchanged.',
  ];
  return {
    to,
    subject: `You already have an account - ${EVENT.name}`,
    text: lines.join('\n\n') + '\n',
    html: htmlPage([lines[0], lines[1], lines[3]], { label: 'Sign in', url: loginUrl }),
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
  const where = `from the address ${context.from} at ${utcMinute(context.at)}`;
  const [hello, intro, validity, warning] = toOwner
    ? [
        greeting(name),
        `Someone is signing in to your account (${context.account}) with the right password ${where}, a place it has not signed in from before, while many wrong passwords for it are being tried. To finish signing in there, enter this code with the password:`,
        `It is valid for ${context.minutes} minutes and can be used once. Never share it with anyone.`,
        `If this was not you, someone knows your password: do not use the code, and change your password now at ${context.resetUrl}.`,
      ]
    : [
        greeting(null),
        `Someone is signing in to the back-office account "${context.account}" with the right password ${where}, a place it has not signed in from before, while many wrong passwords for it are being tried. That account has no email address of its own, so its sign-in code comes to you, the platform admin:`,
        `Give it only to the account's holder, after checking who is asking (for example by phone). It is valid for ${context.minutes} minutes and can be used once.`,
        "If the holder did not ask for it, someone else knows the account's password: set a new one for it.",
      ];
  return {
    to,
    subject: `Sign-in code for ${context.account} - ${EVENT.name}`,
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
  const whose = toOwner ? `your account (${context.account})` : `the back-office account "${context.account}"`;
  const lines = [
    greeting(toOwner ? name : null),
    `Many wrong passwords for ${whose} have been tried from several places (as of ${utcMinute(context.at)}). Sign-ins from the places it usually signs in from work as before; a sign-in from anywhere else now also needs a code that we email ${toOwner ? 'to you' : 'to you, the platform admin'}.`,
    toOwner
      ? `Nothing is needed from you if your password is strong and only you know it. If it may be known to someone else, change it now at ${context.resetUrl}.`
      : `If the account's password may be known to someone else, set a new one for it.`,
  ];
  return {
    to,
    subject: `Sign-ins to ${context.account} are being refused - ${EVENT.name}`,
    text: lines.join('\n\n') + '\n',
    html: htmlPage(lines),
  };
}
