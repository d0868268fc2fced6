// The form with the student's own entries: the already-rated warning, and editing an entry.
import { fakeShared } from '@module-feedback/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MY_FEEDBACK_PATH,
  OWN_FEEDBACK_MESSAGES,
  ownFeedbackApi,
  type AcademicYear,
  type Module,
  feedbackApi,
} from '@module-feedback/shared';
import { apiError } from '@module-feedback/test-support/api-error';
import { FeedbackForm } from '../form/FeedbackForm';
import { storedDraftKey } from '../form/stored-draft';
import { ownEntry } from './test-entries';

const modules: Module[] = [
  { id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: 'Dr Ada Lovelace' },
  { id: 2, code: 'CS3002', title: 'Databases', lecturersNames: null },
];
const years: AcademicYear[] = [
  { id: 11, year: 2024 },
  { id: 12, year: 2025 },
];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(feedbackApi.submit).mockReset();
  vi.mocked(ownFeedbackApi.edit).mockReset();
  fakeShared.navigator.mockReset();
  fakeShared.notices.mockReset();
});

describe('FeedbackForm with the student’s own entries', () => {
  it('says at once that the chosen module and year are rated, and offers to edit that entry', async () => {
    const user = userEvent.setup();
    render(
      <FeedbackForm
        modules={modules}
        years={years}
        studentId={1}
        username="ada"
        ownEntries={[ownEntry({ id: 7 })]}
      />,
    );
    expect(screen.queryByTestId('already-rated')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Module' }));
    await user.click(screen.getByRole('option', { name: 'CS3001 – Compilers' }));
    expect(screen.getByTestId('already-rated')).toHaveTextContent(
      OWN_FEEDBACK_MESSAGES.alreadyRated,
    );
    const edit = screen.getByRole('link', { name: OWN_FEEDBACK_MESSAGES.editInstead });
    expect(edit).toHaveAttribute('href', '/feedback?edit=7');
    await user.click(edit);
    expect(fakeShared.navigator).toHaveBeenCalledWith('/feedback?edit=7');

    // Another year of the same module is not rated yet.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic year' }), '2024/25');
    expect(screen.queryByTestId('already-rated')).not.toBeInTheDocument();
  });

  it('only warns, without an edit offer, when the rated entry is of an earlier year', async () => {
    const user = userEvent.setup();
    render(
      <FeedbackForm
        modules={modules}
        years={years}
        studentId={1}
        username="ada"
        ownEntries={[ownEntry({ academicYear: { id: 11, year: 2024 }, editable: false })]}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Module' }));
    await user.click(screen.getByRole('option', { name: 'CS3001 – Compilers' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic year' }), '2024/25');
    expect(screen.getByTestId('already-rated')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: OWN_FEEDBACK_MESSAGES.editInstead }),
    ).not.toBeInTheDocument();
  });

  it('saves an edit through the entry, keeps no draft, and returns to My feedback', async () => {
    const entry = ownEntry({ hoursPerWeek: 6, wouldRecommend: true });
    vi.mocked(ownFeedbackApi.edit).mockResolvedValue(entry);
    const user = userEvent.setup();
    render(
      <FeedbackForm
        modules={modules}
        years={years}
        studentId={1}
        username="ada"
        ownEntries={[entry]}
        editing={entry}
      />,
    );
    expect(screen.queryByTestId('already-rated')).not.toBeInTheDocument();
    const review = screen.getByLabelText('Material review');
    await user.clear(review);
    await user.type(review, 'Even better notes.');
    const hours = screen.getByRole('textbox', { name: 'Hours per week spent on the module' });
    expect(hours).toHaveValue('6');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fakeShared.navigator).toHaveBeenCalledWith(MY_FEEDBACK_PATH));
    expect(ownFeedbackApi.edit).toHaveBeenCalledWith(7, {
      student: 1,
      academicYear: 12,
      module: 1,
      materialRating: 3.5,
      materialFeedback: 'Even better notes.',
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: 4,
      lecturerFeedback: 'Clear.',
      hoursPerWeek: 8,
      wouldRecommend: false,
    });
    expect(feedbackApi.submit).not.toHaveBeenCalled();
    expect(fakeShared.notices).toHaveBeenCalledWith({
      severity: 'success',
      summary: OWN_FEEDBACK_MESSAGES.edited,
    });
    expect(localStorage.getItem(storedDraftKey('ada'))).toBeNull();
  });

  it('checks an edit like new feedback and shows the server’s refusal, keeping the text', async () => {
    const entry = ownEntry();
    vi.mocked(ownFeedbackApi.edit).mockRejectedValue(
      apiError(409, OWN_FEEDBACK_MESSAGES.underReview),
    );
    const user = userEvent.setup();
    render(
      <FeedbackForm modules={modules} years={years} studentId={1} username="ada" editing={entry} />,
    );
    const lecturer = screen.getByLabelText('Lecturers review');
    await user.type(lecturer, ' Ada is great');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(ownFeedbackApi.edit).not.toHaveBeenCalled();
    await user.clear(lecturer);
    await user.type(lecturer, 'Great');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(OWN_FEEDBACK_MESSAGES.underReview)).toBeInTheDocument();
    expect(lecturer).toHaveValue('Great');
    expect(fakeShared.navigator).not.toHaveBeenCalled();
  });
});
