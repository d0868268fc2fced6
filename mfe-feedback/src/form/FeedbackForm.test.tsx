import { fakeShared } from '@module-feedback/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXTRA_QUESTION_TEXTS,
  MESSAGES,
  REVIEW_RULE_TEXTS,
  type AcademicYear,
  type Module,
  feedbackApi,
} from '@module-feedback/shared';
import { apiError } from '@module-feedback/test-support/api-error';
import { DRAFT_RESTORED, FeedbackForm, LECTURER_REVIEW_HINT } from './FeedbackForm';

const modules: Module[] = [
  { id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: 'Dr Ada Lovelace, Alan Turing' },
  { id: 2, code: 'CS3002', title: 'Databases', lecturersNames: null },
];
const years: AcademicYear[] = [
  { id: 10, year: 2023 },
  { id: 12, year: 2025 },
  { id: 11, year: 2024 },
];

function setup(username = 'ada') {
  const user = userEvent.setup();
  const view = render(
    <FeedbackForm modules={modules} years={years} studentId={99} username={username} />,
  );
  return Object.assign(user, { unmount: view.unmount });
}

type User = ReturnType<typeof userEvent.setup>;

const moduleBox = () => screen.getByRole('combobox', { name: 'Module' });

async function chooseModule(user: User, label: string) {
  await user.click(moduleBox());
  await user.click(screen.getByRole('option', { name: label }));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  vi.mocked(feedbackApi.submit).mockReset();
  fakeShared.navigator.mockReset();
  fakeShared.notices.mockReset();
});

describe('FeedbackForm', () => {
  it('defaults the academic year to the latest', () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'Academic year' })).toHaveDisplayValue('2025/26');
  });

  it('searches modules by title and shows who lectures the chosen one', async () => {
    const user = setup();
    await user.click(moduleBox());
    await user.keyboard('data');
    expect(screen.queryByRole('option', { name: 'CS3001 – Compilers' })).toBeNull();
    expect(screen.getByRole('option', { name: 'CS3002 – Databases' })).toBeInTheDocument();
    await user.clear(moduleBox());
    await user.click(screen.getByRole('option', { name: 'CS3001 – Compilers' }));
    // The names come with the lecturer-name rule, which the form fetches when it appears.
    expect(await screen.findByTestId('module-lecturers')).toHaveTextContent(
      'Lecturers: Dr Ada Lovelace, Alan Turing',
    );
  });

  it('says so when a module lists no lecturers', async () => {
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    expect(await screen.findByTestId('module-lecturers')).toHaveTextContent(
      'No lecturers are listed for this module.',
    );
  });

  it('asks for a module before submitting, sending focus to the module picker', async () => {
    const user = setup();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.selectModuleBeforeSubmit);
    expect(moduleBox()).toHaveFocus();
    expect(moduleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(moduleBox()).toHaveAccessibleDescription(MESSAGES.selectModuleBeforeSubmit);
    // At the field, not by the Submit button a phone's screen away.
    expect(moduleBox().closest('.mf-field')).toContainElement(screen.getByRole('alert'));
    expect(feedbackApi.submit).not.toHaveBeenCalled();
  });

  it('asks for a rating or review before submitting', async () => {
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    await submit(user);
    expect(screen.getByText(MESSAGES.fillFormBeforeSubmit)).toBeInTheDocument();
    expect(screen.getByLabelText('Material rating', { selector: 'input' })).toHaveFocus();
    expect(feedbackApi.submit).not.toHaveBeenCalled();
  });

  it('asks for a module as soon as a review is typed without one, keeping the text', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Material review'), 'Clear slides');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.selectModuleBeforeReview);
    await submit(user);
    expect(screen.getByText(MESSAGES.fixErrorsBeforeSubmit)).toBeInTheDocument();
    expect(screen.getByLabelText('Material review')).toHaveFocus();
    await chooseModule(user, 'CS3001 – Compilers');
    expect(screen.queryByText(MESSAGES.selectModuleBeforeReview)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Material review')).toHaveValue('Clear slides');
  });

  it("refuses a lecturer review with a lecturer's name and blocks submitting", async () => {
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    const review = screen.getByLabelText('Lecturers review');
    expect(screen.getByText(LECTURER_REVIEW_HINT)).toBeInTheDocument();
    await user.type(review, 'turing explains well');
    expect(review).toHaveAccessibleDescription(
      `${MESSAGES.reviewIncludesLecturerName} Found: “Turing”.`,
    );
    await submit(user);
    expect(screen.getByText(MESSAGES.fixErrorsBeforeSubmit)).toBeInTheDocument();
    expect(feedbackApi.submit).not.toHaveBeenCalled();
    await user.clear(review);
    await user.type(review, 'explains well');
    expect(screen.queryByText(/Found: “Turing”/)).not.toBeInTheDocument();
  });

  it('refuses a material review naming a lecturer, and says which name it found', async () => {
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    const review = screen.getByLabelText('Material review');
    expect(review).toHaveAccessibleDescription(REVIEW_RULE_TEXTS.publicReviewHint);
    await user.type(review, 'Prof Turing rushed through the slides');
    expect(review).toHaveAccessibleDescription(
      `${REVIEW_RULE_TEXTS.publicReviewNamesLecturer} Found: “Turing”.`,
    );
    await submit(user);
    expect(feedbackApi.submit).not.toHaveBeenCalled();
  });

  it('sends the feedback, announces success and opens the results of the module rated', async () => {
    vi.mocked(feedbackApi.submit).mockResolvedValue({} as never);
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    await user.type(screen.getByLabelText('Material rating', { selector: 'input' }), '4.5');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Lecturers rating' }), { key: 'End' });
    await user.type(screen.getByLabelText('Assessment review'), ' Fair exam ');
    await submit(user);
    await waitFor(() =>
      expect(fakeShared.navigator).toHaveBeenCalledWith('/results/CS3001?year=2025'),
    );
    expect(feedbackApi.submit).toHaveBeenCalledWith({
      student: 99,
      academicYear: 12,
      module: 1,
      materialRating: 4.5,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: 'Fair exam',
      lecturerRating: 5,
      lecturerFeedback: null,
      hoursPerWeek: null,
      wouldRecommend: null,
    });
    expect(fakeShared.notices).toHaveBeenCalledWith({
      severity: 'success',
      summary: MESSAGES.feedbackSubmitted,
    });
  });

  it('refuses to send a rating off the grid, sending focus to it', async () => {
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    const material = screen.getByLabelText('Material rating', { selector: 'input' });
    await user.type(material, '3.1');
    await submit(user);
    expect(feedbackApi.submit).not.toHaveBeenCalled();
    expect(material).toHaveFocus();
    expect(material).toHaveValue('3.1');
    expect(material).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fixErrorsBeforeSubmit);
  });

  it('sends the answers to the extra questions, saying hours are optional', async () => {
    vi.mocked(feedbackApi.submit).mockResolvedValue({} as never);
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    await user.type(screen.getByLabelText('Material rating', { selector: 'input' }), '3');
    const hours = screen.getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek });
    expect(hours).toHaveAccessibleDescription(EXTRA_QUESTION_TEXTS.hoursPerWeekHint);
    const recommend = screen.getByRole('group', { name: EXTRA_QUESTION_TEXTS.wouldRecommend });
    expect(within(recommend).getByRole('radio', { name: 'No answer' })).toBeChecked();
    await user.type(hours, '12');
    await user.click(within(recommend).getByRole('radio', { name: 'Yes' }));
    await submit(user);
    await waitFor(() => expect(feedbackApi.submit).toHaveBeenCalled());
    expect(vi.mocked(feedbackApi.submit).mock.calls[0]?.[0]).toMatchObject({
      hoursPerWeek: 12,
      wouldRecommend: true,
    });
  });

  it.each(['41', '-1', '2.5', 'x'])(
    'refuses %j hours per week at the field, keeping it as typed',
    async (typed) => {
      const user = setup();
      await chooseModule(user, 'CS3002 – Databases');
      await user.type(screen.getByLabelText('Material rating', { selector: 'input' }), '3');
      const hours = screen.getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek });
      await user.type(hours, typed);
      expect(hours).toHaveAttribute('aria-invalid', 'true');
      expect(hours).toHaveAccessibleDescription(EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid);
      await submit(user);
      expect(feedbackApi.submit).not.toHaveBeenCalled();
      expect(hours).toHaveFocus();
      expect(hours).toHaveValue(typed);
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fixErrorsBeforeSubmit);
    },
  );

  it('still asks for a rating or review when only the extra questions are answered', async () => {
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    await user.type(screen.getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek }), '5');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await submit(user);
    expect(feedbackApi.submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillFormBeforeSubmit);
  });

  it('sends a rating typed with a decimal comma', async () => {
    vi.mocked(feedbackApi.submit).mockResolvedValue({} as never);
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    await user.type(screen.getByLabelText('Material rating', { selector: 'input' }), '2,5');
    await submit(user);
    await waitFor(() => expect(feedbackApi.submit).toHaveBeenCalled());
    expect(vi.mocked(feedbackApi.submit).mock.calls[0]?.[0].materialRating).toBe(2.5);
  });

  it("shows the server's reason for a refusal and keeps everything typed", async () => {
    vi.mocked(feedbackApi.submit).mockRejectedValue(
      apiError(409, 'You have already submitted feedback for this module this year.'),
    );
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    await user.type(screen.getByLabelText('Material review'), 'Clear slides');
    await user.type(screen.getByLabelText('Lecturers rating', { selector: 'input' }), '2');
    await submit(user);
    const refusal = await screen.findByText(/Your feedback was not submitted/);
    expect(refusal.closest('[role="alert"]')).toHaveTextContent(
      'You have already submitted feedback for this module this year.',
    );
    expect(fakeShared.navigator).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Material review')).toHaveValue('Clear slides');
    expect(screen.getByLabelText('Lecturers rating', { selector: 'input' })).toHaveValue('2');
    expect(moduleBox()).toHaveValue('CS3001 – Compilers');
  });

  it('shows a student not enrolled on the module the server’s words, keeping the review', async () => {
    vi.mocked(feedbackApi.submit).mockRejectedValue(apiError(403, MESSAGES.notEnrolled));
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    await user.type(screen.getByLabelText('Material review'), 'Typed before the refusal');
    await submit(user);
    const refusal = await screen.findByText(/Your feedback was not submitted/);
    expect(refusal.closest('[role="alert"]')).toHaveTextContent(MESSAGES.notEnrolled);
    expect(screen.getByLabelText('Material review')).toHaveValue('Typed before the refusal');
  });

  it("lists the server's problem per field", async () => {
    vi.mocked(feedbackApi.submit).mockRejectedValue(
      apiError(400, 'Some fields are not valid.', { materialFeedback: 'Review is too long.' }),
    );
    const user = setup();
    await chooseModule(user, 'CS3001 – Compilers');
    await user.type(screen.getByLabelText('Material review'), 'Clear');
    await submit(user);
    const problems = await screen.findByRole('list');
    expect(within(problems).getByRole('listitem')).toHaveTextContent(
      'Material review: Review is too long.',
    );
  });

  describe('draft kept in the browser', () => {
    it('comes back, for the same student only, after the form was left unsent', async () => {
      const user = setup('ada');
      await chooseModule(user, 'CS3001 – Compilers');
      await user.type(screen.getByLabelText('Material review'), 'Half a thought');
      user.unmount();

      setup('alan').unmount();
      expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();

      setup('ada');
      expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
      expect(moduleBox()).toHaveValue('CS3001 – Compilers');
      expect(screen.getByLabelText('Material review')).toHaveValue('Half a thought');
    });

    it('is forgotten once the feedback has been submitted', async () => {
      vi.mocked(feedbackApi.submit).mockResolvedValue({} as never);
      const user = setup();
      await chooseModule(user, 'CS3002 – Databases');
      await user.type(screen.getByLabelText('Material review'), 'Fine');
      await submit(user);
      await waitFor(() => expect(fakeShared.navigator).toHaveBeenCalled());
      user.unmount();
      setup();
      expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Material review')).toHaveValue('');
    });

    it('is kept after a refusal, and cleared by Start over', async () => {
      vi.mocked(feedbackApi.submit).mockRejectedValue(apiError(500, 'boom'));
      const user = setup();
      await chooseModule(user, 'CS3002 – Databases');
      await user.type(screen.getByLabelText('Assessment review'), 'Kept');
      await submit(user);
      await screen.findByText(/Your feedback was not submitted/);
      user.unmount();
      const again = setup();
      await again.click(screen.getByRole('button', { name: 'Start over' }));
      expect(screen.getByLabelText('Assessment review')).toHaveValue('');
      expect(moduleBox()).toHaveValue('');
      expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
    });
  });

  it('sends only once while a submission is under way', async () => {
    let finish: () => void = () => {};
    vi.mocked(feedbackApi.submit).mockReturnValue(
      new Promise((resolve) => (finish = () => resolve({} as never))),
    );
    const user = setup();
    await chooseModule(user, 'CS3002 – Databases');
    await user.type(screen.getByLabelText('Material review'), 'Fine');
    await submit(user);
    await submit(user);
    finish();
    await waitFor(() => expect(fakeShared.navigator).toHaveBeenCalled());
    expect(feedbackApi.submit).toHaveBeenCalledTimes(1);
  });
});
