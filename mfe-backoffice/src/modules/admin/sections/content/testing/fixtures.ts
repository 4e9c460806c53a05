import { CONTENT_DOCUMENT_KEYS, type ContentWorkspace, type SiteContent } from '@hackathon/contracts';

const both = (en: string, hi: string) => ({ en, hi });

/** A valid content (what `siteContentProblems` accepts), small enough to read in a spec. */
export function siteContent(): SiteContent {
  const documents = Object.fromEntries(CONTENT_DOCUMENT_KEYS.map((key) => [key, { en: null, hi: null }])) as SiteContent['documents'];
  documents.rulebook = { en: { fileId: '0b7f6a4e-1111-4c3b-9d55-5a0c1f0e2a11', originalName: 'rulebook-2026.pdf', uploadedAt: '2026-01-05T10:00:00.000Z' }, hi: null };
  return {
    documents,
    links: {
      lms: 'https://lms.kvs-hackathon.test',
      lmsWalkthroughVideo: null,
      mentorFeedbackForm: 'https://forms.kvs-hackathon.test/mentors',
      paymentPage: 'https://onlinesbi.sbi/sbicollect/',
      paymentTutorialVideo: null,
      developerCredit: 'https://kvs-hackathon.test',
    },
    introVideoUrl: null,
    introPoster: null,
    gallery: [],
    timeline: [{ id: 'launch', mode: 'online', title: both('Launch', 'शुभारंभ'), date: both('1 Aug', '1 अगस्त'), description: both('The portal opens.', 'पोर्टल खुलता है।') }],
    faqs: [
      { id: 'faq-1', question: both('Who can take part?', 'कौन भाग ले सकता है?'), answer: both('Students of classes 6 to 12.', 'कक्षा 6 से 12 के छात्र।') },
      { id: 'faq-2', question: both('How big is a team?', 'टीम कितनी बड़ी होती है?'), answer: both('Up to five students.', 'अधिकतम पाँच छात्र।') },
    ],
    prizes: [{ level: both('National', 'राष्ट्रीय'), items: [both('Trophy', 'ट्रॉफ़ी')] }],
    contact: { email: 'support@kvs-hackathon.test', helpline: '+91 11 2686 4114', address: both('New Delhi', 'नई दिल्ली'), supportHours: both('10:00 to 17:00', '10:00 से 17:00') },
    notices: {
      chatbox: both('Use the chatbox for the event only.', 'चैटबॉक्स केवल कार्यक्रम के लिए।'),
      lockMentors: both('Mentors are locked.', 'मेंटर लॉक हैं।'),
      lockTeams: both('Teams are locked.', 'टीमें लॉक हैं।'),
      signOut: both('Sign out of the LMS.', 'LMS से लॉगआउट करें।'),
    },
    countdown: { target: '2026-11-02T23:59:00+05:30', label: both('Registration closes in', 'पंजीकरण बंद होने में') },
    registration: { open: true, deadline: both('2 November 2026', '2 नवंबर 2026'), currentStatus: both('Registration is open', 'पंजीकरण खुला है') },
    stats: { schools: { mode: 'announced', value: 913 }, teams: { mode: 'live', value: 0 }, zones: { mode: 'announced', value: 5 } },
  };
}

/** The workspace of `GET /admin/content`: version 3 published, the draft as given. */
export function workspace(draft: SiteContent = siteContent(), draftChanged = false): ContentWorkspace {
  return {
    draft,
    draftUpdatedAt: draftChanged ? '2026-01-06T09:00:00.000Z' : null,
    draftChanged,
    published: { version: 3, publishedAt: '2026-01-05T12:30:00.000Z', hash: 'abc123', content: siteContent() },
  };
}
