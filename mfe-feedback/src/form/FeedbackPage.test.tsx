import '@module-feedback/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OWN_FEEDBACK_MESSAGES,
  ownFeedbackApi,
  SURVEY_WINDOW_TEXTS,
  type OwnFeedback,
  academicYearApi,
  moduleApi,
} from '@module-feedback/shared';
import { ownEntry } from '../own-feedback/test-entries';
import { FeedbackPage, NOT_EDITABLE } from './FeedbackPage';
import { listedYear } from './test-years';

const entry = (fields: Partial<OwnFeedback>) =>
  ownEntry({
    academicYear: { id: 4, year: 2025 },
    module: { id: 1, code: 'CS1', title: 'One' },
    ...fields,
  });

beforeEach(() => {
  vi.mocked(moduleApi.list).mockReset();
  vi.mocked(academicYearApi.list).mockReset();
  vi.mocked(ownFeedbackApi.list).mockReset().mockResolvedValue([]);
});

describe('FeedbackPage', () => {
  it('shows the form once modules and years are loaded', async () => {
    vi.mocked(moduleApi.list).mockResolvedValue([
      { id: 1, code: 'CS1', title: 'One', lecturersNames: null },
    ]);
    vi.mocked(academicYearApi.list).mockResolvedValue([listedYear(4, 2025)]);
    render(<FeedbackPage studentId={1} username="ada" editId={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading modules');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    vi.mocked(moduleApi.list).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    vi.mocked(academicYearApi.list).mockResolvedValue([listedYear(4, 2025)]);
    render(<FeedbackPage studentId={1} username="ada" editId={null} />);
    expect(await screen.findByText(/Could not load the modules/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(moduleApi.list).toHaveBeenCalledTimes(2);
  });

  it('edits an entry of the student: its values filled in, its module and year fixed', async () => {
    vi.mocked(moduleApi.list).mockResolvedValue([
      { id: 1, code: 'CS1', title: 'One', lecturersNames: null },
    ]);
    vi.mocked(academicYearApi.list).mockResolvedValue([listedYear(4, 2025)]);
    vi.mocked(ownFeedbackApi.list).mockResolvedValue([entry({})]);
    render(<FeedbackPage studentId={1} username="ada" editId={7} />);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByTestId('editing-entry')).toHaveTextContent(
      'Editing your feedback on CS1 – One, 2025/26',
    );
    expect(screen.queryByRole('combobox', { name: 'Module' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Material review/ })).toHaveValue('Good notes.');
    expect(screen.getByRole('textbox', { name: /Lecturers review/ })).toHaveValue('Clear.');
  });

  it('refuses to edit an entry whose year has closed, one under review, or one not the student’s', async () => {
    vi.mocked(moduleApi.list).mockResolvedValue([]);
    vi.mocked(academicYearApi.list).mockResolvedValue([]);
    vi.mocked(ownFeedbackApi.list).mockResolvedValue([
      entry({ yearState: 'closed', editable: false }),
      entry({ id: 9, underReview: true, editable: false }),
    ]);
    const { unmount } = render(<FeedbackPage studentId={1} username="ada" editId={7} />);
    expect(await screen.findByText(SURVEY_WINDOW_TEXTS.closedForChanges(2025))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    unmount();
    const underReview = render(<FeedbackPage studentId={1} username="ada" editId={9} />);
    expect(await screen.findByText(OWN_FEEDBACK_MESSAGES.underReview)).toBeVisible();
    underReview.unmount();
    render(<FeedbackPage studentId={1} username="ada" editId={8} />);
    expect(await screen.findByText(NOT_EDITABLE)).toBeInTheDocument();
  });

  it('offers the open years only, the latest first, and says when none is open', async () => {
    vi.mocked(moduleApi.list).mockResolvedValue([
      { id: 1, code: 'CS1', title: 'One', lecturersNames: null },
    ]);
    vi.mocked(academicYearApi.list).mockResolvedValue([
      listedYear(3, 2024, { closesAt: new Date(Date.now() - 1000).toISOString() }),
      listedYear(4, 2025),
      listedYear(5, 2026, { opensAt: null }),
    ]);
    const { unmount } = render(<FeedbackPage studentId={1} username="ada" editId={null} />);
    const year = await screen.findByRole('combobox', { name: 'Academic year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025/26']);
    expect(year).toHaveDisplayValue('2025/26');
    unmount();

    vi.mocked(academicYearApi.list).mockResolvedValue([listedYear(5, 2026, { opensAt: null })]);
    render(<FeedbackPage studentId={1} username="ada" editId={null} />);
    expect(await screen.findByText(SURVEY_WINDOW_TEXTS.noneOpen)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
