// The /feedback remote: the feedback form for signed-in students.
import './feedback.css';
import { FeedbackAccess } from './access/FeedbackAccess';
import { FeedbackPage } from './form/FeedbackPage';

export function App() {
  return (
    <section className="mf-feedback" aria-labelledby="feedback-heading">
      <h1 id="feedback-heading">Write a Feedback</h1>
      <FeedbackAccess>
        {(user) => <FeedbackPage studentId={user.studentId} username={user.username} />}
      </FeedbackAccess>
    </section>
  );
}
