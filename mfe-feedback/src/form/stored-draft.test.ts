import type { AcademicYear, Module } from '@module-feedback/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, type FeedbackDraft } from './feedback-draft';
import {
  forgetDraft,
  initialDraft,
  parseStoredDraft,
  storeDraft,
  storedDraftKey,
} from './stored-draft';

const modules: Module[] = [{ id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: null }];
const years: AcademicYear[] = [
  { id: 10, year: 2024 },
  { id: 11, year: 2025 },
];

const written: FeedbackDraft = {
  moduleId: 1,
  yearId: 10,
  ratings: { material: 4.25, assessment: null, lecturer: 0 },
  reviews: { material: 'Clear notes', assessment: '', lecturer: '' },
  hoursPerWeek: '12',
  wouldRecommend: false,
};

beforeEach(() => localStorage.clear());

describe('stored feedback draft', () => {
  it('comes back for the same student, and never for another one', () => {
    storeDraft(localStorage, 'ada', written);
    expect(initialDraft(localStorage, 'ada', modules, years)).toEqual({
      draft: written,
      restored: true,
    });
    expect(initialDraft(localStorage, 'alan', modules, years)).toEqual({
      draft: emptyDraft(11),
      restored: false,
    });
  });

  it('is not kept while nothing has been chosen or written', () => {
    storeDraft(localStorage, 'ada', written);
    storeDraft(localStorage, 'ada', emptyDraft(11));
    expect(localStorage.getItem(storedDraftKey('ada'))).toBeNull();
  });

  it('keeps answers to the extra questions alone, and reads older drafts as unanswered', () => {
    const answered = { ...emptyDraft(11), hoursPerWeek: '4x', wouldRecommend: true };
    storeDraft(localStorage, 'ada', answered);
    expect(initialDraft(localStorage, 'ada', modules, years)).toEqual({
      draft: answered,
      restored: true,
    });
    const older = { moduleId: 1, yearId: 10, ratings: written.ratings, reviews: written.reviews };
    expect(parseStoredDraft(JSON.stringify(older))).toEqual({
      ...written,
      hoursPerWeek: '',
      wouldRecommend: null,
    });
  });

  it('is forgotten on request (after a successful submit)', () => {
    storeDraft(localStorage, 'ada', written);
    forgetDraft(localStorage, 'ada');
    expect(initialDraft(localStorage, 'ada', modules, years).restored).toBe(false);
  });

  it('leaves a module or year deleted since unchosen, the latest year the default again', () => {
    storeDraft(localStorage, 'ada', { ...written, moduleId: 7, yearId: 99 });
    expect(initialDraft(localStorage, 'ada', modules, years).draft).toEqual({
      ...written,
      moduleId: null,
      yearId: 11,
    });
  });

  it('ignores anything stored under the key that is not a draft', () => {
    expect(parseStoredDraft('not json')).toBeNull();
    expect(parseStoredDraft('{"moduleId":"x"}')).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...written, reviews: { material: 3 } }))).toBeNull();
    expect(parseStoredDraft(JSON.stringify(written))).toEqual(written);
  });
});
