// The theme rules: a mode of auto, light or dark; auto follows the system setting and its changes.
import { STORAGE_KEYS, THEME_MODES } from '@module-feedback/shared/shell-pages';
import type { Theme, ThemeMode } from '@module-feedback/shared';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return THEME_MODES.includes(value as ThemeMode);
}

export function readThemeMode(storage: Storage): ThemeMode {
  const stored = storage.getItem(STORAGE_KEYS.themeMode);
  return isThemeMode(stored) ? stored : 'auto';
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): Theme {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/** Both keys: `themeMode` is the choice, `theme` the colours it currently means. */
export function storeTheme(storage: Storage, mode: ThemeMode, theme: Theme): void {
  storage.setItem(STORAGE_KEYS.themeMode, mode);
  storage.setItem(STORAGE_KEYS.theme, theme);
}
