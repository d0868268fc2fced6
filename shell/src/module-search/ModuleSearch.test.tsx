import { fakeShared, setSession } from '../test/shared-fake';
import { type Module } from '@module-feedback/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { MODULE_LIST_NOTES } from './use-modules-on-demand';

vi.mock('../remotes/loading/load-remote', () => ({
  loadRemoteLifecycles: () => new Promise(() => {}),
  forgetFailedRemote: vi.fn(),
}));

const MODULES: Module[] = [
  { id: 1, code: 'CS3001', title: 'Algorithms', lecturersNames: 'Dr Zoë Hughes' },
  { id: 2, code: 'CS3002', title: 'Machine Learning', lecturersNames: 'Ana Núñez' },
  { id: 3, code: 'MA 3004/B', title: 'Applied Machine Intelligence', lecturersNames: null },
];

const main = () => within(screen.getByRole('main'));
const homeSearch = () => main().getByRole('combobox', { name: 'Find a module' });
const highlighted = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** A module list that arrives when the test says so. */
function listArrivingLater() {
  let arrive: (modules: Module[]) => void = () => {};
  fakeShared.moduleApi.list.mockReturnValue(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );
  return (modules: Module[]) => arrive(modules);
}

beforeEach(() => {
  vi.restoreAllMocks();
  fakeShared.moduleApi.list.mockReset();
  setSession({ loading: false, user: null });
});

describe('module search on the home page', () => {
  it('asks for the module list only once someone starts to search', async () => {
    const modules = fakeShared.moduleApi.list.mockResolvedValue(MODULES);
    renderApp('/');
    expect(modules).not.toHaveBeenCalled();
    await userEvent.click(homeSearch());
    expect(modules).toHaveBeenCalledTimes(1);
  });

  it("goes to the results of a module found by a lecturer's name, with the keyboard only", async () => {
    fakeShared.moduleApi.list.mockResolvedValue(MODULES);
    const { router } = renderApp('/');
    const user = userEvent.setup();
    homeSearch().focus();
    await user.keyboard('nunez');
    const option = await screen.findByRole('option', { name: /Machine Learning/ });
    expect(option).toHaveTextContent('Ana Núñez');
    expect(screen.getAllByRole('status').some((s) => s.textContent === '1 module matches.')).toBe(
      true,
    );
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/results/CS3002');
  });

  it('builds the results address with the code encoded', async () => {
    fakeShared.moduleApi.list.mockResolvedValue(MODULES);
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(homeSearch());
    await user.keyboard('intelligence');
    await screen.findByRole('option', { name: /Intelligence/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/results/MA%203004%2FB');
  });

  it('shows the best match highlighted as soon as a late list arrives, so Enter opens it', async () => {
    const arrive = listArrivingLater();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(homeSearch());
    await user.keyboard('hughes');
    expect(main().getByText(MODULE_LIST_NOTES.loading, { selector: 'p' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/');

    arrive(MODULES);
    await screen.findByRole('option', { name: /Algorithms/ });
    expect(highlighted(homeSearch())).toBe('CS3001 – Algorithms Dr Zoë Hughes');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/results/CS3001');
  });

  it('says why the list did not come, and asks again when the typing goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const modules = fakeShared.moduleApi.list
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(MODULES);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(homeSearch());
    expect(
      await main().findByText(/^Could not load the modules\..*Type again to retry\.$/, {
        selector: 'p',
      }),
    ).toBeVisible();
    await user.keyboard('algo');
    expect(modules).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('option', { name: 'CS3001 – Algorithms' })).toBeVisible();
  });
});
