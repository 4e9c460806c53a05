import { KnowledgeIndex } from './knowledge-index';
import { buildPassages, type Passage } from './passages';

const passage = (id: string, title: string, text: string): Passage => ({ id, label: `From ${id}`, source: { title: id }, title, text });

describe('KnowledgeIndex', () => {
  it('ranks the passage answering the question first and reports full coverage', () => {
    const index = new KnowledgeIndex([
      passage('fee', 'What is the registration fee?', 'INR 50,000 per school.'),
      passage('finale', 'National Finale', 'National Finale: 18-19 Dec 2025, Delhi.'),
      passage('team', 'Team size', 'At most 5 students per team.'),
    ]);
    const [best] = index.find('How much is the registration fee?');
    expect(best.passage.id).toBe('fee');
    expect(best.coverage).toBe(1);
    expect(index.find('when is the finale')[0].passage.id).toBe('finale');
  });

  it('matches plurals, prefixes, one typo and everyday synonyms', () => {
    const index = new KnowledgeIndex(buildPassages());
    expect(index.find('registeration fees')[0].passage.text).toContain('INR 50,000');
    expect(index.find('what does it cost')[0].passage.text).toContain('INR 50,000');
    expect(index.find('when are the finals')[0].passage.text).toContain('18-19 Dec 2025');
    expect(index.find('team size')[0].passage.text).toContain('5 students');
  });

  it('finds nothing for words no passage holds, and low coverage when only a common word matches', () => {
    const index = new KnowledgeIndex(buildPassages());
    expect(index.find('What is the capital of France?')).toEqual([]);
    expect(index.find('?!')).toEqual([]);
    const cake = index.find('How do I bake a cake for the hackathon?');
    expect(cake.length).toBeGreaterThan(0);
    expect(Math.max(...cake.map((hit) => hit.coverage))).toBeLessThan(0.3);
  });
});
