import { MESSAGES, notify } from '@module-feedback/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('shows what a remote notifies as a toast', async () => {
    render(<Notifications />);
    act(() => notify({ severity: 'success', summary: MESSAGES.signupSucceeded }));
    expect(await screen.findByText(MESSAGES.signupSucceeded)).toBeInTheDocument();
  });
});
