import { processTerm, queryTerms, stem, terms } from './terms';

describe('chat terms', () => {
  it('reduces plurals only', () => {
    expect(['fees', 'prizes', 'categories', 'classes', 'boxes', 'status', 'bus', 'fee'].map(stem)).toEqual(['fee', 'prize', 'category', 'class', 'box', 'status', 'bus', 'fee']);
  });

  it('drops words that carry no topic and folds case and accents', () => {
    expect(terms("What's the Registration FEE, please?")).toEqual(['registration', 'fee']);
    expect(processTerm('Café')).toBe('cafe');
    expect(processTerm('the')).toBeNull();
    expect(terms('How many students can be in a team?')).toEqual(['student', 'team']);
  });

  it("maps everyday words to the documents' words, the word itself first", () => {
    expect(queryTerms('team size cost')).toEqual([
      { term: 'team', variants: ['team'] },
      { term: 'size', variants: ['size', 'student', 'member'] },
      { term: 'cost', variants: ['cost', 'fee'] },
    ]);
  });

  it('keeps Devanagari vowel signs, folds the nukta and the chandrabindu, reduces Hindi plurals and drops Hindi filler words', () => {
    expect(terms('क्या संविदा शिक्षक मेंटर बन सकता है?')).toEqual(['संविदा', 'शिक्षक', 'मेंटर']);
    expect(terms('शुल्क कितना है?')).toEqual(['शुल्क']);
    expect(processTerm('फ़ीस')).toBe(processTerm('फीस'));
    expect(processTerm('कहाँ')).toBeNull();
    expect(['छात्रों', 'टीमें', 'तिथियों', 'कक्षाओं', 'मेंटर'].map(stem)).toEqual(['छात्र', 'टीम', 'तिथि', 'कक्षा', 'मेंटर']);
  });

  it('reads Hindi written in Latin letters (Hinglish): filler words dropped, Hindi words mapped to English ones', () => {
    expect(terms('fees kitni hai?')).toEqual(['fee']);
    expect(terms('contract teacher mentor ban sakta hai?')).toEqual(['contract', 'teacher', 'mentor']);
    expect(queryTerms('shulk')).toEqual([{ term: 'shulk', variants: ['shulk', 'fee'] }]);
    expect(queryTerms('contract teacher')).toEqual([
      { term: 'contract', variants: ['contract', 'permanent'] },
      { term: 'teacher', variants: ['teacher', 'mentor'] },
    ]);
  });

  it('searches Hindi passages with the Hindi words of an English or Hinglish question, and Hindi synonyms', () => {
    expect(queryTerms('fees kitni hai?', 'hi')).toEqual([{ term: 'fee', variants: ['fee', 'शुल्क'] }]);
    expect(queryTerms('contract teacher', 'hi')).toEqual([
      { term: 'contract', variants: ['contract', 'permanent', 'संविदा', 'स्थायी'] },
      { term: 'teacher', variants: ['teacher', 'mentor', 'शिक्षक', 'मेंटर'] },
    ]);
    expect(queryTerms('फ़ीस')[0].variants).toEqual(['फीस', 'शुल्क']);
    expect(queryTerms('संविदा शिक्षक')).toEqual([
      { term: 'संविदा', variants: ['संविदा', 'स्थायी'] },
      { term: 'शिक्षक', variants: ['शिक्षक', 'मेंटर'] },
    ]);
  });
});
