// Charts on a printable sheet (the module report) differ in two ways: they draw at once, since
// printing does not scroll to a chart that waits for the viewport, and they use ink colours,
// since the sheet is black on white in either theme.
import { createContext, useContext } from 'react';
import type { ThemeColors } from './use-theme-colors';

/** Dark text and light grid lines, readable on white paper. */
export const INK_COLORS: ThemeColors = {
  text: '#000000',
  textSecondary: '#1f2937',
  grid: '#d1d5db',
};

/** Provided as true around charts on a printable sheet. */
export const PaperCharts = createContext(false);

export const useOnPaper = () => useContext(PaperCharts);
