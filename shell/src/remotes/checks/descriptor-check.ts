// A remote's deploy.json checked in the page: its shape, and that the remote works with what
// this shell provides. Only for one no server checked against this very shell (a preview
// link's, a developer's override's build, a page opened before a shell deploy, a manifest
// from a static host): a chunk of its own, loaded then, so the schema's zod and the version
// ranges' semver do not come with every remote route's first load.
import {
  DEPLOY_DESCRIPTOR_FILE,
  incompatibilities,
  parseDeployDescriptor,
  type DeployDescriptor,
  type ProvidedSingletons,
  type RemoteName,
} from '@module-feedback/federation/contract';

/** The descriptor, or why the remote cannot run on this page. */
export function checkDescriptor(
  text: string,
  name: RemoteName,
  provided: ProvidedSingletons,
): { descriptor: DeployDescriptor } | { reasons: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { reasons: [`${DEPLOY_DESCRIPTOR_FILE} is not JSON`] };
  }
  const parsed = parseDeployDescriptor(value);
  if ('problem' in parsed) return { reasons: [parsed.problem] };
  const { descriptor } = parsed;
  const reasons =
    descriptor.remote === name
      ? incompatibilities(descriptor, provided)
      : [`it is a build of ${descriptor.remote}`];
  return reasons.length > 0 ? { reasons } : { descriptor };
}
