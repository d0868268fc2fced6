import { setSession } from '../test/shared-fake';
import { MESSAGES, UI_LABELS } from '@module-feedback/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

vi.mock('../remotes/loading/load-remote', () => ({
  loadRemoteLifecycles: () => new Promise(() => {}),
  forgetFailedRemote: vi.fn(),
}));

beforeEach(() => setSession({ loading: false, user: null }));

describe('document title', () => {
  it.each([
    ['/', 'Home – Module Feedback'],
    ['/results', 'Results – Module Feedback'],
    ['/results/CS3001', 'Results – Module Feedback'],
    ['/feedback', `${UI_LABELS.writeFeedback} – Module Feedback`],
    ['/feedback/mine', 'My feedback – Module Feedback'],
    ['/feedback/mine/', 'My feedback – Module Feedback'],
    ['/feedback?edit=12', 'Edit your feedback – Module Feedback'],
    ['/admin', `${UI_LABELS.adminDashboard} – Module Feedback`],
    ['/auth', `${UI_LABELS.signInUp} – Module Feedback`],
    ['/no/such/page', 'Page not found – Module Feedback'],
  ])('names the page at %s', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("uses the deployment's product name", async () => {
    renderApp('/results', {
      productName: 'Course Voice',
      developer: 'x',
      repositoryUrl: 'https://example.org',
      supervisor: 'y',
    });
    await waitFor(() => expect(document.title).toBe('Results – Course Voice'));
  });
});

describe('focus after a navigation', () => {
  it('leaves focus alone on the first page shown', () => {
    renderApp('/');
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's main heading when the path changes", async () => {
    const { router } = renderApp('/results');
    await userEvent.click(screen.getByRole('link', { name: /Module Feedback/ }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("waits for a section's heading that appears later (a remote loading)", async () => {
    const { router } = renderApp('/');
    await act(() => router.navigate('/results'));
    const main = screen.getByRole('main');
    const heading = document.createElement('h1');
    heading.textContent = 'Module survey results';
    act(() => main.append(heading));
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the error page heading for an unknown path', async () => {
    const { router } = renderApp('/');
    await act(() => router.navigate('/no/such/page'));
    expect(
      screen.getByRole('heading', { name: MESSAGES.unexpectedApplicationError }),
    ).toHaveFocus();
  });
});

describe('skip link', () => {
  it('points at the main region, which can take focus', () => {
    renderApp('/');
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    const target = document.querySelector(link.getAttribute('href') ?? '');
    expect(target).toBe(screen.getByRole('main'));
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: /Skip/ })).toBeNull();
  });
});
