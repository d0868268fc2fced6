// deploy.json: what a remote's build needs from the page it runs in, written by the build
// next to its entry and read before anything of the remote runs (by the deploy command and
// by the shell). Parsed, never trusted: it comes from wherever the artefact is hosted.
// zod/mini rather than zod: the shell runs this before every remote, and mini's functions
// leave out of the shell's first download the parts of zod it does not call.
import validRange from 'semver/ranges/valid';
import validVersion from 'semver/functions/valid';
import * as z from 'zod/mini';
import { artefactFilesSchema } from './artefact-files';
import { ARTEFACT_VERSION_PATTERN } from './artefacts';
import { REMOTE_NAMES } from './remotes';

export const semverVersion = z
  .string()
  .check(z.refine((value) => validVersion(value) === value, 'must be a semantic version'));
const semverRange = z
  .string()
  .check(z.refine((value) => validRange(value) !== null, 'must be a semantic version range'));

const pagePath = z.string().check(z.regex(/^(\/[\w-]+)+$/, 'must be a page path like /results'));
// Only the app's own API, and no query: the shell requests these for the page, with no
// credentials, from the API the visitor's page uses.
const startupApiPath = z
  .string()
  .check(z.regex(/^\/api\/[\w/-]*$/, 'must be an API path like /api/modules/, without a query'));

/**
 * Singleton package or entry point (`@module-feedback/shared`, `react-dom/client`,
 * `primereact/button`) → the names of its exports, sorted.
 */
export const exportNamesSchema = z.record(z.string(), z.array(z.string()));
export type ExportNames = z.infer<typeof exportNamesSchema>;

/** What every deployable's deploy.json says of its artefact, the shell's and the remotes'. */
export const artefactIdentity = {
  /** The artefact's folder name: package version and content hash. */
  version: z.string().check(z.regex(ARTEFACT_VERSION_PATTERN, 'must be a plain folder name')),
  /** The package.json version of what was built. */
  packageVersion: semverVersion,
  /** sha256 of every file of the artefact but this one, in hex. */
  contentHash: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex')),
  /** Every other file of the artefact: what a deploy reads and checks, and nothing else. */
  files: artefactFilesSchema,
  /** Build tools and their versions, for whoever investigates a broken deploy. */
  builtWith: z.record(z.string(), z.string()),
};

const deployDescriptorSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  ...artefactIdentity,
  /** The entry's file name, next to deploy.json. */
  entry: z.string().check(z.regex(/^[\w.-]+\.js$/, 'must be a .js file name in the artefact')),
  /** Subresource-integrity form of the entry's sha384. */
  integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be sha384-<base64>')),
  exposes: z.array(z.string()),
  /** The version of @module-feedback/shared (its contract version) the build used. */
  sharedContract: semverVersion,
  /** Per singleton package: the versions the remote accepts, and the one it was built with. */
  singletons: z.record(
    z.string(),
    z.object({ requiredVersion: semverRange, version: semverVersion }),
  ),
  /**
   * Per page of the remote (a path it owns; also the pages under it): the public API paths
   * (the same answer for every visitor) the page GETs as soon as it starts, which the shell
   * requests together with the remote's code, without credentials.
   */
  startupData: z.optional(z.record(pagePath, z.array(startupApiPath))),
  /**
   * What its own code imports by name from each singleton: a shell that does not provide
   * one of these exports would crash it, whatever the version numbers say.
   */
  imports: exportNamesSchema,
});

export type DeployDescriptor = z.infer<typeof deployDescriptorSchema>;

/** The parsed value, or what is wrong with it in one sentence. */
interface Issue {
  path: PropertyKey[];
  message: string;
  /** A record's key that failed its own checks: what they said. */
  issues?: Issue[];
}

export function parsedOrProblem<T>(
  result: { success: true; data: T } | { success: false; error: { issues: Issue[] } },
): { descriptor: T } | { problem: string } {
  if (result.success) return { descriptor: result.data };
  const problems = result.error.issues.map((issue) => {
    const message = issue.issues?.[0]?.message ?? issue.message;
    return issue.path.length > 0 ? `${issue.path.map(String).join('.')} ${message}` : message;
  });
  return { problem: `deploy.json is not valid: ${problems.join('; ')}.` };
}

/** The descriptor, or what is wrong with it in one sentence. */
export function parseDeployDescriptor(
  value: unknown,
): { descriptor: DeployDescriptor } | { problem: string } {
  return parsedOrProblem(deployDescriptorSchema.safeParse(value));
}
