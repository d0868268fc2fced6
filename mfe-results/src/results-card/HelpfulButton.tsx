// How many students found a review helpful, and for a student who may, the button that marks it
// (pressed while their mark is on) or takes the mark back.
import type { Aspect } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useHelpfulVotes } from './helpful-votes';

interface HelpfulButtonProps {
  feedbackId: number;
  aspect: Aspect;
  /** The count the feedback list gave. */
  listedCount: number;
  /** The review's number in its list, to name it to screen readers. */
  number: number;
}

export const helpfulText = (count: number) =>
  `${count} ${count === 1 ? 'student' : 'students'} found this helpful`;

export function HelpfulButton({ feedbackId, aspect, listedCount, number }: HelpfulButtonProps) {
  const vote = useHelpfulVotes().voteOf(feedbackId, aspect, listedCount);
  if (vote.marked === null) {
    return vote.count > 0 ? (
      <span className="mr-review__helpful">
        <i className="pi pi-thumbs-up" aria-hidden="true" /> {helpfulText(vote.count)}
      </span>
    ) : null;
  }
  return (
    <Button
      type="button"
      label={`Helpful (${vote.count})`}
      icon={vote.marked ? 'pi pi-thumbs-up-fill' : 'pi pi-thumbs-up'}
      aria-label={`Helpful (${vote.count}): review ${number}`}
      aria-pressed={vote.marked}
      aria-busy={vote.sending}
      size="small"
      severity="secondary"
      // Solid while the student's mark is on, as the summary's pressed filters are.
      text={!vote.marked}
      onClick={vote.toggle}
    />
  );
}
