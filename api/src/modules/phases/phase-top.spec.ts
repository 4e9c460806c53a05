import type { Category } from '@hackathon/contracts';
import { pickTop, type TopCandidate } from './phase-top';

let counter = 0;
const team = (groupKey: string, score: number, category: Category = 'jr'): TopCandidate => {
  counter += 1;
  const teamId = `T${String(counter).padStart(3, '0')}`;
  return { id: `id-${teamId}`, teamId, teamName: `Team ${teamId}`, schoolCode: '1001', schoolName: 'KV One', category, groupKey, score };
};
const scores = (groups: ReturnType<typeof pickTop>) => groups.map((group) => [group.key, group.category, group.teams.map((t) => t.score), group.tied, group.candidates]);

/** The tie rule of promote-top (issue 27, docs/decisions.md). */
describe('pickTop', () => {
  it('takes the N best of each group and category, best first', () => {
    const input = [team('Agra', 10), team('Agra', 40), team('Agra', 30), team('Agra', 20, 'sr'), team('Delhi', 5)];
    expect(scores(pickTop(input, 2))).toEqual([
      ['Agra', 'jr', [40, 30], false, 3],
      ['Agra', 'sr', [20], false, 1],
      ['Delhi', 'jr', [5], false, 1],
    ]);
  });

  it('takes every team tied with the Nth, and only those', () => {
    const input = [team('N', 90), team('N', 80), team('N', 80), team('N', 80), team('N', 70)];
    expect(scores(pickTop(input, 2))).toEqual([['N', 'jr', [90, 80, 80, 80], true, 5]]);
    // a tie above the Nth place does not take the group past N
    expect(scores(pickTop([team('S', 90), team('S', 90), team('S', 80)], 2))).toEqual([['S', 'jr', [90, 90], false, 3]]);
  });

  it('orders tied teams by Team ID, groups by key then category (jr before sr)', () => {
    const [a, b] = [team('W', 50), team('W', 50)];
    const groups = pickTop([b, team('E', 1, 'sr'), a, team('E', 1, 'jr')], 1);
    expect(groups.map((group) => `${group.key}/${group.category}`)).toEqual(['E/jr', 'E/sr', 'W/jr']);
    expect(groups[2]!.teams.map((t) => t.teamId)).toEqual([a.teamId, b.teamId]);
  });

  it('answers no group for no candidate', () => {
    expect(pickTop([], 3)).toEqual([]);
  });
});
