import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@module-feedback/shared';
import { apiMocks, moderationMocks, sessionMock } from './test/mock-api';
import { App } from './App';
import { STUDENT_NOTICE, VISITOR_NOTICE } from './access/AccessNotice';

const staff: CurrentUser = { username: 'boss', is_staff: true, studentId: null };
const student: CurrentUser = { username: 'sam', is_staff: false, studentId: 7 };

function signedInAs(user: CurrentUser | null, loading = false) {
  sessionMock.useSession.mockReturnValue({ loading, user, tokens: null });
}

beforeEach(() => {
  for (const mock of Object.values(apiMocks)) mock.mockReset();
  apiMocks.academicYears.mockResolvedValue([{ id: 1, year: 2025 }]);
  apiMocks.modules.mockResolvedValue([{ id: 2, code: 'CS1', title: 'One', lecturersNames: null }]);
  apiMocks.allFeedback.mockResolvedValue([]);
  moderationMocks.queue.mockResolvedValue([]);
  apiMocks.users.mockResolvedValue([
    { id: 3, user: { username: 'boss', email: 'b@x.org', is_staff: true }, studentId: null },
    { id: 4, user: { username: 'sam', email: 's@x.org', is_staff: false }, studentId: 7 },
  ]);
});

describe('App', () => {
  it('waits for the session before loading anything', () => {
    signedInAs(null, true);
    render(<App />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(apiMocks.academicYears).not.toHaveBeenCalled();
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

  it('lets staff create and edit, with no notice', async () => {
    signedInAs(staff);
    render(<App />);
    await screen.findByRole('cell', { name: '2025/26' });
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit academic year 2025/26' })).toBeEnabled();
    expect(screen.queryByText(STUDENT_NOTICE)).not.toBeInTheDocument();
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
  });

  it('tells a visitor to sign in', async () => {
    signedInAs(null);
    render(<App />);
    await screen.findByRole('cell', { name: '2025/26' });
    expect(screen.getByText(VISITOR_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in/Sign up' })).toHaveAttribute('href', '/auth');
  });
});
