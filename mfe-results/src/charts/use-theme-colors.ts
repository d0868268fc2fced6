import { useEffect, useState } from 'react';
import { INK_COLORS, useOnPaper } from './paper-charts';

export interface ThemeColors {
  text: string;
  textSecondary: string;
  grid: string;
}

// Used before a PrimeReact theme has loaded (and under jsdom): readable on light and dark.
const FALLBACK: ThemeColors = { text: '#6b7280', textSecondary: '#6b7280', grid: '#9ca3af55' };

function readThemeColors(): ThemeColors {
  const style = getComputedStyle(document.documentElement);
  const variable = (name: string, fallback: string) =>
    style.getPropertyValue(name).trim() || fallback;
  return {
    text: variable('--text-color', FALLBACK.text),
    textSecondary: variable('--text-color-secondary', FALLBACK.textSecondary),
    grid: variable('--surface-border', FALLBACK.grid),
  };
}

/**
 * The current theme's colours for chart.js, which draws on a canvas and cannot use CSS
 * variables. The shell switches themes by swapping a stylesheet, so colours are read again
 * whenever a stylesheet finishes loading, the root element's attributes change or the
 * system colour scheme flips. On a printable sheet they are ink colours whatever the theme.
 */
export function useThemeColors(): ThemeColors {
  const onPaper = useOnPaper();
  const [colors, setColors] = useState(readThemeColors);

  useEffect(() => {
    const reread = () => setColors(readThemeColors());
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLLinkElement) reread();
    };
    document.addEventListener('load', onLoad, true);
    const observer = new MutationObserver(reread);
    observer.observe(document.documentElement, { attributes: true });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', reread);
    return () => {
      document.removeEventListener('load', onLoad, true);
      observer.disconnect();
      scheme.removeEventListener('change', reread);
    };
  }, []);

  return onPaper ? INK_COLORS : colors;
}
