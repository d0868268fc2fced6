import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure, Loading } from './ServerDataStatus';

describe('server data status', () => {
  it('announces what is loading', () => {
    render(<Loading what="the modules" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the modules…');
  });

  it('says what did not load and why, and retries on request', async () => {
    const retry = vi.fn();
    render(<LoadFailure what="the modules" reason="The server failed." onRetry={retry} />);
    expect(screen.getByText('Could not load the modules. The server failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
