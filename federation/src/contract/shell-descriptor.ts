// The shell's deploy.json: the shell is deployed like a remote (a versioned artefact whose
// every file is listed and checked), and says what it provides to the remotes it runs: the
// version of each singleton and the names each of them exports. A remote is refused when
// the live shell lacks what it needs; a shell is refused when a live remote would be.
import * as z from 'zod/mini';
import {
  artefactIdentity,
  exportNamesSchema,
  parsedOrProblem,
  semverVersion,
} from './deploy-descriptor';

/** The name a shell's deploy.json carries where a remote's names the remote. */
export const SHELL_NAME = 'shell';

const shellDescriptorSchema = z.object({
  shell: z.literal(SHELL_NAME),
  ...artefactIdentity,
  /** The page the shell serves for every route (the rest of its files hang off it). */
  page: z.literal('index.html'),
  /**
   * What the server links in the page of a remote's route, relative to the shell's root: the
   * files any remote needs at once (the chunks and stylesheets of the shell's remote support
   * and the federation runtime), and the chunks and stylesheets of each share.
   */
  remoteRoute: z.optional(
    z.object({
      preloads: z.array(z.string()),
      shareChunks: z.record(z.string(), z.array(z.string())),
    }),
  ),
  provides: z.object({
    /** Singleton package → the version the shell loads for the whole page. */
    singletons: z.record(z.string(), semverVersion),
    /** Singleton package or entry point → the names it exports. */
    exports: exportNamesSchema,
  }),
});

export type ShellDescriptor = z.infer<typeof shellDescriptorSchema>;

export function parseShellDescriptor(
  value: unknown,
): { descriptor: ShellDescriptor } | { problem: string } {
  return parsedOrProblem(shellDescriptorSchema.safeParse(value));
}
