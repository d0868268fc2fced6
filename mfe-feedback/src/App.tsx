// The /feedback remote: the feedback form for signed-in students (also editing one of their
// entries) and, at /feedback/mine, the list of the feedback they have given.
import './feedback.css';
import './own-feedback/own-feedback.css';
import { OWN_FEEDBACK_MESSAGES, UI_LABELS, useAppLocation } from '@module-feedback/shared';
import { FeedbackAccess } from './access/FeedbackAccess';
import { FeedbackPage } from './form/FeedbackPage';
import { feedbackPageAt } from './own-feedback/feedback-addresses';
import { MyFeedbackPage } from './own-feedback/MyFeedbackPage';

export function App() {
  const address = feedbackPageAt(useAppLocation());
  const heading =
    address.page === 'mine'
      ? OWN_FEEDBACK_MESSAGES.myFeedback
      : address.editId !== null
        ? OWN_FEEDBACK_MESSAGES.editInstead
        : UI_LABELS.writeFeedback;
  return (
    <section className="mf-feedback" aria-labelledby="feedback-heading">
      <h1 id="feedback-heading">{heading}</h1>
      <FeedbackAccess>
        {(user) =>
          address.page === 'mine' ? (
            <MyFeedbackPage />
          ) : (
            <FeedbackPage
              studentId={user.studentId}
              username={user.username}
              editId={address.editId}
            />
          )
        }
      </FeedbackAccess>
    </section>
  );
}
