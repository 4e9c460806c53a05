import { DEFAULT_RUBRIC, JUDGING_MSG, RUBRIC_LIMITS } from '@hackathon/contracts';
import { blankCriterion, checkCriteria, criterionDrafts, moveCriterion, weightShares } from './rubric';

describe('the rubric editor rules', () => {
  it("gives each criterion its weight's share of the total, none for a weight that is not valid", () => {
    expect(weightShares([{ weight: '3' }, { weight: '1' }])).toEqual([0.75, 0.25]);
    expect(weightShares([{ weight: '2' }, { weight: 'x' }, { weight: '0' }])).toEqual([1, null, null]);
  });

  it('moves a criterion one place, and leaves the ends as they are', () => {
    expect(moveCriterion(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveCriterion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a criterion with a key no other has', () => {
    const drafts = criterionDrafts(DEFAULT_RUBRIC);
    const added = blankCriterion([...drafts, { ...drafts[0]!, key: 'criterion-5' }]);
    expect(added.key).toBe('criterion-6');
  });

  it('checks as the server does: key pattern and uniqueness, both names, weight and maximum, with its paths', () => {
    const [first, second] = criterionDrafts(DEFAULT_RUBRIC);
    const { criteria, problems } = checkCriteria([
      { ...first!, key: 'Bad key' },
      { ...second!, key: 'ai-use', name: { en: 'AI', hi: ' ' }, weight: '0', max: '101' },
      { ...second!, key: 'ai-use' },
    ]);
    expect(criteria).toBeNull();
    expect(problems).toEqual([
      { path: 'criteria[0].key', msg: JUDGING_MSG.criterionKey() },
      { path: 'criteria[1].name', msg: JUDGING_MSG.criterionName() },
      { path: 'criteria[1].weight', msg: JUDGING_MSG.criterionWeight() },
      { path: 'criteria[1].max', msg: JUDGING_MSG.criterionMax() },
      { path: 'criteria[2].key', msg: JUDGING_MSG.criterionKeyTaken },
    ]);
    expect(checkCriteria([]).problems).toEqual([{ path: 'criteria', msg: JUDGING_MSG.criteriaCount() }]);
    expect(checkCriteria(Array.from({ length: RUBRIC_LIMITS.criteriaMax + 1 }, () => first!)).problems[0]!.path).toBe('criteria');
  });

  it('sends the criteria with trimmed texts and numbers (half points allowed)', () => {
    const [first] = criterionDrafts(DEFAULT_RUBRIC);
    const { criteria } = checkCriteria([{ ...first!, name: { en: ' Impact ', hi: ' प्रभाव ' }, weight: '2.5', max: '7.5' }]);
    expect(criteria).toEqual([{ ...DEFAULT_RUBRIC[0], name: { en: 'Impact', hi: 'प्रभाव' }, weight: 2.5, max: 7.5 }]);
  });
});
