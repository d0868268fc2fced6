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

  it('is one group of radio buttons named Theme, changed with the arrow keys', async () => {
    themeController.setMode('auto');
    render(<ThemeToggle />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Auto' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(themeController.getState().mode).toBe('light');
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Dark' }));
  });
});
