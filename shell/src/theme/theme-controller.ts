// Holds the chosen theme mode, applies the theme it resolves to, and follows the system
// setting live while the mode is auto.
import type { Theme, ThemeMode } from '@module-feedback/shared';
import { DARK_SCHEME_QUERY, readThemeMode, resolveTheme, storeTheme } from './theme-mode';

export interface ThemeState {
  mode: ThemeMode;
  theme: Theme;
}

export interface ThemeControllerDeps {
  storage: Storage;
  matchMedia: (query: string) => MediaQueryList;
  apply: (theme: Theme) => unknown;
}

export function createThemeController({ storage, matchMedia, apply }: ThemeControllerDeps) {
  const systemDark = matchMedia(DARK_SCHEME_QUERY);
  const listeners = new Set<() => void>();
  const initialMode = readThemeMode(storage);
  let state: ThemeState = {
    mode: initialMode,
    theme: resolveTheme(initialMode, systemDark.matches),
  };

  function update(mode: ThemeMode): void {
    const theme = resolveTheme(mode, systemDark.matches);
    storeTheme(storage, mode, theme);
    if (theme !== state.theme) apply(theme);
    state = { mode, theme };
    for (const listener of listeners) listener();
  }

  systemDark.addEventListener('change', () => {
    if (state.mode === 'auto') update('auto');
  });

  return {
    getState: (): ThemeState => state,
    setMode: update,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ThemeController = ReturnType<typeof createThemeController>;
