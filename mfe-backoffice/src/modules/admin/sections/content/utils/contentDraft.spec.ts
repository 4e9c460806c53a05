import {
  fieldId,
  istInputValue,
  istIsoFromInput,
  moveItem,
  newEntryId,
  problemMap,
  problemsPerTab,
  rollbackTarget,
  tabOfPath,
  uploadLanguage,
  valueAt,
  withoutProblemsAt,
  withValueAt,
} from './contentDraft';
import { previewUrl } from './preview';

describe('content draft helpers', () => {
  it('sets a value at a problem path, copying only what is on the way', () => {
    const draft = { faqs: [{ answer: { en: 'a', hi: 'b' } }, { answer: { en: 'c', hi: 'd' } }], links: { lms: 'x' } };
    const next = withValueAt(draft, 'faqs.1.answer.hi', 'नया');
    expect(next.faqs[1]!.answer).toEqual({ en: 'c', hi: 'नया' });
    expect(draft.faqs[1]!.answer.hi).toBe('d');
    expect(next.faqs[0]).toBe(draft.faqs[0]);
    expect(next.links).toBe(draft.links);
    expect(valueAt(next, 'faqs.1.answer.hi')).toBe('नया');
    expect(valueAt(next, 'faqs.7.answer')).toBeUndefined();
  });

  it('moves an entry up or down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('places each problem on its tab and field, and forgets those of a changed field', () => {
    expect(['documents.assessment.en', 'links.lms', 'gallery.0.alt.hi', 'introVideoUrl', 'faqs.2.answer.en', 'notices.chatbox.hi', 'countdown.target', 'stats.schools.value'].map(tabOfPath)).toEqual([
      'documents',
      'links',
      'media',
      'media',
      'texts',
      'texts',
      'dates',
      'dates',
    ]);
    const problems = problemMap([
      { path: 'faqs.0.answer.hi', msg: 'first' },
      { path: 'faqs.0.answer.hi', msg: 'second' },
      { path: 'faqs.1.question.en', msg: 'other' },
      { path: 'links.lms', msg: 'link' },
    ]);
    expect(problems['faqs.0.answer.hi']).toBe('first');
    expect(problemsPerTab(problems)).toEqual({ documents: 0, links: 1, media: 0, texts: 2, dates: 0 });
    expect(Object.keys(withoutProblemsAt(problems, 'faqs.0.answer.hi'))).toEqual(['faqs.1.question.en', 'links.lms']);
    expect(Object.keys(withoutProblemsAt(problems, 'faqs'))).toEqual(['links.lms']);
    expect(withoutProblemsAt(problems, 'timeline')).toBe(problems);
    expect(fieldId('faqs.0.answer.hi')).toBe('content-faqs-0-answer-hi');
  });

  it('shows and stores the countdown in India Standard Time', () => {
    expect(istInputValue('2026-11-02T23:59:00+05:30')).toBe('2026-11-02T23:59');
    expect(istInputValue('2026-11-02T18:29:00Z')).toBe('2026-11-02T23:59');
    expect(istInputValue('not a date')).toBe('');
    expect(istIsoFromInput('2026-12-01T17:00')).toBe('2026-12-01T17:00:00+05:30');
    expect(istIsoFromInput('')).toBe('');
  });

  it('makes ids the API accepts', () => {
    const id = newEntryId('photo', 1_767_000_000_000, 0.5);
    expect(id).toMatch(/^[\w-]{1,40}$/);
    expect(id.startsWith('photo-')).toBe(true);
    expect(newEntryId('photo', 1, 0.1)).not.toBe(newEntryId('photo', 1, 0.2));
  });

  it('goes back one before what is on show, as the API rolls back', () => {
    expect(rollbackTarget([{ version: 5, restoredFrom: null }])).toBe(4);
    // version 5 restored 3: what is on show is 3's content, so the next rollback goes to 2
    expect(rollbackTarget([{ version: 5, restoredFrom: 3 }])).toBe(2);
    expect(rollbackTarget([{ version: 2, restoredFrom: 1 }])).toBeNull();
    expect(rollbackTarget([{ version: 1, restoredFrom: null }])).toBeNull();
    expect(rollbackTarget([])).toBeNull();
  });

  it("reads an upload's language and builds the preview's address", () => {
    expect(uploadLanguage('document:rulebook:hi')).toBe('hi');
    expect(uploadLanguage('gallery')).toBeNull();
    expect(previewUrl('hi', '2026-01-06T10:00:00.000Z')).toBe('/?contentPreview=draft&lang=hi&v=2026-01-06T10%3A00%3A00.000Z');
  });
});
