/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import type { JudgeAssignment } from '@hackathon/contracts';
import { clearLocalSheet, localSheetKey, newSubmissionId, readLocalSheet, serverSheet, sheetInput, startingSheet, updateLocalSheet, writeLocalSheet, type LocalSheet } from './localSheet';
import { roundProgress } from './rounds';

const assignment: JudgeAssignment = {
  _id: 'a1',
  roundId: 'r1',
  state: 'draft',
  team: { teamId: 'A1001JR1', teamName: 'Pixel Pioneers', category: 'jr', memberCount: 3, classes: [9], schoolName: null },
  scores: { problem: 6 },
  comment: 'From the server',
  privateNote: '',
  total: null,
  submittedAt: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const local = (over: Partial<LocalSheet>): LocalSheet => ({ ...serverSheet(assignment), ...over });

describe("a judge's sheet on this device", () => {
  beforeEach(() => localStorage.clear());

  it('is stored under one key per assignment, and an unreadable entry counts as none', () => {
    writeLocalSheet('a1', local({ comment: 'typed' }));
    expect(localStorage.getItem('judgeSheet:a1')).toContain('typed');
    expect(readLocalSheet('a1')?.comment).toBe('typed');
    expect(readLocalSheet('a2')).toBeNull();
    localStorage.setItem(localSheetKey('a2'), '{not json');
    expect(readLocalSheet('a2')).toBeNull();
    clearLocalSheet('a1');
    expect(readLocalSheet('a1')).toBeNull();
  });

  it("starts an update from the server's sheet and keeps what it does not change", () => {
    updateLocalSheet(assignment, { comment: 'typed', savedAt: '2026-12-01T10:05:00.000Z' });
    expect(readLocalSheet('a1')).toEqual({ scores: { problem: '6' }, comment: 'typed', privateNote: '', savedAt: '2026-12-01T10:05:00.000Z', baseUpdatedAt: assignment.updatedAt, outgoing: null, submissionId: null });
    updateLocalSheet(assignment, { outgoing: 'submit', submissionId: 'id-1' });
    expect(readLocalSheet('a1')).toMatchObject({ comment: 'typed', outgoing: 'submit', submissionId: 'id-1' });
  });

  it("is restored when newer than the server's: the server unchanged since, or a later clock", () => {
    const edited = local({ comment: 'typed', savedAt: '2026-12-01T09:00:00.000Z' });
    // the device's clock is behind, but the server has not changed since the edits began
    expect(startingSheet(assignment, edited)).toEqual({ sheet: edited, restored: true });
    // saved from elsewhere after these edits began, and later by the clock: the server's wins
    const newerServer = { ...assignment, updatedAt: '2026-12-01T11:00:00.000Z', comment: 'Elsewhere' };
    expect(startingSheet(newerServer, edited)).toEqual({ sheet: serverSheet(newerServer), restored: false });
    expect(startingSheet(newerServer, { ...edited, savedAt: '2026-12-01T11:30:00.000Z' }).restored).toBe(true);
    // locked once submitted
    expect(startingSheet({ ...assignment, state: 'submitted' }, edited).restored).toBe(false);
    // nothing different from the server's: nothing to announce
    expect(startingSheet(assignment, local({})).restored).toBe(false);
    expect(startingSheet(assignment, null)).toEqual({ sheet: serverSheet(assignment), restored: false });
  });

  it('sends numbers, leaves empty fields out of a draft, and carries the submissionId on a submit only', () => {
    const typed = local({ scores: { problem: '7.5', prototype: '', presentation: '4' }, comment: 'c', privateNote: 'n', submissionId: 'id-1' });
    expect(sheetInput({ ...typed, outgoing: 'draft' })).toEqual({ scores: { problem: 7.5, presentation: 4 }, comment: 'c', privateNote: 'n', submit: false });
    expect(sheetInput({ ...typed, outgoing: 'submit' })).toEqual({ scores: { problem: 7.5, presentation: 4 }, comment: 'c', privateNote: 'n', submit: true, submissionId: 'id-1' });
  });

  it('makes a v4 UUID per submit, without crypto.randomUUID too (a plain-HTTP venue)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSubmissionId()).toMatch(uuid);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
    // an own property hides the prototype's method, as a browser hides it outside a secure context
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      expect(newSubmissionId()).toMatch(uuid);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it("counts a round's submitted sheets out of those assigned", () => {
    expect(roundProgress({ assignments: [assignment, { ...assignment, state: 'submitted' }, { ...assignment, state: 'pending' }] })).toEqual({ submitted: 1, total: 3, percent: 33 });
    expect(roundProgress({ assignments: [] })).toEqual({ submitted: 0, total: 0, percent: 0 });
  });
});
