// The files of a deployable's artefact as deploy.json lists them: every file but deploy.json
// itself, each with its size and sha384, and the precompressed variants (.br, .gz) a build
// wrote beside it. A deploy reads exactly these files, checks each one, and refuses any
// other; a server serves each with the content type of its kind, never the one the
// artefact's host answered with.
// zod/mini, as deploy-descriptor.ts: the shell parses this on every page's start.
import * as z from 'zod/mini';

/** The encodings a build stores beside a file: `<file>.br` and `<file>.gz`. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gz'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/** How a variant's file name ends, per encoding. */
export const variantPath = (file: string, encoding: PrecompressedEncoding) => `${file}.${encoding}`;

/**
 * One path segment: letters, digits and `_ @ + - .`, never starting with a dot (no `.`,
 * `..` or hidden files). A listed path is relative, uses `/`, and cannot leave its folder.
 */
const SEGMENT = '[A-Za-z0-9_@+-][A-Za-z0-9_@+.-]{0,254}';
export const ARTEFACT_PATH_PATTERN = new RegExp(`^(?:${SEGMENT}/){0,15}${SEGMENT}$`);

/**
 * The kinds of file an artefact may hold, by extension: the content type this app's server
 * sends, and the types a host may answer with for it (anything else is refused: a host that
 * answers a script with text/html is not serving the build).
 */
export const ARTEFACT_FILE_TYPES = {
  js: {
    served: 'text/javascript; charset=utf-8',
    accepted: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  },
  mjs: {
    served: 'text/javascript; charset=utf-8',
    accepted: ['text/javascript', 'application/javascript'],
  },
  css: { served: 'text/css; charset=utf-8', accepted: ['text/css'] },
  json: { served: 'application/json; charset=utf-8', accepted: ['application/json'] },
  map: {
    served: 'application/json; charset=utf-8',
    accepted: ['application/json', 'application/octet-stream'],
  },
  html: { served: 'text/html; charset=utf-8', accepted: ['text/html'] },
  txt: { served: 'text/plain; charset=utf-8', accepted: ['text/plain'] },
  svg: { served: 'image/svg+xml', accepted: ['image/svg+xml'] },
  png: { served: 'image/png', accepted: ['image/png'] },
  jpg: { served: 'image/jpeg', accepted: ['image/jpeg'] },
  webp: { served: 'image/webp', accepted: ['image/webp'] },
  ico: { served: 'image/x-icon', accepted: ['image/x-icon', 'image/vnd.microsoft.icon'] },
  woff2: { served: 'font/woff2', accepted: ['font/woff2', 'application/font-woff2'] },
  woff: { served: 'font/woff', accepted: ['font/woff', 'application/font-woff'] },
} as const satisfies Record<string, { served: string; accepted: readonly string[] }>;

export type ArtefactFileKind = keyof typeof ARTEFACT_FILE_TYPES;

const extensionOf = (file: string) => /\.([a-z0-9]+)$/.exec(file)?.[1] ?? '';

/** The kind of a listed file, or undefined when an artefact may not hold it. */
export function artefactFileKind(file: string): ArtefactFileKind | undefined {
  const extension = extensionOf(file);
  return Object.hasOwn(ARTEFACT_FILE_TYPES, extension)
    ? (extension as ArtefactFileKind)
    : undefined;
}

const sha384 = z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be sha384-<base64>'));

export const artefactFileSchema = z.object({
  size: z.number().check(z.int(), z.nonnegative()),
  /** Subresource-integrity form of the file's sha384. */
  integrity: sha384,
  /** The variants beside it, each holding these very bytes compressed. */
  precompressed: z.optional(z.array(z.enum(PRECOMPRESSED_ENCODINGS))),
});

export type ArtefactFile = z.infer<typeof artefactFileSchema>;

/** Relative path → the file; deploy.json itself is never listed. */
export const artefactFilesSchema = z.record(
  z.string().check(
    z.regex(ARTEFACT_PATH_PATTERN, 'must be a relative path inside the artefact'),
    z.refine(
      (file) => artefactFileKind(file) !== undefined,
      'is not a kind of file an artefact may hold',
    ),
  ),
  artefactFileSchema,
);

export type ArtefactFiles = z.infer<typeof artefactFilesSchema>;

/** Every path an artefact holds: the listed files and their variants. */
export function listedPaths(files: ArtefactFiles): string[] {
  return Object.entries(files).flatMap(([file, { precompressed = [] }]) => [
    file,
    ...precompressed.map((encoding) => variantPath(file, encoding)),
  ]);
}
