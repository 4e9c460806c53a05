import { batchPollInterval } from './certificateView';
import { batch } from '../testing/fixtures';
import { EMPTY_DRAFT, selectionProblems, splitCodes, toBatchInput } from './selection';

describe('the Issue a batch form', () => {
  it('sends only what narrows who qualifies', () => {
    expect(toBatchInput(EMPTY_DRAFT)).toEqual({ kind: 'participation', selection: {} });
    expect(
      toBatchInput({ ...EMPTY_DRAFT, kind: 'zonal_winner', minPhase: '3', activeOnly: true, category: 'sr', regions: ['Agra'], zones: ['N'], schoolCodes: 'kv01\n1002;1002', teamIds: 'KV1001SR1, KV1002JR2' }),
    ).toEqual({
      kind: 'zonal_winner',
      selection: { minPhase: 3, activeOnly: true, category: 'sr', regions: ['Agra'], zones: ['N'], schoolCodes: ['KV01', '1002'], teamIds: ['KV1001SR1', 'KV1002JR2'] },
    });
  });

  it('reads codes separated by commas, semicolons, spaces or lines, each once', () => {
    expect(splitCodes(' a, b;c\n\nd  a ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitCodes('  ')).toEqual([]);
  });

  it("refuses what the API would: too many codes, a school code that is not letters and digits", () => {
    expect(selectionProblems(EMPTY_DRAFT)).toEqual({});
    expect(selectionProblems({ ...EMPTY_DRAFT, schoolCodes: '10-01' }).schoolCodes?.id).toBe('certificates.form.badSchoolCode');
    const teams = Array.from({ length: 101 }, (_, i) => `KV${i}SR1`).join(' ');
    expect(selectionProblems({ ...EMPTY_DRAFT, teamIds: teams }).teamIds).toEqual({ id: 'certificates.form.tooMany', values: { max: 100 } });
  });
});

describe('the certificates view', () => {
  it('polls every 2 s while a batch of the page is queued or running, never otherwise', () => {
    expect(batchPollInterval(undefined)).toBe(false);
    expect(batchPollInterval({ batches: [] })).toBe(false);
    expect(batchPollInterval({ batches: [batch('a', { state: 'done' }), batch('b', { state: 'failed' })] })).toBe(false);
    expect(batchPollInterval({ batches: [batch('a', { state: 'done' }), batch('b', { state: 'queued' })] })).toBe(2000);
    expect(batchPollInterval({ batches: [batch('a', { state: 'running' })] })).toBe(2000);
  });
});
