import { API_MSG, EVENT } from '@hackathon/contracts';
import { inLocale } from '../../kernel';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { buildPassages } from './knowledge/passages';
import { localAnswer, MIN_COVERAGE, questionLanguage, selectPassages } from './local-answer';

const index = new KnowledgeIndex(buildPassages());
const ask = (question: string) => localAnswer(question, index.find(question));
const dontKnow = API_MSG.chatDontKnow(EVENT.contact.email, EVENT.contact.helpline, EVENT.contact.supportHours);

/** The Hindi knowledge, asked as the service asks it: in Hindi. */
const hindiIndex = new KnowledgeIndex(buildPassages('hi'), 'hi');
const askInHindi = (question: string) => inLocale('hi', () => localAnswer(question, hindiIndex.find(question)));
const hindiDontKnow = inLocale('hi', () => API_MSG.chatDontKnow(EVENT.contact.email, EVENT.contact.helpline, EVENT.contact.supportHours));
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('the local assistant', () => {
  it('answers the fee question with INR 50,000 per school, from the FAQ first', () => {
    const reply = ask('What is the registration fee?');
    expect(reply.response.startsWith('From the FAQ ("What is the registration fee?"): INR 50,000 per school')).toBe(true);
    expect(reply.sources?.[0]).toEqual({ title: 'FAQ: What is the registration fee?' });
  });

  it('answers when the national finale is: 18-19 Dec in Delhi, from the timeline', () => {
    const reply = ask('When is the national finale?');
    expect(reply.response).toMatch(/^From the event timeline: National Finale: 18-19 Dec 2025, Delhi/);
    expect(reply.sources).toEqual([{ title: 'Event timeline' }]);
  });

  it('answers the team size and the prizes', () => {
    expect(ask('What is the maximum team size?').response).toContain('At most 5 students per team.');
    const prizes = ask('What are the prizes?').response;
    expect(prizes).toMatch(/^From Prizes & Awards: /);
    expect(prizes).toContain('1st: INR 25,000, 2nd: INR 15,000, 3rd: INR 10,000');
  });

  it('cites document sections with their number', () => {
    const reply = ask('What happens if we misuse the class chatbox?');
    expect(reply.response).toMatch(/^Competition Rulebook, section 5\. Conduct: Using the class chatbox for non-class purposes/);
    expect(reply.sources?.[0]).toEqual({ title: 'Competition Rulebook, section 5. Conduct', path: '/docs/rulebook.pdf' });
  });

  it('says honestly that it does not know an off-topic question, and where to get help', () => {
    for (const question of ['What is the capital of France?', 'Who won the football world cup?', 'What is the weather in Delhi?', 'How do I bake a cake for the hackathon?']) {
      expect(ask(question)).toEqual({ response: dontKnow, sources: [] });
    }
    expect(dontKnow).toContain(EVENT.contact.email);
    expect(dontKnow).toContain(EVENT.contact.helpline);
  });

  it('answers Hindi written in Latin letters (Hinglish) on an English page in English: the fee and the mentor rule', () => {
    expect(ask('fees kitni hai?').response).toContain('From the FAQ ("What is the registration fee?"): INR 50,000 per school');
    const mentors = ask('contract teacher mentor ban sakta hai?');
    expect(mentors.response).toContain('Only permanent teachers of the school may be mentors.');
    expect(mentors.sources?.[0]).toEqual({ title: 'FAQ: How many mentors does a school need?' });
    // the same question in English
    expect(ask('Can a contract teacher be a mentor?').response).toContain('Only permanent teachers of the school may be mentors.');
  });

  it('answers a Hindi question in Hindi from the Hindi knowledge, and Hinglish on a Hindi page in Hindi', () => {
    const fee = askInHindi('शुल्क कितना है?');
    expect(fee.response).toContain('अक्सर पूछे जाने वाले प्रश्नों से ("पंजीकरण शुल्क कितना है?"): ₹50,000 प्रति विद्यालय');
    expect(fee.sources).toContainEqual({ title: 'अक्सर पूछे जाने वाले प्रश्न: पंजीकरण शुल्क कितना है?' });
    const mentors = askInHindi('क्या संविदा शिक्षक मेंटर बन सकता है?');
    expect(mentors.response).toContain('केवल विद्यालय के स्थायी शिक्षक ही मेंटर हो सकते हैं।');
    for (const reply of [fee, mentors]) expect(reply.response).not.toMatch(/\b(From|the|FAQ)\b/);
    expect(askInHindi('fees kitni hai?').response).toContain('₹50,000 प्रति विद्यालय');
    expect(askInHindi('contract teacher mentor ban sakta hai?').response).toContain('केवल विद्यालय के स्थायी शिक्षक ही मेंटर हो सकते हैं।');
    expect(askInHindi('राष्ट्रीय फ़िनाले कब है?').response).toContain('18-19 दिसंबर 2025, दिल्ली');
    expect(askInHindi('पुरस्कार क्या हैं?').response).toContain('प्रथम: ₹25,000');
    expect(askInHindi('हेल्पलाइन नंबर क्या है?').response).toContain(EVENT.contact.helpline);
  });

  it('says honestly in Hindi that it does not know an off-topic Hindi question', () => {
    for (const question of ['फ्रांस की राजधानी क्या है?', 'आज दिल्ली का मौसम कैसा है?', 'क्रिकेट विश्व कप किसने जीता?']) {
      expect(askInHindi(question)).toEqual({ response: hindiDontKnow, sources: [] });
    }
    expect(hindiDontKnow).toMatch(DEVANAGARI);
    expect(hindiDontKnow).toContain(EVENT.contact.email);
    expect(hindiDontKnow).not.toBe(dontKnow);
  });

  it('answers in Hindi when the question has Devanagari letters, otherwise in the language of the request', () => {
    expect(questionLanguage('शुल्क कितना है?')).toBe('hi');
    expect(questionLanguage('fees kitni hai?')).toBe('en');
    expect(inLocale('hi', () => questionLanguage('fees kitni hai?'))).toBe('hi');
    expect(inLocale('en', () => questionLanguage('UTR क्या है?'))).toBe('hi');
    expect(askInHindi('नमस्ते जी').response).toBe(inLocale('hi', () => API_MSG.chatHello));
    expect(askInHindi('बहुत धन्यवाद!').response).toBe(inLocale('hi', () => API_MSG.chatThanks));
    expect(ask('namaste ji').response).toBe(API_MSG.chatHello);
    expect(ask('shukriya').response).toBe(API_MSG.chatThanks);
  });

  it('greets and thanks without searching', () => {
    expect(ask('Hello!').response).toBe(API_MSG.chatHello);
    expect(ask('thank you so much')).toEqual({ response: API_MSG.chatThanks, sources: [] });
  });

  it('quotes at most three passages, never the same sentence twice, never one below the coverage bar', () => {
    const passage = (id: string, text: string) => ({ id, label: id, source: { title: id }, title: id, text });
    const hits = [
      { passage: passage('a', 'INR 50,000 per school, one time.'), score: 10, coverage: 1 },
      { passage: passage('b', 'Registration fee: INR 50,000 per school, one time.'), score: 9, coverage: 1 },
      { passage: passage('c', 'Pay by UPI or NEFT.'), score: 8, coverage: 1 },
      { passage: passage('d', 'Deadline 25 Aug.'), score: 7, coverage: 0.8 },
      { passage: passage('e', 'Zonal rounds.'), score: 7, coverage: 0.95 },
      { passage: passage('f', 'Unrelated.'), score: 50, coverage: MIN_COVERAGE - 0.01 },
    ];
    expect(selectPassages(hits).map((h) => h.passage.id)).toEqual(['a', 'c', 'e']);
    expect(selectPassages(hits.slice(5))).toEqual([]);
  });
});
