// The page's theme controller, wired to the browser.
import { useSyncExternalStore } from 'react';
import { createThemeController, type ThemeState } from './theme-controller';
import { applyTheme } from './theme-stylesheet';

export const themeController = createThemeController({
  storage: window.localStorage,
  matchMedia: (query) => window.matchMedia(query),
  apply: applyTheme,
});

export function useTheme(): ThemeState {
  return useSyncExternalStore(themeController.subscribe, themeController.getState);
}
