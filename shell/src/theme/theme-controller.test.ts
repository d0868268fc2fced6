import { describe, expect, it, vi } from 'vitest';
import { fakeDarkSchemeQuery } from '../test/fake-media';
import { createThemeController } from './theme-controller';

function setup({
  stored = {},
  systemDark = false,
}: {
  stored?: Record<string, string>;
  systemDark?: boolean;
}) {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const media = fakeDarkSchemeQuery(systemDark);
  const apply = vi.fn();
  const controller = createThemeController({
    storage: localStorage,
    matchMedia: media.matchMedia,
    apply,
  });
  return { controller, media, apply };
}

describe('theme controller', () => {
  it('starts in auto mode following the system when nothing is stored', () => {
    expect(setup({ systemDark: true }).controller.getState()).toEqual({
      mode: 'auto',
      theme: 'dark',
    });
    localStorage.clear();
    expect(setup({ systemDark: false }).controller.getState()).toEqual({
      mode: 'auto',
      theme: 'light',
    });
  });

  it('restores a stored manual choice whatever the system says', () => {
    const { controller } = setup({ stored: { themeMode: 'light' }, systemDark: true });
    expect(controller.getState()).toEqual({ mode: 'light', theme: 'light' });
  });

  it('ignores a stored value that is not a theme mode', () => {
    const { controller } = setup({ stored: { themeMode: 'purple' }, systemDark: true });
    expect(controller.getState()).toEqual({ mode: 'auto', theme: 'dark' });
  });

  it('persists a choice under themeMode and theme and applies it', () => {
    const { controller, apply } = setup({});
    controller.setMode('dark');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(apply).toHaveBeenLastCalledWith('dark');
    expect(controller.getState()).toEqual({ mode: 'dark', theme: 'dark' });
  });

  it('follows live system changes in auto mode only', () => {
    const { controller, media, apply } = setup({});
    const seen = vi.fn();
    controller.subscribe(seen);
    media.setSystemDark(true);
    expect(controller.getState().theme).toBe('dark');
    expect(apply).toHaveBeenLastCalledWith('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(seen).toHaveBeenCalled();

    controller.setMode('light');
    apply.mockClear();
    media.setSystemDark(false);
    media.setSystemDark(true);
    expect(controller.getState()).toEqual({ mode: 'light', theme: 'light' });
    expect(apply).not.toHaveBeenCalled();
  });
});
