// The helpful vote of one review: a count for everyone, a button for a student who may mark it,
// pressed while their mark is on, and the count the server answers after each press.
import { fakeShared, setSession, signInAs, signOut } from '../test/shared-fake';
import { onNotification, type Notification } from '@module-feedback/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpfulButton } from './HelpfulButton';
import { HelpfulVotesProvider } from './helpful-votes';

const { helpfulVoteApi } = fakeShared;

const renderVote = (listedCount = 2, feedbackId = 7) =>
  render(
    <HelpfulVotesProvider moduleCode="COMP0001">
      <HelpfulButton
        feedbackId={feedbackId}
        aspect="material"
        listedCount={listedCount}
        number={1}
      />
    </HelpfulVotesProvider>,
  );

describe('HelpfulButton', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => signOut());

  it('shows a visitor the count only, and nothing while nobody found it helpful', () => {
    const { unmount } = renderVote(2);
    expect(screen.getByText('2 students found this helpful')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(helpfulVoteApi.mine).not.toHaveBeenCalled();
    unmount();
    const { container } = renderVote(0);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets a student mark a review helpful and take the mark back', async () => {
    signInAs('ada');
    helpfulVoteApi.mark.mockResolvedValue({
      feedbackId: 7,
      aspect: 'material',
      count: 3,
      marked: true,
    });
    helpfulVoteApi.unmark.mockResolvedValue({
      feedbackId: 7,
      aspect: 'material',
      count: 2,
      marked: false,
    });
    const user = userEvent.setup();
    renderVote(2);
    const button = await screen.findByRole('button', { name: 'Helpful (2): review 1' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(helpfulVoteApi.mine).toHaveBeenCalledWith('COMP0001');

    await user.click(button);
    expect(helpfulVoteApi.mark).toHaveBeenCalledWith(7, 'material');
    expect(await screen.findByRole('button', { name: 'Helpful (3): review 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Helpful (3): review 1' }));
    expect(helpfulVoteApi.unmark).toHaveBeenCalledWith(7, 'material');
    expect(await screen.findByRole('button', { name: 'Helpful (2): review 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts pressed on a review the student marked before, and offers no button on their own', async () => {
    signInAs('ada');
    helpfulVoteApi.mine.mockResolvedValue({
      marked: [{ feedbackId: 7, aspect: 'material' }],
      ownEntries: [8],
    });
    render(
      <HelpfulVotesProvider moduleCode="COMP0001">
        <HelpfulButton feedbackId={7} aspect="material" listedCount={1} number={1} />
        <HelpfulButton feedbackId={8} aspect="material" listedCount={4} number={2} />
        <HelpfulButton feedbackId={7} aspect="assessment" listedCount={0} number={1} />
      </HelpfulVotesProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Helpful (1): review 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('4 students found this helpful')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /review 2/ })).not.toBeInTheDocument();
    // Another aspect of the same entry is another review, not marked.
    expect(screen.getByRole('button', { name: 'Helpful (0): review 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers staff no button', async () => {
    setSession({
      loading: false,
      user: { username: 'admin', is_staff: true, studentId: null },
      tokens: { access: 'a', refresh: 'r' },
    });
    renderVote(1);
    expect(screen.getByText('1 student found this helpful')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(helpfulVoteApi.mine).not.toHaveBeenCalled();
  });

  it('says why a vote failed and keeps the review as it was', async () => {
    signInAs('ada');
    helpfulVoteApi.mark.mockRejectedValue(new Error('Network Error'));
    const notes: Notification[] = [];
    const stop = onNotification((note) => notes.push(note));
    const user = userEvent.setup();
    renderVote(2);
    await user.click(await screen.findByRole('button', { name: 'Helpful (2): review 1' }));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.severity).toBe('error');
    expect(screen.getByRole('button', { name: 'Helpful (2): review 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    stop();
  });
});
