import { API_MSG, EVENT } from '@hackathon/contracts';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { buildPassages } from './knowledge/passages';
import { localAnswer, MIN_COVERAGE, selectPassages } from './local-answer';

const index = new KnowledgeIndex(buildPassages());
const ask = (question: string) => localAnswer(question, index.find(question));
const dontKnow = API_MSG.chatDontKnow(EVENT.contact.email, EVENT.contact.helpline, EVENT.contact.supportHours);

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
