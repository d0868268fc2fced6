// remotes.json, the runtime manifest the shell reads at startup: for each remote, the URL
// of its entry and, when a deploy registered them, the version and the integrity hashes of
// the entry and of the version's deploy.json. The server answers it from its deployment registry; a static host of the shell
// serves a file of the same shape.
// zod/mini, as deploy-descriptor.ts: this runs on every page's start.
import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from './remotes';

/** Served at this path next to the shell's index.html. */
export const REMOTES_MANIFEST_FILE = 'remotes.json';

const manifestEntrySchema = z.object({
  /** URL of remoteEntry.js; a relative one resolves against the shell's root. */
  entry: z.string().check(z.minLength(1)),
  version: z.optional(z.string()),
  integrity: z.optional(z.string()),
  /**
   * The sha384 of the version's deploy.json: the shell checks it before trusting the
   * integrity of every file that deploy.json lists.
   */
  descriptorIntegrity: z.optional(z.string()),
  /**
   * The singleton versions (package → version) of the shell this server checked the
   * version's deploy.json against, found valid and compatible: a page whose shell provides
   * exactly these takes the deploy.json as checked (its bytes are pinned by
   * descriptorIntegrity) and leaves out the code that checks it. Absent, the page checks it.
   */
  compatibleWith: z.optional(z.record(z.string(), z.string())),
});

export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** A remote missing from the manifest has no deployed build: its route says so. */
export type RemotesManifest = Partial<Record<RemoteName, ManifestEntry>>;

/**
 * The manifest's usable entries: an entry may also be written as a plain URL string;
 * unknown remote names and malformed entries are left out, each with a reason.
 */
export function readRemotesManifest(value: unknown): {
  manifest: RemotesManifest;
  problems: string[];
} {
  const manifest: RemotesManifest = {};
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { manifest, problems: [`${REMOTES_MANIFEST_FILE} does not hold a JSON object`] };
  }
  for (const [name, raw] of Object.entries(value)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) {
      problems.push(`${REMOTES_MANIFEST_FILE} names an unknown remote, ${name}`);
      continue;
    }
    const parsed = manifestEntrySchema.safeParse(typeof raw === 'string' ? { entry: raw } : raw);
    if (parsed.success) manifest[name as RemoteName] = parsed.data;
    else problems.push(`${REMOTES_MANIFEST_FILE} has no usable entry for ${name}`);
  }
  return { manifest, problems };
}
