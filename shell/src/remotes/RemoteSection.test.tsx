import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteLifecycles } from '../../../federation/remote-lifecycles';
import { REMOTES } from '../../../federation/remotes';
import type { RemoteLifecycles } from './load-remote';
import { RemoteSection } from './RemoteSection';

const remotes = vi.hoisted(() => ({ load: vi.fn(), forget: vi.fn() }));
vi.mock('./load-remote', () => ({
  loadRemoteLifecycles: remotes.load,
  forgetFailedRemote: remotes.forget,
}));

const results = REMOTES[0];

function Greeting() {
  return <p>results remote</p>;
}

let crash = true;
function CrashOnce(): never | React.ReactElement {
  if (crash) throw new Error('render failed');
  return <p>recovered</p>;
}

beforeEach(() => {
  remotes.load.mockReset();
  remotes.forget.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteSection', () => {
  it('mounts the remote it loaded', async () => {
    remotes.load.mockResolvedValue(remoteLifecycles(Greeting));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByText('results remote')).toBeInTheDocument();
    expect(remotes.load).toHaveBeenCalledWith('mfe_results');
  });

  it('offers a retry that fetches the remote afresh when it could not be loaded', async () => {
    remotes.load
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValue(remoteLifecycles(Greeting));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The results section could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(remotes.forget).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('results remote')).toBeInTheDocument();
  });

  it('shows a retry in place of a remote whose mount fails', async () => {
    const broken: RemoteLifecycles = {
      bootstrap: async () => {},
      mount: async () => Promise.reject(new Error('mount failed')),
      unmount: async () => {},
    };
    remotes.load.mockResolvedValue(broken);
    render(<RemoteSection remote={results} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The results section stopped working.',
    );
  });

  it('replaces a remote that throws while rendering with a retry that remounts it', async () => {
    crash = true;
    remotes.load.mockResolvedValue(remoteLifecycles(CrashOnce));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The results section stopped working.',
    );
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    // A crash is not a load failure: the loaded remote is reused.
    expect(remotes.forget).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
