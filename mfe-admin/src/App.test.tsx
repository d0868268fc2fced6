import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@module-feedback/shared';
import { fakeShared, listedYear, setSession } from './test/shared-fake';
import { App } from './App';
import { STUDENT_NOTICE, VISITOR_NOTICE } from './access/AccessNotice';

const staff: CurrentUser = { username: 'boss', is_staff: true, studentId: null };
const student: CurrentUser = { username: 'sam', is_staff: false, studentId: 7 };

function signedInAs(user: CurrentUser | null, loading = false) {
  setSession({ loading, user, tokens: null });
}

beforeEach(() => {
  const { academicYearApi, moduleApi, feedbackApi, userApi } = fakeShared;
  for (const calls of [academicYearApi, moduleApi, feedbackApi, userApi]) {
    for (const mock of Object.values(calls)) mock.mockReset();
  }
  fakeShared.academicYearApi.list.mockResolvedValue([listedYear(2025, { id: 1 })]);
  fakeShared.moduleApi.list.mockResolvedValue([
    { id: 2, code: 'CS1', title: 'One', lecturersNames: null },
  ]);
  fakeShared.feedbackApi.all.mockResolvedValue([]);
  fakeShared.moderationApi.queue.mockResolvedValue([]);
  fakeShared.userApi.list.mockResolvedValue([
    { id: 3, user: { username: 'boss', email: 'b@x.org', is_staff: true }, studentId: null },
    { id: 4, user: { username: 'sam', email: 's@x.org', is_staff: false }, studentId: 7 },
  ]);
});

describe('App', () => {
  it('waits for the session before loading anything', () => {
    signedInAs(null, true);
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(fakeShared.academicYearApi.list).not.toHaveBeenCalled();
  });

  it('opens on Academic Years and switches between the tabs', async () => {
    signedInAs(staff);
    const user = userEvent.setup();
    render(<App />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Academic Years',
      'Modules',
      'Feedbacks',
      'Users',
      'Overview',
      'Moderation',
      'Enrolment',
      'Deployments',
    ]);
    expect(await screen.findByRole('cell', { name: '2025/26' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Modules' }));
    expect(await screen.findByRole('cell', { name: 'CS1' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Feedbacks' }));
    expect(await screen.findByText('No feedbacks yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const bossRow = (await screen.findByRole('cell', { name: 'boss' })).closest('tr');
    expect(within(bossRow as HTMLElement).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    const samRow = screen.getByRole('cell', { name: 'sam' }).closest('tr');
    expect(
      within(samRow as HTMLElement).getByRole('cell', { name: 'Student' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit user sam' })).toBeDisabled();
  });

  it('keeps the tab in the address: a reload opens it again, Back returns to the one before', async () => {
    signedInAs(staff);
    fakeShared.moderationApi.queue.mockResolvedValue([]);
    fakeShared.moderationApi.actions.mockResolvedValue([]);
    const user = userEvent.setup();
    const { unmount } = render(<App />);
    await user.click(screen.getByRole('tab', { name: 'Moderation' }));
    expect(window.location.search).toBe('?tab=moderation');
    unmount();

    render(<App />);
    expect(screen.getByRole('tab', { name: 'Moderation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    act(() => {
      window.history.back();
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Moderation' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  it('opens a staff-only tab named in the address on Academic Years for a student', () => {
    signedInAs(student);
    window.history.replaceState(null, '', '/admin?tab=moderation');
    render(<App />);
    expect(screen.getByRole('tab', { name: 'Academic Years' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lets staff create and edit, with no notice', async () => {
    signedInAs(staff);
    render(<App />);
    await screen.findByRole('cell', { name: '2025/26' });
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit academic year 2025/26' })).toBeEnabled();
    expect(screen.queryByText(STUDENT_NOTICE)).not.toBeInTheDocument();
  });

  it("shows each year's feedback state and lets staff open a year now or close one, once sure", async () => {
    signedInAs(staff);
    fakeShared.academicYearApi.list.mockResolvedValue([
      listedYear(2025, { id: 1, opensAt: '2025-09-01T00:00:00.000Z', closesAt: null }),
      listedYear(2026, { id: 2, opensAt: null, closesAt: null, responses: 0 }),
    ]);
    fakeShared.academicYearApi.openNow.mockResolvedValue(listedYear(2026, { id: 2 }));
    fakeShared.academicYearApi.closeNow.mockResolvedValue(listedYear(2025, { id: 1 }));
    // PrimeReact's overlays ignore the pointer while they animate; jsdom never finishes that.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<App />);
    const row = async (label: string) =>
      within((await screen.findByRole('cell', { name: label })).closest('tr') as HTMLElement);
    expect((await row('2025/26')).getByRole('cell', { name: /Open$/ })).toBeInTheDocument();
    expect((await row('2026/27')).getByRole('cell', { name: /Upcoming$/ })).toBeInTheDocument();
    expect((await row('2026/27')).getByRole('cell', { name: 'Not set' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open now: academic year 2026/27' }));
    expect(fakeShared.academicYearApi.openNow).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Feedback for 2026/27 is open.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close now: academic year 2025/26' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close feedback for 2025/26 now?');
    await user.click(within(dialog).getByRole('button', { name: 'Close feedback' }));
    expect(fakeShared.academicYearApi.closeNow).toHaveBeenCalledWith(1);
    expect(fakeShared.academicYearApi.list).toHaveBeenCalledTimes(3);
  });

  it('shows a student the page with create and edit disabled, and says why', async () => {
    signedInAs(student);
    render(<App />);
    await screen.findByRole('cell', { name: '2025/26' });
    expect(screen.getByText(STUDENT_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit academic year 2025/26' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete academic year 2025/26' })).toBeEnabled();
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Deployments' })).not.toBeInTheDocument();
  });

  it('tells a visitor to sign in', async () => {
    signedInAs(null);
    render(<App />);
    await screen.findByRole('cell', { name: '2025/26' });
    expect(screen.getByText(VISITOR_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in/Sign up' })).toHaveAttribute('href', '/auth');
  });
});
