// The feedback form of spec §2/§5: module and year, three aspects, Submit. Nothing the
// student typed is dropped on any error; the only way out of the form is a successful submit.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import {
  ASPECTS,
  MESSAGES,
  api,
  describeApiError,
  latestAcademicYear,
  navigateTo,
  notify,
  parseLecturerNames,
  type AcademicYear,
  type Aspect,
  type DescribedError,
  type Module,
} from '@module-feedback/shared';
import { AcademicYearPicker } from './AcademicYearPicker';
import { AspectFields } from './AspectFields';
import { ModulePicker } from './ModulePicker';
import { ServerRefusal } from './ServerRefusal';
import { emptyDraft, prepareSubmission, reviewErrors, type FeedbackDraft } from './feedback-draft';

export const RESULTS_PATH = '/results/';
export const LECTURER_REVIEW_HINT = "Please don't name the lecturers in this review.";

interface FeedbackFormProps {
  modules: readonly Module[];
  years: readonly AcademicYear[];
  studentId: number | null;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'blocked'; message: string }
  | { kind: 'sending' }
  | { kind: 'refused'; error: DescribedError };

export function FeedbackForm({ modules, years, studentId }: FeedbackFormProps) {
  const [draft, setDraft] = useState<FeedbackDraft>(() =>
    emptyDraft(latestAcademicYear(years)?.id ?? null),
  );
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const module = modules.find((candidate) => candidate.id === draft.moduleId);
  const lecturers = parseLecturerNames(module?.lecturersNames);
  const errors = reviewErrors(draft, module);

  function update(change: (draft: FeedbackDraft) => FeedbackDraft) {
    setDraft(change);
    // A message about the previous attempt no longer describes what is on screen.
    setOutcome((current) => (current.kind === 'sending' ? current : { kind: 'idle' }));
  }

  const setRating = (aspect: Aspect, rating: number | null) =>
    update((d) => ({ ...d, ratings: { ...d.ratings, [aspect]: rating } }));
  const setReview = (aspect: Aspect, review: string) =>
    update((d) => ({ ...d, reviews: { ...d.reviews, [aspect]: review } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const submission = prepareSubmission(draft, errors, studentId);
    if (!submission.ok) {
      setOutcome({ kind: 'blocked', message: submission.message });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      await api.submitFeedback(submission.payload);
    } catch (error) {
      setOutcome({ kind: 'refused', error: describeApiError(error) });
      return;
    }
    notify({ severity: 'success', summary: MESSAGES.feedbackSubmitted });
    navigateTo(RESULTS_PATH);
  }

  return (
    <form className="mf-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="mf-field">
        <label htmlFor="feedback-module">Module</label>
        <ModulePicker
          id="feedback-module"
          modules={modules}
          value={draft.moduleId}
          onChange={(moduleId) => update((d) => ({ ...d, moduleId }))}
        />
        {module && (
          <small className="p-text-secondary mf-note" data-testid="module-lecturers">
            {lecturers.length > 0
              ? `Lecturers: ${lecturers.join(', ')}`
              : 'No lecturers are listed for this module.'}
          </small>
        )}
      </div>
      <div className="mf-field">
        <label htmlFor="feedback-year">Academic year</label>
        <AcademicYearPicker
          id="feedback-year"
          years={years}
          value={draft.yearId}
          onChange={(yearId) => update((d) => ({ ...d, yearId }))}
        />
      </div>
      {ASPECTS.map((aspect) => (
        <AspectFields
          key={aspect}
          aspect={aspect}
          rating={draft.ratings[aspect]}
          review={draft.reviews[aspect]}
          error={errors[aspect]}
          hint={aspect === 'lecturer' ? LECTURER_REVIEW_HINT : undefined}
          onRatingChange={(rating) => setRating(aspect, rating)}
          onReviewChange={(review) => setReview(aspect, review)}
        />
      ))}
      {outcome.kind === 'blocked' && (
        <Message severity="warn" className="mf-wide mf-message" text={outcome.message} />
      )}
      {outcome.kind === 'refused' && <ServerRefusal error={outcome.error} />}
      <Button
        type="submit"
        label="Submit"
        icon="pi pi-send"
        className="mf-submit"
        loading={outcome.kind === 'sending'}
      />
    </form>
  );
}
