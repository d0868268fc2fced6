// The feedback form: module and year (the latest open one by default), three aspects, Submit. Nothing the
// student typed is dropped on any error, nor when the session ends under them: the draft is
// kept in the browser until a submit succeeds. The same form edits one of the student's own
// entries (its module and year fixed, nothing kept in the browser), and says at once when
// the chosen module and year are already rated, offering to edit that entry instead.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState, type FormEvent } from 'react';
import {
  ASPECTS,
  AcademicYearSelect,
  AppLink,
  MESSAGES,
  MY_FEEDBACK_PATH,
  ModulePicker,
  OWN_FEEDBACK_MESSAGES,
  REVIEW_RULE_TEXTS,
  formatAcademicYear,
  moduleResultsPath,
  ownFeedbackApi,
  describeApiError,
  navigateTo,
  notify,
  type AcademicYear,
  type Aspect,
  type DescribedError,
  type Module,
  type OwnFeedback,
  feedbackApi,
} from '@module-feedback/shared';
import { editAddress } from '../own-feedback/feedback-addresses';
import { draftOfEntry, entryFor } from '../own-feedback/entry-draft';
import { AspectFields } from './AspectFields';
import { ExtraQuestionFields } from '../extra-questions/ExtraQuestionFields';
import { ServerRefusal } from './ServerRefusal';
import {
  emptyDraft,
  prepareSubmission,
  reviewErrors,
  type FeedbackDraft,
  type ProblemField,
} from './feedback-draft';
import { loadLecturerNameRule, useLecturerNameRule } from './lecturer-name-rule';
import { forgetDraft, initialDraft, storeDraft } from './stored-draft';

export const LECTURER_REVIEW_HINT = "Please don't name the lecturers in this review.";
export const DRAFT_RESTORED =
  'Welcome back: the feedback you had not submitted yet is filled in below.';

const MODULE_ID = 'feedback-module';
const YEAR_ID = 'feedback-year';
const BLOCKED_ID = 'feedback-blocked';

/** The element a problem sends the student to. */
function fieldElementId(field: ProblemField): string {
  if (field === 'module') return MODULE_ID;
  if (field === 'year') return YEAR_ID;
  return field;
}

interface FeedbackFormProps {
  modules: readonly Module[];
  years: readonly AcademicYear[];
  studentId: number | null;
  /** Whose draft this is: it is kept in the browser under their name only. */
  username: string;
  /** The student's own entries: choosing a module and year among them is warned about. */
  ownEntries?: readonly OwnFeedback[];
  /** The entry being edited, if any. */
  editing?: OwnFeedback;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'blocked'; message: string; field: ProblemField }
  | { kind: 'sending' }
  | { kind: 'refused'; error: DescribedError };

export function FeedbackForm({
  modules,
  years,
  studentId,
  username,
  ownEntries = [],
  editing,
}: FeedbackFormProps) {
  const [start] = useState(() =>
    editing
      ? { draft: draftOfEntry(editing), restored: false }
      : initialDraft(localStorage, username, modules, years),
  );
  const [draft, setDraft] = useState<FeedbackDraft>(start.draft);
  const [restored, setRestored] = useState(start.restored);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const rule = useLecturerNameRule();

  const module = modules.find((candidate) => candidate.id === draft.moduleId);
  const lecturers = rule?.parseLecturerNames(module?.lecturersNames);
  const errors = reviewErrors(draft, module, rule?.lecturerNamesInReview);
  const blockedOn = outcome.kind === 'blocked' ? outcome.field : null;
  const alreadyRated = editing ? undefined : entryFor(ownEntries, draft.moduleId, draft.yearId);

  // The stored draft is for new feedback; an edit starts from the entry itself.
  useEffect(() => {
    if (!editing) storeDraft(localStorage, username, draft);
  }, [editing, username, draft]);

  function update(change: (draft: FeedbackDraft) => FeedbackDraft) {
    setDraft(change);
    // A message about the previous attempt no longer describes what is on screen.
    setOutcome((current) => (current.kind === 'sending' ? current : { kind: 'idle' }));
  }

  const setRating = (aspect: Aspect, rating: number | null) =>
    update((d) => ({ ...d, ratings: { ...d.ratings, [aspect]: rating } }));
  const setReview = (aspect: Aspect, review: string) =>
    update((d) => ({ ...d, reviews: { ...d.reviews, [aspect]: review } }));

  function startOver() {
    update(() => emptyDraft(draft.yearId));
    setRestored(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    let checked = errors;
    if (!rule) {
      // Sent before the lecturer-name rule arrived: the review is checked once it has (the
      // server checks it anyway, should it not arrive).
      setOutcome({ kind: 'sending' });
      const arrived = await loadLecturerNameRule().catch(() => undefined);
      checked = reviewErrors(draft, module, arrived?.lecturerNamesInReview);
    }
    const submission = prepareSubmission(draft, checked, studentId);
    if (!submission.ok) {
      setOutcome({ kind: 'blocked', message: submission.message, field: submission.field });
      // The message is announced; focus goes to the field that needs the student.
      document.getElementById(fieldElementId(submission.field))?.focus();
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      if (editing) await ownFeedbackApi.edit(editing.id, submission.payload);
      else await feedbackApi.submit(submission.payload);
    } catch (error) {
      setOutcome({ kind: 'refused', error: describeApiError(error) });
      return;
    }
    if (editing) {
      notify({ severity: 'success', summary: OWN_FEEDBACK_MESSAGES.edited });
      navigateTo(MY_FEEDBACK_PATH);
      return;
    }
    forgetDraft(localStorage, username);
    notify({ severity: 'success', summary: MESSAGES.feedbackSubmitted });
    // The results, with the module just rated open on the year it was rated for (a
    // submission always names a module of the list).
    const ratedYear = years.find((candidate) => candidate.id === submission.payload.academicYear);
    navigateTo(moduleResultsPath(module!.code, ratedYear?.year));
  }

  /**
   * Why Submit was refused, under the module or year when it is about them (the field is
   * marked invalid and described by it), else above Submit: the review and rating fields
   * say their own problem, and this sums up.
   */
  function blockedMessage(at: 'module' | 'year' | null) {
    if (outcome.kind !== 'blocked') return null;
    const placedAt = outcome.field === 'module' || outcome.field === 'year' ? outcome.field : null;
    if (placedAt !== at) return null;
    return (
      <Message
        id={BLOCKED_ID}
        severity="warn"
        className="mf-wide mf-message"
        text={outcome.message}
      />
    );
  }

  return (
    <form className="mf-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="mf-own-link">
        <AppLink to={MY_FEEDBACK_PATH} className="mf-text-link">
          {editing ? 'Back to my feedback' : 'See and edit the feedback you have given'}
        </AppLink>
      </p>
      {restored && (
        <Message
          severity="info"
          className="mf-wide mf-message"
          content={
            <div className="mf-restored">
              <span>{DRAFT_RESTORED}</span>
              <Button type="button" label="Start over" size="small" outlined onClick={startOver} />
            </div>
          }
        />
      )}
      {editing ? (
        <p className="mf-editing" data-testid="editing-entry">
          Editing your feedback on{' '}
          <strong>
            {editing.module.code} – {editing.module.title}
          </strong>
          , {formatAcademicYear(editing.academicYear.year)}
        </p>
      ) : (
        <>
          <div className="mf-field">
            <label htmlFor={MODULE_ID}>Module</label>
            <ModulePicker
              id={MODULE_ID}
              modules={modules}
              value={draft.moduleId}
              invalid={blockedOn === 'module'}
              describedBy={blockedOn === 'module' ? BLOCKED_ID : undefined}
              onChange={(chosen) => update((d) => ({ ...d, moduleId: chosen.id }))}
            />
            {blockedMessage('module')}
            {module && lecturers && (
              <small className="p-text-secondary mf-note" data-testid="module-lecturers">
                {lecturers.length > 0
                  ? `Lecturers: ${lecturers.join(', ')}`
                  : 'No lecturers are listed for this module.'}
              </small>
            )}
          </div>
          <div className="mf-field">
            <label htmlFor={YEAR_ID}>Academic year</label>
            <AcademicYearSelect
              id={YEAR_ID}
              years={years}
              value={draft.yearId}
              onChange={(year) => update((d) => ({ ...d, yearId: year.id }))}
            />
            {blockedMessage('year')}
          </div>
        </>
      )}
      {alreadyRated && (
        <Message
          severity="warn"
          className="mf-wide mf-message"
          content={
            <div className="mf-restored" data-testid="already-rated">
              <span>{OWN_FEEDBACK_MESSAGES.alreadyRated}</span>
              {alreadyRated.editable && (
                <AppLink
                  to={editAddress(alreadyRated.id)}
                  className="p-button p-component mf-link-button"
                >
                  {OWN_FEEDBACK_MESSAGES.editInstead}
                </AppLink>
              )}
            </div>
          }
        />
      )}
      {ASPECTS.map((aspect) => (
        <AspectFields
          key={aspect}
          aspect={aspect}
          rating={draft.ratings[aspect]}
          review={draft.reviews[aspect]}
          error={errors[aspect]}
          hint={aspect === 'lecturer' ? LECTURER_REVIEW_HINT : REVIEW_RULE_TEXTS.publicReviewHint}
          onRatingChange={(rating) => setRating(aspect, rating)}
          onReviewChange={(review) => setReview(aspect, review)}
        />
      ))}
      <ExtraQuestionFields
        hoursPerWeek={draft.hoursPerWeek}
        wouldRecommend={draft.wouldRecommend}
        onHoursPerWeekChange={(typed) => update((d) => ({ ...d, hoursPerWeek: typed }))}
        onWouldRecommendChange={(answer) => update((d) => ({ ...d, wouldRecommend: answer }))}
      />
      {blockedMessage(null)}
      {outcome.kind === 'refused' && (
        <ServerRefusal error={outcome.error} editing={editing !== undefined} />
      )}
      <Button
        type="submit"
        label={editing ? 'Save changes' : 'Submit'}
        icon={editing ? 'pi pi-check' : 'pi pi-send'}
        className="mf-submit"
        loading={outcome.kind === 'sending'}
      />
    </form>
  );
}
