// Entries of a student's own feedback for the tests of this folder.
import type { OwnFeedback } from '@module-feedback/shared';

export function ownEntry(fields: Partial<OwnFeedback> = {}): OwnFeedback {
  return {
    id: 7,
    academicYear: { id: 12, year: 2025 },
    module: { id: 1, code: 'CS3001', title: 'Compilers' },
    materialRating: 3.5,
    materialFeedback: 'Good notes.',
    assessmentRating: null,
    assessmentFeedback: null,
    lecturerRating: 4,
    lecturerFeedback: 'Clear.',
    hoursPerWeek: null,
    wouldRecommend: null,
    submitDate: '2025-11-02T10:00:00.000Z',
    edited: false,
    editedAt: null,
    yearState: 'open',
    underReview: false,
    hiddenTexts: [],
    editable: true,
    ...fields,
  };
}
