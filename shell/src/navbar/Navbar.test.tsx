import { fakeShared, setSession, STAFF, STUDENT } from '../test/shared-fake';
import { UI_LABELS, type Module } from '@module-feedback/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

vi.mock('../remotes/loading/load-remote', () => ({
  loadRemoteLifecycles: () => new Promise(() => {}),
  forgetFailedRemote: vi.fn(),
}));

const navbar = () => within(screen.getByRole('navigation', { name: 'Main' }));
const menuButton = () => navbar().getByRole('button', { name: 'Menu' });
const menu = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

const MODULES: Module[] = [
  { id: 1, code: 'CS3001', title: 'Algorithms', lecturersNames: 'Zoë Hughes' },
  { id: 2, code: 'CS3002', title: 'Machine Learning', lecturersNames: null },
];

const search = () => navbar().getByRole('combobox', { name: 'Search modules' });

beforeEach(() => {
  setSession({ loading: false, user: null });
  fakeShared.moduleApi.list.mockResolvedValue(MODULES);
});

describe('Navbar', () => {
  it('links the brand (the product name) home and always offers results', () => {
    renderApp('/results');
    expect(navbar().getByRole('link', { name: /Module Feedback/ })).toHaveAttribute('href', '/');
    expect(navbar().getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/results');
  });

  it('marks the link of the section on screen as the current page', () => {
    renderApp('/results/CS3001');
    expect(navbar().getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    expect(navbar().getByRole('link', { name: UI_LABELS.signInUp })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each([
    ['/feedback', 'page'],
    ['/feedback/mine', null],
    ['/feedback?edit=12', null],
  ])('marks Write a Feedback as the current page at %s only on the empty form', (path, current) => {
    setSession({ user: STUDENT });
    renderApp(path);
    const link = navbar().getByRole('link', { name: UI_LABELS.writeFeedback });
    expect(link.getAttribute('aria-current')).toBe(current);
  });

  it('offers sign-in to a visitor, without greeting or log out', () => {
    renderApp('/');
    expect(navbar().getByRole('link', { name: UI_LABELS.signInUp })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(navbar().queryByRole('button', { name: UI_LABELS.logOut })).not.toBeInTheDocument();
    expect(navbar().queryByRole('link', { name: UI_LABELS.writeFeedback })).not.toBeInTheDocument();
  });

  it('greets a signed-in student and offers the feedback form', () => {
    setSession({ user: STUDENT });
    renderApp('/');
    expect(navbar().getByText('Hello, alice')).toBeInTheDocument();
    expect(navbar().getByRole('link', { name: 'Hello, alice (My feedback)' })).toHaveAttribute(
      'href',
      '/feedback/mine',
    );
    expect(navbar().getByRole('link', { name: UI_LABELS.writeFeedback })).toBeInTheDocument();
    expect(navbar().queryByRole('link', { name: UI_LABELS.signInUp })).not.toBeInTheDocument();
    expect(
      navbar().queryByRole('link', { name: UI_LABELS.adminDashboard }),
    ).not.toBeInTheDocument();
  });

  it('offers staff the admin dashboard', () => {
    setSession({ user: STAFF });
    renderApp('/');
    expect(navbar().getByRole('link', { name: UI_LABELS.adminDashboard })).toBeInTheDocument();
    expect(navbar().queryByRole('link', { name: UI_LABELS.writeFeedback })).not.toBeInTheDocument();
    expect(navbar().queryByRole('link', { name: /Hello/ })).not.toBeInTheDocument();
  });

  it('follows sign-in and sign-out as they happen', () => {
    renderApp('/');
    setSession({ user: STUDENT });
    expect(navbar().getByText('Hello, alice')).toBeInTheDocument();
    setSession({ user: null });
    expect(navbar().queryByText('Hello, alice')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    setSession({ user: STUDENT });
    const { router } = renderApp('/results');
    await userEvent.click(navbar().getByRole('button', { name: UI_LABELS.logOut }));
    expect(fakeShared.session.logout).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(navbar().getByRole('link', { name: UI_LABELS.signInUp })).toBeInTheDocument();
  });

  it('moves through the router when a link is clicked', async () => {
    const { router } = renderApp('/');
    await userEvent.click(navbar().getByRole('link', { name: 'Results' }));
    expect(router.state.location.pathname).toBe('/results');
  });

  it('reaches every link and control with the Tab key, skip link first', async () => {
    setSession({ user: STUDENT });
    renderApp('/');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('link', { name: /Module Feedback/ })).toHaveFocus();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('link', { name: 'Results' })).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('link', { name: UI_LABELS.writeFeedback })).toHaveFocus();
    await user.tab();
    expect(search()).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('radio', { name: 'Auto' })).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('link', { name: /^Hello, alice/ })).toHaveFocus();
    await user.tab();
    expect(navbar().getByRole('button', { name: UI_LABELS.logOut })).toHaveFocus();
  });

  describe('menu button (shown below 992 px)', () => {
    it('discloses the menu it controls and folds it away again', async () => {
      renderApp('/');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menu()).toHaveAttribute('data-open', 'false');
      expect(menu()).toContainElement(navbar().getByRole('link', { name: 'Results' }));
      await userEvent.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(menu()).toHaveAttribute('data-open', 'true');
      await userEvent.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and gives focus back to the button', async () => {
      renderApp('/');
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.tab();
      expect(navbar().getByRole('link', { name: 'Results' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveFocus();
    });

    it('keeps the menu open when Escape closes the search suggestions', async () => {
      renderApp('/');
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(search());
      await user.keyboard('alg');
      expect(search()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(search()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes once a module found by the search opens', async () => {
      const { router } = renderApp('/');
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(search());
      await user.keyboard('machine');
      await within(screen.getByRole('listbox', { name: 'Modules' })).findByRole('option', {
        name: 'CS3002 – Machine Learning',
      });
      await user.keyboard('{Enter}');
      expect(router.state.location.pathname).toBe('/results/CS3002');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes once a link has been followed', async () => {
      const { router } = renderApp('/');
      await userEvent.click(menuButton());
      await userEvent.click(navbar().getByRole('link', { name: UI_LABELS.signInUp }));
      expect(router.state.location.pathname).toBe('/auth');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
