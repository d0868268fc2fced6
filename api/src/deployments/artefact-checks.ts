// Whether what a deploy received is exactly the artefact its deploy.json describes: every
// listed file present with its size and sha384, each precompressed variant holding exactly
// its file's bytes, nothing unlisted, the version named after the content. A failure here
// is never overridden (--force only passes compatibility checks): what is stored and served
// is always what was listed and checked.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentHashOf, fileIntegrity, versionName } from '@module-feedback/federation/artefacts';
import {
  ARTEFACT_FILE_TYPES,
  artefactFileKind,
  DEPLOY_DESCRIPTOR_FILE,
  listedPaths,
  parseDeployDescriptor,
  parseShellDescriptor,
  variantPath,
  type ArtefactFiles,
  type DeployDescriptor,
  type PrecompressedEncoding,
  type ShellDescriptor,
} from '@module-feedback/federation/contract';
import { isShell, remoteOf, type Deployable } from './deployables';

/** What a deploy received from its source, before any check. */
export interface ReceivedArtefact {
  /** deploy.json as received. */
  descriptorBytes: Uint8Array;
  /** Every other file received, by path (variants included). */
  files: ReadonlyMap<string, Uint8Array>;
  /** What the source answered that a deployer should know but that refuses nothing. */
  notes: string[];
}

export type Descriptor =
  { kind: 'remote'; descriptor: DeployDescriptor } | { kind: 'shell'; descriptor: ShellDescriptor };

/** One file as the store keeps it. */
export interface CheckedFile {
  path: string;
  content: Uint8Array;
  integrity: string;
  contentType: string;
  variants: Partial<Record<PrecompressedEncoding, Uint8Array>>;
}

export interface CheckedArtefact {
  deployable: Deployable;
  version: string;
  descriptor: Descriptor;
  /** deploy.json first, then every listed file. */
  files: CheckedFile[];
  notes: string[];
}

/** A refusal no --force overrides: the artefact is not what it says it is. */
export type Problem = { problem: string };

const DECOMPRESS: Record<PrecompressedEncoding, (bytes: Uint8Array, limit: number) => Buffer> = {
  br: (bytes, limit) => brotliDecompressSync(bytes, { maxOutputLength: limit }),
  gz: (bytes, limit) => gunzipSync(bytes, { maxOutputLength: limit }),
};

/** deploy.json for this deployable, parsed, or why it is not one. */
export function parseDescriptorFor(deployable: Deployable, value: unknown): Descriptor | Problem {
  if (isShell(deployable)) {
    const parsed = parseShellDescriptor(value);
    if ('problem' in parsed)
      return { problem: `it is not a build of the shell: ${parsed.problem}` };
    return { kind: 'shell', descriptor: parsed.descriptor };
  }
  const remote = remoteOf(deployable)!;
  const parsed = parseDeployDescriptor(value);
  if ('problem' in parsed) return parsed;
  if (parsed.descriptor.remote !== remote.name) {
    return {
      problem: `the artefact is a build of ${parsed.descriptor.remote}, not of ${remote.name}`,
    };
  }
  return { kind: 'remote', descriptor: parsed.descriptor };
}

export function readDescriptorBytes(
  deployable: Deployable,
  bytes: Uint8Array,
): Descriptor | Problem {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    return { problem: `${DEPLOY_DESCRIPTOR_FILE} is not JSON: ${(error as Error).message}` };
  }
  return parseDescriptorFor(deployable, value);
}

function variantProblem(
  file: string,
  encoding: PrecompressedEncoding,
  variant: Uint8Array,
  original: Uint8Array,
): string | undefined {
  try {
    const decoded = DECOMPRESS[encoding](variant, original.length + 1);
    if (Buffer.compare(decoded, original) === 0) return undefined;
  } catch {
    // Not valid data of its encoding, or larger than the original: reported below.
  }
  return `${variantPath(file, encoding)} does not hold exactly the bytes of ${file}`;
}

/** Every way the received files differ from the listing; empty when they match. */
export function fileProblems(
  listed: ArtefactFiles,
  received: ReadonlyMap<string, Uint8Array>,
): string[] {
  const problems: string[] = [];
  const expected = new Set(listedPaths(listed));
  for (const file of received.keys()) {
    if (!expected.has(file)) problems.push(`${file} is not listed in ${DEPLOY_DESCRIPTOR_FILE}`);
  }
  for (const [file, { size, integrity, precompressed = [] }] of Object.entries(listed)) {
    const bytes = received.get(file);
    if (!bytes) {
      problems.push(`${file} is listed in ${DEPLOY_DESCRIPTOR_FILE} but was not received`);
      continue;
    }
    if (bytes.length !== size) {
      problems.push(`${file} is ${bytes.length} bytes, ${DEPLOY_DESCRIPTOR_FILE} says ${size}`);
    }
    const actual = fileIntegrity(bytes);
    if (actual !== integrity) {
      problems.push(
        `${file} has the sha384 ${actual}, ${DEPLOY_DESCRIPTOR_FILE} says ${integrity}`,
      );
      continue;
    }
    for (const encoding of precompressed) {
      const variant = received.get(variantPath(file, encoding));
      const problem = variant && variantProblem(file, encoding, variant, bytes);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function descriptorProblems({ kind, descriptor }: Descriptor): string[] {
  const problems: string[] = [];
  const expectedVersion = versionName(descriptor.packageVersion, descriptor.contentHash);
  if (descriptor.version !== expectedVersion) {
    problems.push(
      `its version ${descriptor.version} is not named after its content (${expectedVersion})`,
    );
  }
  if (kind === 'remote') {
    const entry = descriptor.files[descriptor.entry];
    if (!entry) problems.push(`its entry ${descriptor.entry} is not among its files`);
    else if (entry.integrity !== descriptor.integrity) {
      problems.push(
        `the integrity of its entry differs from that of ${descriptor.entry} in its files`,
      );
    }
  } else if (!descriptor.files[descriptor.page]) {
    problems.push(`its page ${descriptor.page} is not among its files`);
  }
  return problems;
}

/** The received artefact, checked and ready to store; or every reason it is refused. */
export function checkArtefact(
  deployable: Deployable,
  received: ReceivedArtefact,
): CheckedArtefact | { problems: string[] } {
  const descriptor = readDescriptorBytes(deployable, received.descriptorBytes);
  if ('problem' in descriptor) return { problems: [descriptor.problem] };
  const { files } = descriptor.descriptor;
  const problems = [...descriptorProblems(descriptor), ...fileProblems(files, received.files)];
  if (
    problems.length === 0 &&
    contentHashOf(received.files) !== descriptor.descriptor.contentHash
  ) {
    problems.push(`its files do not add up to the contentHash in ${DEPLOY_DESCRIPTOR_FILE}`);
  }
  if (problems.length > 0) return { problems };

  const checked: CheckedFile[] = Object.entries(files).map(([path, file]) => ({
    path,
    content: received.files.get(path)!,
    integrity: file.integrity,
    // The schema allows listed files of known kinds only.
    contentType: ARTEFACT_FILE_TYPES[artefactFileKind(path)!].served,
    variants: Object.fromEntries(
      (file.precompressed ?? []).map((encoding) => [
        encoding,
        received.files.get(variantPath(path, encoding))!,
      ]),
    ),
  }));
  return {
    deployable,
    version: descriptor.descriptor.version,
    descriptor,
    files: [
      {
        path: DEPLOY_DESCRIPTOR_FILE,
        content: received.descriptorBytes,
        integrity: fileIntegrity(received.descriptorBytes),
        contentType: ARTEFACT_FILE_TYPES.json.served,
        variants: {},
      },
      ...checked,
    ],
    notes: received.notes,
  };
}
