import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@module-feedback/shared';
import { MODERATION_MESSAGES, type CurrentUser } from '@module-feedback/shared';
import { ReportButton } from './ReportButton';

const mocks = vi.hoisted(() => ({
  report: vi.fn(),
  user: null as CurrentUser | null,
}));

vi.mock('@module-feedback/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  return {
    ...actual,
    moderationApi: { ...actual.moderationApi, report: mocks.report },
    useSession: () => ({ loading: false, user: mocks.user, tokens: null }),
  };
});

const student: CurrentUser = { username: 'sam', is_staff: false, studentId: 7 };

function refusal(status: number, message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { error: 'Conflict', message, statusCode: status },
  });
}

beforeEach(() => {
  mocks.report.mockReset().mockResolvedValue({});
  mocks.user = student;
});

describe('ReportButton', () => {
  it('is not offered to visitors or staff', () => {
    mocks.user = null;
    const { rerender } = render(<ReportButton feedbackId={5} number={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    mocks.user = { username: 'boss', is_staff: true, studentId: null };
    rerender(<ReportButton feedbackId={5} number={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports with a reason chosen by keyboard and says it was received', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton feedbackId={5} number={2} />);
    const button = screen.getByRole('button', { name: 'Report review 2' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report review 2' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(mocks.report).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Names or personal details'));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(mocks.report).toHaveBeenCalledWith(5, { reason: 'personal' });
    expect(await screen.findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.reported);
    expect(screen.queryByRole('button', { name: 'Report review 2' })).not.toBeInTheDocument();
  });

  it('says so when the student already reported the text', async () => {
    mocks.report.mockRejectedValue(refusal(409, MODERATION_MESSAGES.alreadyReported));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton feedbackId={5} number={2} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    await user.click(await screen.findByLabelText('Spam or off topic'));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      MODERATION_MESSAGES.alreadyReported,
    );
  });

  it('keeps the dialog open with the reason when sending fails', async () => {
    mocks.report.mockRejectedValue(refusal(500, 'Internal Server Error'));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton feedbackId={5} number={2} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    await user.click(await screen.findByLabelText('Something else'));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Something else')).toBeChecked();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
