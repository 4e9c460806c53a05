#!/usr/bin/env node
/**
 * Writes the documents the portal ships (shell/public/docs/*.pdf) from the event configuration
 * (libs/contracts/src/event.ts), in plain PDF syntax: no dependency, deterministic output.
 *
 *   node tools/docs/make-pdfs.mjs [outDir]
 *
 * Every EVENT.documents entry with a path gets a file; an entry without a content builder fails
 * the script, so a new document cannot be published without content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

/** Loads the contracts' TypeScript source with the installed compiler (no build step needed). */
function loadContracts() {
  const ts = require(path.join(root, 'node_modules/typescript'));
  const srcDir = path.join(root, 'libs/contracts/src');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  for (const file of fs.readdirSync(srcDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
    const source = fs.readFileSync(path.join(srcDir, file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    });
    fs.writeFileSync(path.join(outDir, file.replace(/\.ts$/, '.js')), outputText);
  }
  try {
    return require(path.join(outDir, 'index.js'));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- layout
const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES = {
  title: { font: 'F2', size: 22, lead: 30 },
  subtitle: { font: 'F1', size: 13, lead: 20 },
  h1: { font: 'F2', size: 15, lead: 24 },
  h2: { font: 'F2', size: 12, lead: 18 },
  body: { font: 'F1', size: 11, lead: 15 },
  small: { font: 'F1', size: 9, lead: 12 },
};

/** Keeps the text inside WinAnsi and escapes PDF string delimiters. */
function pdfString(text) {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20B9/g, 'INR ')
    .replace(/[^\x20-\x7E]/g, '');
  return ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Helvetica is about half an em wide on average; wrap conservatively. */
function wrap(text, size, width) {
  const maxChars = Math.floor(width / (size * 0.52));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A document is a list of blocks: { style, text, indent?, bullet? } | { pageBreak: true } | { space }.
 * Returns pages as arrays of positioned text runs.
 */
function layout(blocks) {
  const pages = [[]];
  const bottom = PAGE.margin + 30;
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    pages.push([]);
    y = PAGE.height - PAGE.margin;
  };
  for (const block of blocks) {
    if (block.pageBreak) {
      newPage();
      continue;
    }
    if (block.space) {
      y -= block.space;
      continue;
    }
    const style = STYLES[block.style ?? 'body'];
    const indent = (block.indent ?? 0) + (block.bullet ? 14 : 0);
    const lines = wrap(block.text, style.size, PAGE.width - 2 * PAGE.margin - indent);
    // headings never sit alone at the bottom of a page
    const keep = block.style === 'h1' || block.style === 'h2' ? style.lead * 3 : style.lead;
    if (y - keep < bottom) newPage();
    lines.forEach((text, index) => {
      if (y - style.lead < bottom) newPage();
      y -= style.lead;
      const x = PAGE.margin + (block.indent ?? 0);
      if (block.bullet && index === 0) pages[pages.length - 1].push({ font: 'F1', size: style.size, x, y, text: '-' });
      pages[pages.length - 1].push({ font: style.font, size: style.size, x: x + (block.bullet ? 14 : 0), y, text });
    });
    if (block.style === 'h1') y -= 2;
  }
  return pages.filter((page) => page.length > 0);
}

function pageStream(runs, footer) {
  const ops = [];
  for (const run of [...runs, ...footer]) {
    ops.push(`BT /${run.font} ${run.size} Tf ${run.x.toFixed(2)} ${run.y.toFixed(2)} Td (${pdfString(run.text)}) Tj ET`);
  }
  // a rule under the header area and above the footer
  ops.push(`0.75 G 0.5 w ${PAGE.margin} ${PAGE.margin + 18} m ${PAGE.width - PAGE.margin} ${PAGE.margin + 18} l S`);
  return ops.join('\n');
}

/** Serialises pages to a complete PDF 1.4 file with a correct cross-reference table. */
function buildPdf(title, pages, footerText) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const fontRegular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const fontBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${pdfString(title)}) /Producer (tools/docs/make-pdfs.mjs) >>`);
  const pageIds = pages.map((runs, index) => {
    const footer = [
      { font: 'F1', size: 9, x: PAGE.margin, y: PAGE.margin, text: footerText },
      { font: 'F1', size: 9, x: PAGE.width - PAGE.margin - 60, y: PAGE.margin, text: `Page ${index + 1} of ${pages.length}` },
    ];
    const content = pageStream(runs, footer);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------- content
const h1 = (text) => ({ style: 'h1', text });
const h2 = (text) => ({ style: 'h2', text });
const p = (text) => ({ style: 'body', text });
const li = (text) => ({ style: 'body', text, bullet: true });
const gap = (space = 8) => ({ space });
const pageBreak = { pageBreak: true };

/** The event runs on Indian Standard Time. */
function istDateTime(iso) {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso));
}

function cover(EVENT, title, subtitle) {
  return [
    gap(120),
    { style: 'subtitle', text: `${EVENT.name} ${EVENT.edition}` },
    gap(6),
    { style: 'title', text: title },
    gap(6),
    { style: 'subtitle', text: subtitle },
    gap(40),
    p(`Organised by ${EVENT.organiser}.`),
    p(EVENT.tagline + '.'),
    gap(24),
    p(`Support: ${EVENT.contact.email} | Helpline ${EVENT.contact.helpline} | ${EVENT.contact.supportHours}`),
    p(EVENT.contact.address),
    pageBreak,
  ];
}

function timelineBlocks(EVENT) {
  return EVENT.timeline.flatMap((entry) => [h2(`${entry.title} (${entry.mode})`), p(entry.date), p(entry.description), gap(4)]);
}

function prizeBlocks(EVENT) {
  return EVENT.prizes.flatMap((prize) => [h2(`${prize.level} level`), ...prize.items.map(li), gap(4)]);
}

function eligibilityBlocks(EVENT, LIMITS) {
  return [
    li(`Students of ${EVENT.eligibility.grades} may take part.`),
    li(`Junior category: classes ${[8, 9, 10].join(', ')}. Senior category: classes 11 and 12.`),
    li(`A team has ${LIMITS.minTeamMembers} to ${EVENT.eligibility.maxStudentsPerTeam} students and exactly one team leader.`),
    li(`A school may register up to ${LIMITS.maxTeamsPerSchool} teams and should expect about ${LIMITS.expectedStudentsPerSchool} students.`),
    li(`At least ${EVENT.eligibility.minMentors} mentors from the school are expected. ${EVENT.eligibility.mentorRule}`),
    li(`Registration fee: ${EVENT.fee.display} ${EVENT.fee.note}.`),
  ];
}

function supportBlocks(EVENT) {
  return [
    h1('Help and support'),
    p(`Email: ${EVENT.contact.email}`),
    p(`Helpline: ${EVENT.contact.helpline} (${EVENT.contact.supportHours})`),
    p(`Office: ${EVENT.contact.address}`),
  ];
}

const BUILDERS = {
  rulebook: ({ EVENT, LIMITS }) => [
    ...cover(EVENT, 'Competition Rulebook', 'Rules of participation, rounds, evaluation and awards'),
    h1('1. About the hackathon'),
    p(`${EVENT.name} is a national competition in artificial intelligence and machine learning for school students. Teams learn in two online bootcamps, then compete in preliminary, regional, zonal and national rounds.`),
    h1('2. Eligibility'),
    ...eligibilityBlocks(EVENT, LIMITS),
    h1('3. Registration'),
    li(`The school administrator registers the school on the portal, verifies the email address and signs in.`),
    li(`Registration closes on ${EVENT.registrationDeadline}.`),
    li(`The fee is paid once per school by any of: ${EVENT.paymentMethods.join(', ')}. The proof of payment is uploaded on the school dashboard and verified by the organisers.`),
    li('The school administrator creates the teams and their passwords; each team signs in with its Team ID.'),
    h1('4. Rounds and dates'),
    ...timelineBlocks(EVENT),
    h1('5. Conduct'),
    li('Using the class chatbox for non-class purposes during the bootcamp means being marked absent, attendance nullified and disqualification from the hackathon.'),
    li('Team members sign out of the learning site before logging in to the other category (Junior or Senior).'),
    li('Work submitted must be the team\'s own. Plagiarism or impersonation leads to disqualification.'),
    li(`Teams join every online session ${EVENT.arriveEarlyMinutes} minutes before the scheduled time.`),
    h1('6. Evaluation'),
    p('Each round is scored out of 100 by the jury. Teams that qualify in a round advance to the next; the top teams of the zonal rounds reach the National Finale, a 48-hour hackathon.'),
    h1('7. Prizes and awards'),
    ...prizeBlocks(EVENT),
    ...supportBlocks(EVENT),
  ],
  bootcamp: ({ EVENT, LIMITS }) => [
    ...cover(EVENT, 'Bootcamp Guidelines', 'How the Foundation and Advanced Bootcamps run'),
    h1('1. Structure'),
    ...EVENT.timeline.filter((e) => /Bootcamp/.test(e.title)).flatMap((e) => [h2(e.title), p(`${e.date} (${e.mode})`), p(e.description)]),
    h1('2. Who attends'),
    ...eligibilityBlocks(EVENT, LIMITS),
    h1('3. Attendance'),
    li(`Join each session ${EVENT.arriveEarlyMinutes} minutes early with your Team ID at hand.`),
    li('Attendance is recorded per session and counts towards qualification.'),
    li('Using the class chatbox for non-class purposes during the bootcamp means being marked absent, attendance nullified and disqualification from the hackathon.'),
    h1('4. Learning site'),
    p(`Sessions and assignments are on the learning site (${EVENT.lmsUrl}).`),
    li('Sign out of the learning site before logging in to the other category (Junior or Senior).'),
    li('Mentors follow the progress of their teams and help them keep to the schedule.'),
    h1('5. After the bootcamp'),
    ...EVENT.nextSteps.map((step, index) => p(`${index + 1}. ${step}`)),
    ...supportBlocks(EVENT),
  ],
  bootcampSchedule: ({ EVENT }) => [
    ...cover(EVENT, 'Bootcamp Schedule', `Key dates of the ${EVENT.edition} edition`),
    h1('Schedule at a glance'),
    ...timelineBlocks(EVENT),
    h1('Session times'),
    p('Each school\'s junior and senior cohort dates and time slots are shown on the school dashboard under Schedule.'),
    li(`Arrive ${EVENT.arriveEarlyMinutes} minutes before each session.`),
    li(`The Advanced Bootcamp closes on ${istDateTime(EVENT.countdownTarget)} (IST).`),
    ...supportBlocks(EVENT),
  ],
  lms: ({ EVENT }) => [
    ...cover(EVENT, 'LMS Walkthrough', 'Using the learning site during the bootcamps'),
    h1('1. Signing in'),
    li(`Open ${EVENT.lmsUrl}.`),
    li('Sign in with the team credentials shared by your school administrator.'),
    li('Team users must sign out of the learning site before logging in to the other category (Junior or Senior).'),
    h1('2. Finding your course'),
    li('Your dashboard lists the bootcamp course of your category.'),
    li('Each module has a recorded lesson, notes and a short quiz.'),
    h1('3. Live sessions'),
    li(`Join live sessions from the course page ${EVENT.arriveEarlyMinutes} minutes early.`),
    li('Use the class chatbox only for questions about the class.'),
    h1('4. Submitting work'),
    li('Upload assignments before the deadline shown on the module.'),
    li('Resubmissions replace the previous file until the deadline.'),
    p(`A video walkthrough is available at ${EVENT.lmsWalkthroughVideoUrl}.`),
    ...supportBlocks(EVENT),
  ],
  schoolAdminLogin: ({ EVENT, LIMITS }) => [
    ...cover(EVENT, 'School Admin Login Guide', 'Registering the school and using the school dashboard'),
    h1('1. Register the school'),
    li('Open the portal and choose Register. Enter the school code; the school details are filled in from the national directory.'),
    li(`Enter your full name, email address, a ${LIMITS.contactDigits}-digit contact number and a strong password (at least ${LIMITS.strongPasswordMin} characters with uppercase, lowercase, a number and a special character).`),
    li('Accept the terms and submit.'),
    h1('2. Verify your email'),
    li('Open the verification email and follow its link (valid for 24 hours).'),
    li(`Not received? Check the spam folder, then use Resend on the verification page (up to ${LIMITS.resendVerificationMax} times).`),
    h1('3. Sign in'),
    li('Choose Login, then School Admin Login, and sign in with your email and password.'),
    li(`Forgot the password? Use Forgot password: a ${LIMITS.otpDigits}-digit code valid for ${LIMITS.otpValiditySeconds / 60} minutes is emailed to you.`),
    h1('4. The school dashboard'),
    li(`Mentors (up to ${LIMITS.maxMentorsPerSchool}) and teams (up to ${LIMITS.maxTeamsPerSchool}) of the school are listed with their details.`),
    li('Submit the proof of payment and follow its verification status.'),
    li('See the schedule of the school\'s cohorts and change team passwords.'),
    ...supportBlocks(EVENT),
  ],
  teamLogin: ({ EVENT, LIMITS }) => [
    ...cover(EVENT, 'Team Login Guide', 'Signing in as a student team'),
    h1('1. Your Team ID'),
    p(`The Team ID is made of the region initial, the school code, the category (JR or SR) and a team number from ${LIMITS.teamNumberMin} to ${LIMITS.teamNumberMax}, for example N1234JR2.`),
    h1('2. Signing in'),
    li('Choose Login, then Team Login.'),
    li('Enter the Team ID and the password given by your school administrator.'),
    li('The team dashboard shows your members, mentor, schedule and results. It is view-only.'),
    h1('3. Password help'),
    li('Ask your school administrator to change the team password, or use the reset link emailed to the team.'),
    li('A team password has at least 6 characters with an uppercase letter, a lowercase letter and a number.'),
    h1('4. Good practice'),
    li('Sign out of the learning site before logging in to the other category (Junior or Senior).'),
    li('Do not share the team password outside the team.'),
    ...supportBlocks(EVENT),
  ],
  paymentGuide: ({ EVENT, LIMITS }) => [
    ...cover(EVENT, 'How to Pay', 'Paying the registration fee and submitting the proof'),
    h1('1. The fee'),
    p(`${EVENT.fee.display} ${EVENT.fee.note}.`),
    h1('2. Paying'),
    li(`Pay through the collection page (${EVENT.paymentCollectionUrl}) by any of: ${EVENT.paymentMethods.join(', ')}.`),
    li('Keep the reference number (or merchant ID) and the receipt or UTR number.'),
    h1('3. Submitting the proof'),
    li('Sign in as school administrator and open Payment on the dashboard.'),
    li('Enter your full name, the reference number or merchant ID and the receipt or UTR number.'),
    li(`Upload the receipt as JPEG, JPG, PNG, GIF or PDF, smaller than ${LIMITS.receiptMaxBytes / 1024 / 1024} MB.`),
    h1('4. Verification'),
    li('The status shows Pending Verification until the organisers check the payment.'),
    li('A verified payment shows its verification date; a rejected one shows the reason and can be submitted again.'),
    ...supportBlocks(EVENT),
  ],
};

function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'shell/public/docs'));
  const { EVENT, LIMITS } = loadContracts();
  fs.mkdirSync(outDir, { recursive: true });
  for (const doc of EVENT.documents) {
    if (!doc.path) continue;
    const build = BUILDERS[doc.key];
    if (!build) throw new Error(`No content for document "${doc.key}" (${doc.path}); add a builder in tools/docs/make-pdfs.mjs`);
    const pages = layout(build({ EVENT, LIMITS }));
    const pdf = buildPdf(doc.name, pages, `${EVENT.name} ${EVENT.edition} - ${doc.name}`);
    const file = path.join(outDir, path.basename(doc.path));
    fs.writeFileSync(file, pdf);
    console.log(`${path.relative(root, file)}: ${pages.length} pages, ${pdf.length} bytes`);
  }
}

main();
