import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REMOTES } from '@module-feedback/federation/contract';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('says which section shows which version until when, with one button to leave', async () => {
    const onLeave = vi.fn();
    render(
      <PreviewBanner
        state={{
          status: 'open',
          remote: REMOTES[0],
          version: '1.0.0-abc',
          expiresAt: '2026-11-26T04:00:00.000Z',
        }}
        onLeave={onLeave}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent(
      /^Preview: the results section shows version 1\.0\.0-abc from a preview link, until 26 Nov 2026, \d\d:\d\d\. Everything else is the deployed app\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave the preview' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('says why a link was refused', () => {
    render(
      <PreviewBanner
        state={{
          status: 'refused',
          message: 'This preview link expired at 2026-11-24T04:00:00.000Z.',
        }}
        onLeave={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This preview link was not applied. This preview link expired at 2026-11-24T04:00:00.000Z.',
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
