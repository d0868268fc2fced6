import { fakeShared, SIGNED_OUT, setSession } from './fake-shared';
import {
  accountApi,
  AppLink,
  feedbackApi,
  moduleApi,
  MESSAGES,
  navigateTo,
  notify,
  requestAhead,
  session,
  useSession,
} from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

function SignedInAs() {
  const { user } = useSession();
  return <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

describe('the fake shared module', () => {
  it('turns every call of every endpoint object into a spy the code under test reaches', async () => {
    expect(vi.isMockFunction(moduleApi.list)).toBe(true);
    expect(vi.isMockFunction(feedbackApi.submit)).toBe(true);
    fakeShared.moduleApi.list.mockResolvedValue([]);
    await expect(moduleApi.list()).resolves.toEqual([]);
    expect(fakeShared.moduleApi.list).toHaveBeenCalledTimes(1);
  });

  it('keeps an address builder answering as the real one, and everything that is not a call', () => {
    expect(accountApi.signOnStartUrl()).toMatch(/sign-on\/start\/$/);
    expect(MESSAGES.fixErrorsBeforeSubmit).toMatch(/\w/);
  });

  it('starts signed out, and rendered components follow the session a test sets', () => {
    expect(session.getState()).toEqual(SIGNED_OUT);
    render(<SignedInAs />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    setSession({ user: { username: 'ada', is_staff: false, studentId: 7 } });
    expect(screen.getByText('signed in as ada')).toBeInTheDocument();
    session.logout();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(fakeShared.session.logout).toHaveBeenCalledTimes(1);
  });

  it('routes navigation and links to its navigator, and hears every notice', async () => {
    navigateTo('/results');
    render(<AppLink to="/feedback">Write</AppLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Write' }));
    expect(fakeShared.navigator.mock.calls).toEqual([['/results'], ['/feedback']]);
    notify({ severity: 'success', summary: 'Saved' });
    expect(fakeShared.notices).toHaveBeenCalledWith({ severity: 'success', summary: 'Saved' });
  });

  it('asks nothing of a network ahead of time', () => {
    requestAhead(['/api/modules/']);
    expect(fakeShared.requestAhead).toHaveBeenCalledWith(['/api/modules/']);
  });
});
