import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../../navigation/navigation';
import { AppLink } from './AppLink';

const router = vi.fn();
let unregister: () => void;
beforeEach(() => {
  router.mockReset();
  unregister = registerNavigator(router);
});
afterEach(() => unregister());

function link() {
  render(
    <AppLink to="/auth" className="a-class">
      Sign in
    </AppLink>,
  );
  return screen.getByRole('link', { name: 'Sign in' });
}

describe('AppLink', () => {
  it('is a real link to the path, with the given class', () => {
    const anchor = link();
    expect(anchor).toHaveAttribute('href', '/auth');
    expect(anchor).toHaveClass('a-class');
  });

  it('moves within the app on a plain click', () => {
    const notPrevented = fireEvent.click(link());
    expect(router).toHaveBeenCalledExactlyOnceWith('/auth');
    expect(notPrevented).toBe(false);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_, modifier) => {
    const notPrevented = fireEvent.click(link(), modifier);
    expect(router).not.toHaveBeenCalled();
    expect(notPrevented).toBe(true);
  });
});
