import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@module-feedback/shared';
import { api } from '@module-feedback/shared';
import { FeedbackPage } from './FeedbackPage';

vi.mock('@module-feedback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  api: { modules: vi.fn(), academicYears: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(api.modules).mockReset();
  vi.mocked(api.academicYears).mockReset();
});

describe('FeedbackPage', () => {
  it('shows the form once modules and years are loaded', async () => {
    vi.mocked(api.modules).mockResolvedValue([
      { id: 1, code: 'CS1', title: 'One', lecturersNames: null },
    ]);
    vi.mocked(api.academicYears).mockResolvedValue([{ id: 4, year: 2025 }]);
    render(<FeedbackPage studentId={1} username="ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading modules');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    vi.mocked(api.modules).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    vi.mocked(api.academicYears).mockResolvedValue([]);
    render(<FeedbackPage studentId={1} username="ada" />);
    expect(await screen.findByText(/Could not load the modules/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(api.modules).toHaveBeenCalledTimes(2);
  });
});
