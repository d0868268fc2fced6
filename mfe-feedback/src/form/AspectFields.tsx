// One aspect of a module (material, assessment or lecturers): its rating and its review.
// The form renders three of these, so the three rows cannot drift apart.
import { InputTextarea } from 'primereact/inputtextarea';
import { ASPECT_LABELS, type Aspect } from '@module-feedback/shared';
import { RatingInput } from '../rating/RatingInput';

/** The form's fields ask about the module's lecturers, as the spec's sliders name them. */
export const FORM_ASPECT_TITLES: Record<Aspect, string> = {
  ...ASPECT_LABELS,
  lecturer: 'Lecturers',
};

interface AspectFieldsProps {
  aspect: Aspect;
  rating: number | null;
  review: string;
  /** The problem to show under the review, if any. */
  error: string | undefined;
  /** A line under the review box, e.g. a reminder not to name the lecturers. */
  hint?: string;
  onRatingChange: (rating: number | null) => void;
  onReviewChange: (review: string) => void;
}

export function AspectFields({
  aspect,
  rating,
  review,
  error,
  hint,
  onRatingChange,
  onReviewChange,
}: AspectFieldsProps) {
  const title = FORM_ASPECT_TITLES[aspect];
  const reviewId = `${aspect}-review`;
  const messageId = `${reviewId}-message`;
  return (
    <fieldset className="mf-aspect">
      <legend className="mf-aspect__title">{title}</legend>
      <RatingInput
        id={`${aspect}-rating`}
        label={`${title} rating`}
        value={rating}
        onChange={onRatingChange}
      />
      <label htmlFor={reviewId} className="mf-aspect__review-label">
        {title} review
      </label>
      <InputTextarea
        id={reviewId}
        className="mf-aspect__review"
        rows={3}
        autoResize
        value={review}
        invalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error || hint ? messageId : undefined}
        onChange={(event) => onReviewChange(event.target.value)}
      />
      {error ? (
        <small id={messageId} className="p-error mf-note" role="alert">
          {error}
        </small>
      ) : (
        hint && (
          <small id={messageId} className="p-text-secondary mf-note">
            {hint}
          </small>
        )
      )}
    </fieldset>
  );
}
