import { LIMITS } from '../constants';
import { EVENT, type EventDocument } from '../event';
import { formatDateTime } from '../format/date';
import { gap, h1, h2, li, p, pageBreak, type DocBlock } from './blocks';

/**
 * The content of every published document (EVENT.documents with a path), built from the event
 * configuration. The first page is a cover; numbered h1 headings are the sections the chat cites.
 */

function cover(title: string, subtitle: string): DocBlock[] {
  return [
    gap(120),
    { kind: 'text', style: 'subtitle', text: `${EVENT.name} ${EVENT.edition}` },
    gap(6),
    { kind: 'text', style: 'title', text: title },
    gap(6),
    { kind: 'text', style: 'subtitle', text: subtitle },
    gap(40),
    p(`Organised by ${EVENT.organiser}.`),
    p(EVENT.tagline + '.'),
    gap(24),
    p(`Support: ${EVENT.contact.email} | Helpline ${EVENT.contact.helpline} | ${EVENT.contact.supportHours}`),
    p(EVENT.contact.address),
    pageBreak,
  ];
}

function timelineBlocks(): DocBlock[] {
  return EVENT.timeline.flatMap((entry) => [h2(`${entry.title} (${entry.mode})`), p(entry.date), p(entry.description), gap(4)]);
}

function prizeBlocks(): DocBlock[] {
  return EVENT.prizes.flatMap((prize) => [h2(`${prize.level} level`), ...prize.items.map(li), gap(4)]);
}

function eligibilityBlocks(): DocBlock[] {
  return [
    li(`Students of ${EVENT.eligibility.grades} may take part.`),
    li(`Junior category: classes ${[8, 9, 10].join(', ')}. Senior category: classes 11 and 12.`),
    li(`A team has ${LIMITS.minTeamMembers} to ${EVENT.eligibility.maxStudentsPerTeam} students and exactly one team leader.`),
    li(`A school may register up to ${LIMITS.maxTeamsPerSchool} teams and should expect about ${LIMITS.expectedStudentsPerSchool} students.`),
    li(`At least ${EVENT.eligibility.minMentors} mentors from the school are expected. ${EVENT.eligibility.mentorRule}`),
    li(`Registration fee: ${EVENT.fee.display} ${EVENT.fee.note}.`),
  ];
}

function supportBlocks(): DocBlock[] {
  return [
    h1('Help and support'),
    p(`Email: ${EVENT.contact.email}`),
    p(`Helpline: ${EVENT.contact.helpline} (${EVENT.contact.supportHours})`),
    p(`Office: ${EVENT.contact.address}`),
  ];
}

type DocumentKey = EventDocument['key'];

const CONTENT: Partial<Record<DocumentKey, () => DocBlock[]>> = {
  rulebook: () => [
    ...cover('Competition Rulebook', 'Rules of participation, rounds, evaluation and awards'),
    h1('1. About the hackathon'),
    p(`${EVENT.name} is a national competition in artificial intelligence and machine learning for school students. Teams learn in two online bootcamps, then compete in preliminary, regional, zonal and national rounds.`),
    h1('2. Eligibility'),
    ...eligibilityBlocks(),
    h1('3. Registration'),
    li(`The school administrator registers the school on the portal, verifies the email address and signs in.`),
    li(`Registration closes on ${EVENT.registrationDeadline}.`),
    li(`The fee is paid once per school by any of: ${EVENT.paymentMethods.join(', ')}. The proof of payment is uploaded on the school dashboard and verified by the organisers.`),
    li('The school administrator creates the teams and their passwords; each team signs in with its Team ID.'),
    h1('4. Rounds and dates'),
    ...timelineBlocks(),
    h1('5. Conduct'),
    li('Using the class chatbox for non-class purposes during the bootcamp means being marked absent, attendance nullified and disqualification from the hackathon.'),
    li('Team members sign out of the learning site before logging in to the other category (Junior or Senior).'),
    li("Work submitted must be the team's own. Plagiarism or impersonation leads to disqualification."),
    li(`Teams join every online session ${EVENT.arriveEarlyMinutes} minutes before the scheduled time.`),
    h1('6. Evaluation'),
    p('Each round is scored out of 100 by the jury. Teams that qualify in a round advance to the next; the top teams of the zonal rounds reach the National Finale, a 48-hour hackathon.'),
    h1('7. Prizes and awards'),
    ...prizeBlocks(),
    ...supportBlocks(),
  ],
  bootcamp: () => [
    ...cover('Bootcamp Guidelines', 'How the Foundation and Advanced Bootcamps run'),
    h1('1. Structure'),
    ...EVENT.timeline.filter((e) => /Bootcamp/.test(e.title)).flatMap((e) => [h2(e.title), p(`${e.date} (${e.mode})`), p(e.description)]),
    h1('2. Who attends'),
    ...eligibilityBlocks(),
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
    ...supportBlocks(),
  ],
  bootcampSchedule: () => [
    ...cover('Bootcamp Schedule', `Key dates of the ${EVENT.edition} edition`),
    h1('Schedule at a glance'),
    ...timelineBlocks(),
    h1('Session times'),
    p("Each school's junior and senior cohort dates and time slots are shown on the school dashboard under Schedule."),
    li(`Arrive ${EVENT.arriveEarlyMinutes} minutes before each session.`),
    li(`The Advanced Bootcamp closes on ${formatDateTime(EVENT.countdownTarget)} (IST).`),
    ...supportBlocks(),
  ],
  lms: () => [
    ...cover('LMS Walkthrough', 'Using the learning site during the bootcamps'),
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
    ...supportBlocks(),
  ],
  schoolAdminLogin: () => [
    ...cover('School Admin Login Guide', 'Registering the school and using the school dashboard'),
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
    li("See the schedule of the school's cohorts and change team passwords."),
    ...supportBlocks(),
  ],
  teamLogin: () => [
    ...cover('Team Login Guide', 'Signing in as a student team'),
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
    ...supportBlocks(),
  ],
  paymentGuide: () => [
    ...cover('How to Pay', 'Paying the registration fee and submitting the proof'),
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
    ...supportBlocks(),
  ],
};

/** The blocks of a document, or null when it has no content yet (it cannot be published then). */
export function documentBlocks(key: DocumentKey): DocBlock[] | null {
  const build = CONTENT[key];
  return build ? build() : null;
}

/** The published documents (with a path) and their content; throws when one has no content. */
export function publishedDocuments(): Array<{ doc: EventDocument; blocks: DocBlock[] }> {
  return EVENT.documents
    .filter((doc) => doc.path !== null)
    .map((doc) => {
      const blocks = documentBlocks(doc.key);
      if (!blocks) throw new Error(`No content for document "${doc.key}" (${doc.path}); add it in libs/contracts/src/knowledge/documents.ts`);
      return { doc, blocks };
    });
}
