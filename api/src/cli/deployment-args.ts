// The arguments deploy and rollback share: the remote first, then --reason and
// --expected-sequence (the live sequence the deployer expects to replace); deploy also
// takes --force.
import { REMOTE_FOLDERS, type RemoteFolder } from '@module-feedback/federation/contract';
import { parseArgs } from 'node:util';
import { UsageError } from './runtime';

export function remoteArgument(value: string | undefined, usage: string): RemoteFolder {
  const remote = REMOTE_FOLDERS.find((folder) => folder === value);
  if (!remote) {
    throw new UsageError(
      `${value ? `"${value}" is not a remote` : 'Name the remote'}: one of ${REMOTE_FOLDERS.join(', ')}.\n${usage}`,
    );
  }
  return remote;
}

export function deploymentCommandArgs(usage: string, { acceptForce = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        ...(acceptForce ? { force: { type: 'boolean' as const } } : {}),
        reason: { type: 'string' },
        'expected-sequence': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const [first, ...positionals] = parsed.positionals;
  const expected = parsed.values['expected-sequence'];
  if (typeof expected === 'string' && !/^\d+$/.test(expected)) {
    throw new UsageError(`--expected-sequence must be a whole number.\n${usage}`);
  }
  return {
    remote: remoteArgument(first, usage),
    positionals,
    force: parsed.values.force === true,
    reason: typeof parsed.values.reason === 'string' ? parsed.values.reason : null,
    expectedSequence: typeof expected === 'string' ? Number(expected) : undefined,
  };
}
