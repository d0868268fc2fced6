import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeController } from './theme';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('offers auto, light and dark and switches the mode', async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByText('Dark'));
    expect(themeController.getState().mode).toBe('dark');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    await userEvent.click(screen.getByText('Auto'));
    expect(themeController.getState().mode).toBe('auto');
    await userEvent.click(screen.getByText('Light'));
    expect(themeController.getState()).toEqual({ mode: 'light', theme: 'light' });
  });
});
