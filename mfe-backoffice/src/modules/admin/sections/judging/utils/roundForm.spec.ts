import { DEFAULT_RUBRIC, JUDGING_MSG } from '@hackathon/contracts';
import { checkRoundDraft, fieldId, newRoundDraft, type RoundDraft } from './roundForm';

const NOW = Date.parse('2026-11-28T05:00:00.000Z');
const valid = (): RoundDraft => ({ ...newRoundDraft(DEFAULT_RUBRIC), name: ' Regional round ', judges: [{ _id: 'j1', name: 'Asha Verma', detail: '' }], deadline: '2026-12-01T17:00' });

describe('the round form', () => {
  it("starts from the API's defaults", () => {
    const draft = newRoundDraft(DEFAULT_RUBRIC);
    expect(draft).toMatchObject({ judgesPerTeam: '3', blind: true, excludeSameRegion: false, shareComments: false, disagreementThreshold: '25' });
    expect(draft.criteria.map((c) => c.key)).toEqual(DEFAULT_RUBRIC.map((c) => c.key));
  });

  it('sends the round, its deadline typed in India with its offset', () => {
    const { input, problems } = checkRoundDraft(valid(), NOW);
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ name: 'Regional round', judgeIds: ['j1'], judgesPerTeam: 3, disagreementThreshold: 25, deadline: '2026-12-01T17:00:00+05:30', criteria: DEFAULT_RUBRIC });
  });

  it("names every problem at the server's path: no judge, judges per team, threshold, a past deadline", () => {
    const { input, problems } = checkRoundDraft({ ...valid(), name: '', judges: [], judgesPerTeam: '11', disagreementThreshold: '-1', deadline: '2026-11-01T10:00' }, NOW);
    expect(input).toBeNull();
    expect(problems).toEqual([
      { path: 'name', msg: JUDGING_MSG.roundName() },
      { path: 'judgeIds', msg: JUDGING_MSG.noJudges },
      { path: 'judgesPerTeam', msg: JUDGING_MSG.judgesPerTeam() },
      { path: 'disagreementThreshold', msg: JUDGING_MSG.threshold },
      { path: 'deadline', msg: JUDGING_MSG.deadlineInvalid },
    ]);
    expect(checkRoundDraft({ ...valid(), judgesPerTeam: '2.5' }, NOW).problems.map((p) => p.path)).toEqual(['judgesPerTeam']);
  });

  it("finds a problem's field by its path", () => {
    expect(fieldId('criteria[2].weight')).toBe('round-criteria-2-weight');
    expect(fieldId('judgeIds')).toBe('round-judgeIds');
  });
});
