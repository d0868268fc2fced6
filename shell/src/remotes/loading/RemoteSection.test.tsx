import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteLifecycles } from '@module-feedback/federation/lifecycles';
import { REMOTES } from '@module-feedback/federation/contract';
import type { RemoteLifecycles } from './load-remote';
import { RemoteRefusedError } from '../checks/remote-check';
import { REMOTE_FAILURE_HEADING } from './RemoteFailure';
import { RemoteSection } from './RemoteSection';

const remotes = vi.hoisted(() => ({ load: vi.fn(), retry: vi.fn() }));
vi.mock('./load-remote', () => ({ loadRemoteLifecycles: remotes.load }));
vi.mock('../targets/remote-targets', () => ({ retryRemote: remotes.retry }));
const reportFailure = vi.hoisted(() => vi.fn());
vi.mock('../reports/version-reports', () => ({ reportFailure }));

const [results, feedback, admin] = REMOTES;
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://cdn.example/v1/assets/App-1.js',
  );

function Greeting() {
  return <p>remote content</p>;
}

let crash: Error | undefined;
function CrashUntilFixed(): React.ReactElement {
  if (crash) throw crash;
  return <p>recovered</p>;
}

beforeEach(() => {
  remotes.load.mockReset();
  remotes.retry.mockReset();
  reportFailure.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('RemoteSection', () => {
  it('mounts the remote it loaded', async () => {
    remotes.load.mockResolvedValue(remoteLifecycles(Greeting));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByText('remote content')).toBeInTheDocument();
    expect(remotes.load).toHaveBeenCalledWith('mfe_results');
  });

  it('offers a retry that fetches only this remote afresh when it could not be loaded', async () => {
    remotes.load
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValue(remoteLifecycles(Greeting));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The results section could not be loaded.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REMOTE_FAILURE_HEADING);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(remotes.retry).toHaveBeenCalledExactlyOnceWith('mfe_results');
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });

  it.each([
    [
      'incompatible',
      /was not started: the version deployed does not work with this version of the app/,
    ],
    ['integrity', /was not started: its code is not the code that was deployed/],
  ] as const)('says a refused (%s) remote was not started', async (refusal, text) => {
    remotes.load.mockRejectedValue(new RemoteRefusedError(refusal, ['it needs react ^20.0.0']));
    render(<RemoteSection remote={results} />);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(text);
    expect(message).toHaveTextContent('The rest of the app works as usual.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
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
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith('mfe_results', 'mount-error');
  });

  it('replaces a remote that throws while rendering with a retry that remounts it', async () => {
    crash = new Error('render failed');
    remotes.load.mockResolvedValue(remoteLifecycles(CrashUntilFixed));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The results section stopped working.',
    );
    // However often React renders the crash, it is one failure.
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith('mfe_results', 'mount-error');
    crash = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    // A crash is not a load failure: the loaded remote is reused.
    expect(remotes.retry).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('reloads a section whose chunk did not load, once, by itself', async () => {
    remotes.load.mockRejectedValueOnce(chunkError()).mockResolvedValue(remoteLifecycles(Greeting));
    render(<RemoteSection remote={results} />);
    expect(await screen.findByText('remote content')).toBeInTheDocument();
    expect(remotes.retry).toHaveBeenCalledExactlyOnceWith('mfe_results');
    expect(remotes.load).toHaveBeenCalledTimes(2);
  });

  it('never reloads in a loop: a second chunk failure shows the message', async () => {
    remotes.load.mockRejectedValue(chunkError());
    render(<RemoteSection remote={feedback} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The feedback section could not be loaded.',
    );
    expect(remotes.load).toHaveBeenCalledTimes(2);
    expect(remotes.retry).toHaveBeenCalledTimes(1);
  });

  it('reloads a mounted section once when a chunk it asks for later is gone', async () => {
    crash = chunkError();
    remotes.load.mockResolvedValueOnce(remoteLifecycles(CrashUntilFixed));
    remotes.load.mockImplementationOnce(async () => {
      crash = undefined;
      return remoteLifecycles(CrashUntilFixed);
    });
    render(<RemoteSection remote={admin} />);
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(remotes.retry).toHaveBeenCalledExactlyOnceWith('mfe_admin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
