// The arguments the deployment commands share: the deployable first (shell or a remote),
// then --reason, --force and --expected-sequence (the live sequence the deployer expects to
// replace); rollback also takes --to, deploy --canary SHARE, --promote and --abort.
import { parseArgs } from 'node:util';
import { asDeployable, DEPLOYABLES, type Deployable } from '../deployments/deployables';
import { UsageError } from './runtime';

export function deployableArgument(value: string | undefined, usage: string): Deployable {
  const deployable = asDeployable(value);
  if (!deployable) {
    throw new UsageError(
      `${value ? `"${value}" is not the shell or a remote` : 'Name what to deploy'}: one of ${DEPLOYABLES.join(', ')}.\n${usage}`,
    );
  }
  return deployable;
}

export function wholeNumber(
  value: string | undefined,
  option: string,
  usage: string,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} must be a whole number.\n${usage}`);
  return Number(value);
}

export function deploymentCommandArgs(
  usage: string,
  { acceptTo = false, acceptCanary = false } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        force: { type: 'boolean' },
        reason: { type: 'string' },
        'expected-sequence': { type: 'string' },
        ...(acceptTo ? { to: { type: 'string' as const } } : {}),
        ...(acceptCanary
          ? {
              canary: { type: 'string' as const },
              promote: { type: 'boolean' as const },
              abort: { type: 'boolean' as const },
            }
          : {}),
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const [first, ...positionals] = parsed.positionals;
  const { values } = parsed;
  return {
    deployable: deployableArgument(first, usage),
    positionals,
    force: values.force === true,
    reason: typeof values.reason === 'string' ? values.reason : null,
    expectedSequence: wholeNumber(
      values['expected-sequence'] as string | undefined,
      '--expected-sequence',
      usage,
    ),
    to: wholeNumber((values as { to?: string }).to, '--to', usage),
    canaryShare: wholeNumber((values as { canary?: string }).canary, '--canary', usage),
    promote: (values as { promote?: boolean }).promote === true,
    abort: (values as { abort?: boolean }).abort === true,
  };
}
