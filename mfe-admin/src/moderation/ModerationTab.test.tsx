import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModerationAction, ModerationQueueEntry } from '@module-feedback/shared';
import { fakeShared } from '../test/shared-fake';
import { renderWithUi } from '../test/render';
import { ModerationTab } from './ModerationTab';

const reported: ModerationQueueEntry = {
  feedback: {
    id: 41,
    student: 1234567,
    academicYear: { id: 1, year: 2025 },
    module: { id: 2, code: 'CS1', title: 'One' },
    materialRating: 1,
    materialFeedback: 'Rude words here.',
    assessmentRating: null,
    assessmentFeedback: null,
    lecturerRating: null,
    lecturerFeedback: null,
    submitDate: '2026-01-05T10:00:00.000Z',
    edited: false,
  },
  hiddenAt: null,
  hiddenTexts: [],
  openReports: 1,
  reports: [
    {
      id: 7,
      reason: 'offensive',
      aspect: 'material',
      details: null,
      createdAt: '2026-01-06T10:00:00.000Z',
      dismissedAt: null,
      reporter: { id: 9, username: 'sam', studentId: 7654321 },
    },
  ],
};
const hidden: ModerationQueueEntry = {
  ...reported,
  feedback: { ...reported.feedback, id: 42 },
  hiddenAt: '2026-01-07T10:00:00.000Z',
  openReports: 0,
  reports: [],
};
const record: ModerationAction = {
  id: 1,
  feedbackId: 42,
  action: 'hide',
  aspect: null,
  actor: 'boss',
  createdAt: '2026-01-07T10:00:00.000Z',
};

beforeEach(() => {
  for (const mock of Object.values(fakeShared.moderationApi)) mock.mockReset();
  // A new list per load, as from the server.
  fakeShared.moderationApi.queue.mockImplementation(async () => [reported, hidden]);
  fakeShared.moderationApi.actions.mockResolvedValue([record]);
  for (const action of ['hide', 'unhide', 'dismiss', 'hideText', 'unhideText'] as const) {
    fakeShared.moderationApi[action].mockResolvedValue(undefined);
  }
});

const entry = async (id: number) =>
  (await screen.findByRole('heading', { name: new RegExp(`^Entry ${id}:`) })).closest(
    'article',
  ) as HTMLElement;

describe('ModerationTab', () => {
  it('shows each entry with its text, its reports and who made them', async () => {
    renderWithUi(<ModerationTab />);
    const card = await entry(41);
    expect(within(card).getByText('Rude words here.')).toBeInTheDocument();
    expect(within(card).getByText(/Offensive or abusive — sam \(7654321\)/)).toBeInTheDocument();
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(await entry(42)).getByText('Hidden')).toBeInTheDocument();
  });

  it('hides, unhides and dismisses, then reloads the queue and the record', async () => {
    const user = renderWithUi(<ModerationTab />);
    await user.click(within(await entry(41)).getByRole('button', { name: 'Hide entry' }));
    expect(fakeShared.moderationApi.hide).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Entry hidden.')).toBeInTheDocument();
    expect(fakeShared.moderationApi.queue).toHaveBeenCalledTimes(2);
    expect(fakeShared.moderationApi.actions).toHaveBeenCalledTimes(2);

    await user.click(within(await entry(42)).getByRole('button', { name: 'Unhide entry' }));
    expect(fakeShared.moderationApi.unhide).toHaveBeenCalledWith(42);
    await user.click(within(await entry(41)).getByRole('button', { name: 'Dismiss reports' }));
    expect(fakeShared.moderationApi.dismiss).toHaveBeenCalledWith(41);
  });

  it("puts the focus on the entry's heading after an action, or on the queue's when it left", async () => {
    const user = renderWithUi(<ModerationTab />);
    await user.click(within(await entry(41)).getByRole('button', { name: 'Hide entry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Entry 41:/ })).toHaveFocus());
    fakeShared.moderationApi.queue.mockImplementation(async () => [hidden]);
    await user.click(within(await entry(41)).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Reported and hidden entries' })).toHaveFocus(),
    );
  });

  it('cannot dismiss when no report is open', async () => {
    renderWithUi(<ModerationTab />);
    expect(within(await entry(42)).getByRole('button', { name: 'Dismiss reports' })).toBeDisabled();
  });

  it('shows a "Something else" report in its words and which text a report is about', async () => {
    fakeShared.moderationApi.queue.mockImplementation(async () => [
      {
        ...reported,
        reports: [
          {
            ...reported.reports[0]!,
            id: 8,
            reason: 'other',
            aspect: 'assessment',
            details: 'It quotes a private email.',
          },
        ],
      },
    ]);
    renderWithUi(<ModerationTab />);
    const card = await entry(41);
    const report = within(card).getByRole('listitem');
    expect(report).toHaveTextContent(/^Something else — sam \(7654321\),/);
    expect(report).toHaveTextContent('about the assessment text');
    expect(within(report).getByText('It quotes a private email.').tagName).toBe('BLOCKQUOTE');
  });

  it('hides and unhides one text, marked as reported and as hidden', async () => {
    const partly: ModerationQueueEntry = {
      ...reported,
      feedback: { ...reported.feedback, id: 43, assessmentFeedback: 'Fine exams.' },
      hiddenTexts: ['assessment'],
    };
    fakeShared.moderationApi.queue.mockImplementation(async () => [reported, partly]);
    const user = renderWithUi(<ModerationTab />);
    const card = await entry(41);
    expect(within(card).getByRole('term')).toHaveTextContent('MaterialReported');
    await user.click(within(card).getByRole('button', { name: 'Hide material text' }));
    expect(fakeShared.moderationApi.hideText).toHaveBeenCalledWith(41, 'material');
    expect(fakeShared.moderationApi.hide).not.toHaveBeenCalled();
    expect(await screen.findByText('Text hidden.')).toBeInTheDocument();

    const partlyCard = await entry(43);
    expect(within(partlyCard).getByText('Partly hidden')).toBeInTheDocument();
    expect(within(partlyCard).getByText('Text hidden')).toBeInTheDocument();
    expect(within(partlyCard).getByRole('button', { name: 'Hide material text' })).toBeEnabled();
    await user.click(within(partlyCard).getByRole('button', { name: 'Unhide assessment text' }));
    expect(fakeShared.moderationApi.unhideText).toHaveBeenCalledWith(43, 'assessment');
    expect(await screen.findByText('Text shown again.')).toBeInTheDocument();
  });

  it('names the text in the record of an action on one text', async () => {
    fakeShared.moderationApi.actions.mockResolvedValue([{ ...record, aspect: 'lecturer' }]);
    renderWithUi(<ModerationTab />);
    expect(await screen.findByRole('cell', { name: 'Hid lecturer text' })).toBeInTheDocument();
  });

  it('lists the record of actions: when, who, what, which entry', async () => {
    renderWithUi(<ModerationTab />);
    const row = (await screen.findByRole('cell', { name: 'boss' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Hid' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '42' })).toBeInTheDocument();
  });

  it('says what went wrong when an action is refused', async () => {
    fakeShared.moderationApi.hide.mockRejectedValue(new Error('Network Error'));
    const user = renderWithUi(<ModerationTab />);
    await user.click(within(await entry(41)).getByRole('button', { name: 'Hide entry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
