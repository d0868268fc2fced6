// Renders admin UI the way App does: inside the provider of confirmations and toasts.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { AdminUiProvider } from '../crud/AdminUi';
import './history-navigator';

export function renderWithUi(ui: ReactElement) {
  // PrimeReact's overlays ignore the pointer while they animate; jsdom never finishes that.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<AdminUiProvider>{ui}</AdminUiProvider>);
  return user;
}

/** The open confirmation dialog. */
export const dialog = () => screen.findByRole('dialog');

/** Waits until no confirmation dialog is open. */
export const noDialog = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
