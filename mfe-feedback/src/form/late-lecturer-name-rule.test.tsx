// The form while the lecturer-name rule is still on its way: it shows without it, and a
// submit made meanwhile waits for the rule before anything is sent.
import '@module-feedback/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MESSAGES, type AcademicYear, type Module, feedbackApi } from '@module-feedback/shared';
import type * as LecturerNames from '@module-feedback/shared/lecturer-names';
import { FeedbackForm } from './FeedbackForm';

const rule = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});

vi.mock('@module-feedback/shared/lecturer-names', async (importOriginal) => {
  await rule.arrived;
  return importOriginal<typeof LecturerNames>();
});

const modules: Module[] = [
  { id: 1, code: 'CS3001', title: 'Compilers', lecturersNames: 'Dr Ada Lovelace, Alan Turing' },
];
const years: AcademicYear[] = [{ id: 12, year: 2025 }];

// The file's one test pays for the first render of PrimeReact's components: seconds on a busy
// machine.
const TIMEOUT = 20_000;

it(
  'checks a lecturer review sent before the rule arrived, once it has, and sends nothing',
  async () => {
    const user = userEvent.setup();
    render(<FeedbackForm modules={modules} years={years} studentId={99} username="ada" />);
    await user.click(screen.getByRole('combobox', { name: 'Module' }));
    await user.click(screen.getByRole('option', { name: 'CS3001 – Compilers' }));
    const review = screen.getByLabelText('Lecturers review');
    await user.type(review, 'Turing');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(MESSAGES.fixErrorsBeforeSubmit)).not.toBeInTheDocument();

    rule.arrive();
    expect(await screen.findByText(MESSAGES.fixErrorsBeforeSubmit)).toBeInTheDocument();
    expect(review).toHaveAccessibleDescription(
      `${MESSAGES.reviewIncludesLecturerName} Found: “Turing”.`,
    );
    expect(screen.getByTestId('module-lecturers')).toHaveTextContent(
      'Lecturers: Dr Ada Lovelace, Alan Turing',
    );
    expect(feedbackApi.submit).not.toHaveBeenCalled();
  },
  TIMEOUT,
);
