import { fakeShared, setSession } from '../test/shared-fake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLAMP_TEXTS,
  MODERATION_MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  type AuthTokens,
  type CurrentUser,
} from '@module-feedback/shared';
import { ReportButton, type ReportedReview } from './ReportButton';
import { DETAILS_LABEL } from './ReportReasons';

const student: CurrentUser = { username: 'sam', is_staff: false, studentId: 7 };
const review = (number: number, text = 'The labs were a waste of time.'): ReportedReview => ({
  id: 5,
  number,
  aspect: 'assessment',
  text,
});

/** An access token whose claims say the address is not confirmed (the signature is not read). */
function unconfirmedTokens(): AuthTokens {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const access = `${part({ alg: 'HS256' })}.${part({ email_verified: false })}.signature`;
  return { access, refresh: 'refresh' };
}

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
  fakeShared.moderationApi.report.mockReset().mockResolvedValue({});
  setSession({ loading: false, user: student, tokens: null });
});

describe('ReportButton', () => {
  it('is not offered to visitors or staff', () => {
    setSession({ user: null });
    const { rerender } = render(<ReportButton review={review(2)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    setSession({ user: { username: 'boss', is_staff: true, studentId: null } });
    rerender(<ReportButton review={review(3)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports with a reason chosen by keyboard and says it was received', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(2)} />);
    const button = screen.getByRole('button', { name: 'Report review 2' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report review 2' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(fakeShared.moderationApi.report).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Names or personal details'));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(fakeShared.moderationApi.report).toHaveBeenCalledWith(5, {
      reason: 'personal',
      aspect: 'assessment',
      details: null,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.reported);
    expect(screen.queryByRole('button', { name: 'Report review 2' })).not.toBeInTheDocument();
  });

  it('says so when the student already reported the text', async () => {
    fakeShared.moderationApi.report.mockRejectedValue(
      refusal(409, MODERATION_MESSAGES.alreadyReported),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(2)} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    await user.click(await screen.findByLabelText('Spam or off topic'));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      MODERATION_MESSAGES.alreadyReported,
    );
  });

  it('keeps the dialog open with the reason when sending fails', async () => {
    fakeShared.moderationApi.report.mockRejectedValue(refusal(500, 'Internal Server Error'));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(2)} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    await user.click(await screen.findByLabelText('Something else'));
    await user.type(screen.getByLabelText(DETAILS_LABEL), 'It names a classmate.');
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Something else')).toBeChecked();
    expect(screen.getByLabelText(DETAILS_LABEL)).toHaveValue('It names a classmate.');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('quotes the reported text, clamped when long', async () => {
    const long = `${'Every week the same slides were read out. '.repeat(8)}The end.`;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(4, long)} />);
    await user.click(screen.getByRole('button', { name: 'Report review 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report review 4' });
    const quote = dialog.querySelector('blockquote');
    expect(quote).toHaveTextContent('Every week the same slides were read out.');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Every week'));
    expect(
      within(quote as HTMLElement).getByRole('button', { name: CLAMP_TEXTS.more }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for their own words with "Something else", at the field, before sending', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(2)} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    expect(screen.queryByLabelText(DETAILS_LABEL)).not.toBeInTheDocument();
    await user.click(await screen.findByLabelText('Something else'));
    const details = screen.getByLabelText(DETAILS_LABEL);
    expect(details).toBeRequired();
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(fakeShared.moderationApi.report).not.toHaveBeenCalled();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveAccessibleDescription(
      expect.stringContaining(MODERATION_MESSAGES.detailsRequired),
    );

    await user.click(details);
    await user.paste('x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(fakeShared.moderationApi.report).not.toHaveBeenCalled();
    expect(details).toHaveAccessibleDescription(
      expect.stringContaining(MODERATION_MESSAGES.detailsTooLong),
    );

    await user.clear(details);
    await user.type(details, '  It quotes a private email.  ');
    await user.click(screen.getByRole('button', { name: /Send report/ }));
    expect(fakeShared.moderationApi.report).toHaveBeenCalledWith(5, {
      reason: 'other',
      aspect: 'assessment',
      details: 'It quotes a private email.',
    });
  });

  it('tells a student whose address is not confirmed to confirm it, and sends nothing', async () => {
    setSession({ tokens: unconfirmedTokens() });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ReportButton review={review(2)} />);
    await user.click(screen.getByRole('button', { name: 'Report review 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report review 2' });
    expect(within(dialog).getByText(MODERATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Send report/ })).not.toBeInTheDocument();
    expect(dialog.querySelector('blockquote')).toHaveTextContent('The labs were a waste of time.');
  });
});
