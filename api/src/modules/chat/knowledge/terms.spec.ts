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
});
