// The artefact store in the database (see migrations/0010-artefact-store.ts): every version
// a deploy accepted, with the bytes it checked. Written once per version, in one
// transaction; read by every instance to serve those bytes.
import type { Kysely, Transaction } from 'kysely';
import {
  DEPLOY_DESCRIPTOR_FILE,
  PRECOMPRESSED_ENCODINGS,
  variantPath,
  type PrecompressedEncoding,
} from '@module-feedback/federation/contract';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import {
  readDescriptorBytes,
  type CheckedArtefact,
  type Descriptor,
  type ReceivedArtefact,
} from './artefact-checks';
import type { Deployable } from './deployables';

/** A version's mark, when it was marked bad. */
export interface BadMark {
  at: string;
  reason: string | null;
  by: string;
}

export interface StoredVersion {
  deployable: Deployable;
  version: string;
  descriptor: Descriptor;
  storedAt: string;
  bad: BadMark | null;
}

/** One stored file as it is served. */
export interface StoredFile {
  content: Buffer;
  integrity: string;
  contentType: string;
  variants: Partial<Record<PrecompressedEncoding, Buffer>>;
}

/** Rows per insert: far below either database's limit on parameters in one statement. */
const FILES_PER_INSERT = 50;

/** Another store of the same version holds other files (which content hashing rules out). */
export class StoredVersionConflictError extends Error {}

async function insertFiles(trx: Transaction<Database>, artefact: CheckedArtefact) {
  const rows = artefact.files.map((file) => ({
    deployable: artefact.deployable,
    version: artefact.version,
    path: file.path,
    content: Buffer.from(file.content),
    size: file.content.length,
    integrity: file.integrity,
    content_type: file.contentType,
    content_br: file.variants.br ? Buffer.from(file.variants.br) : null,
    content_gz: file.variants.gz ? Buffer.from(file.variants.gz) : null,
  }));
  for (let start = 0; start < rows.length; start += FILES_PER_INSERT) {
    await trx
      .insertInto('artefact_files')
      .values(rows.slice(start, start + FILES_PER_INSERT))
      .execute();
  }
}

/**
 * Keeps the checked artefact. A version already stored is left as it is: its name is its
 * content hash, so it holds the same files (checked, to be sure).
 */
export async function storeArtefact(
  db: Kysely<Database>,
  artefact: CheckedArtefact,
): Promise<void> {
  const alreadyStored = async (from: Kysely<Database>) => {
    const existing = await from
      .selectFrom('artefact_versions')
      .select('descriptor')
      .where('deployable', '=', artefact.deployable)
      .where('version', '=', artefact.version)
      .executeTakeFirst();
    if (!existing) return false;
    const { contentHash } = JSON.parse(existing.descriptor) as { contentHash: string };
    if (contentHash !== artefact.descriptor.descriptor.contentHash) {
      throw new StoredVersionConflictError(
        `${artefact.deployable} ${artefact.version} is already stored with other files`,
      );
    }
    return true;
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (await alreadyStored(trx)) return;
      await insertVersion(trx, artefact);
    });
  } catch (error) {
    // Two deploys of one version stored it at the same time: the other one's is the same.
    if (!isUniqueViolation(error) || !(await alreadyStored(db))) throw error;
  }
}

async function insertVersion(trx: Transaction<Database>, artefact: CheckedArtefact) {
  await trx
    .insertInto('artefact_versions')
    .values({
      deployable: artefact.deployable,
      version: artefact.version,
      descriptor: JSON.stringify(artefact.descriptor.descriptor),
      created_at: nowIso(),
    })
    .execute();
  await insertFiles(trx, artefact);
}

export async function storedVersion(
  db: Kysely<Database>,
  deployable: Deployable,
  version: string,
): Promise<StoredVersion | undefined> {
  const row = await db
    .selectFrom('artefact_versions')
    .selectAll()
    .where('deployable', '=', deployable)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  const descriptor = readDescriptorBytes(deployable, Buffer.from(row.descriptor));
  if ('problem' in descriptor)
    throw new Error(`stored ${deployable} ${version}: ${descriptor.problem}`);
  return {
    deployable,
    version,
    descriptor,
    storedAt: readTimestamp(row.created_at),
    bad:
      row.bad_at === null
        ? null
        : { at: readTimestamp(row.bad_at), reason: row.bad_reason, by: row.bad_by ?? '' },
  };
}

export async function storedFile(
  db: Kysely<Database>,
  deployable: Deployable,
  version: string,
  path: string,
): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('artefact_files')
    .select(['content', 'integrity', 'content_type', 'content_br', 'content_gz'])
    .where('deployable', '=', deployable)
    .where('version', '=', version)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    content: row.content,
    integrity: row.integrity,
    contentType: row.content_type,
    variants: {
      ...(row.content_br ? { br: row.content_br } : {}),
      ...(row.content_gz ? { gz: row.content_gz } : {}),
    },
  };
}

/**
 * A stored version as a deploy receives an artefact, to check it again (a rollback is
 * checked like a new deploy: the bytes, and what they need of the live shell).
 */
export async function storedArtefact(
  db: Kysely<Database>,
  deployable: Deployable,
  version: string,
): Promise<ReceivedArtefact | undefined> {
  const rows = await db
    .selectFrom('artefact_files')
    .select(['path', 'content', 'content_br', 'content_gz'])
    .where('deployable', '=', deployable)
    .where('version', '=', version)
    .execute();
  const descriptor = rows.find((row) => row.path === DEPLOY_DESCRIPTOR_FILE);
  if (!descriptor) return undefined;
  const files = new Map<string, Uint8Array>();
  for (const row of rows) {
    if (row.path === DEPLOY_DESCRIPTOR_FILE) continue;
    files.set(row.path, row.content);
    for (const encoding of PRECOMPRESSED_ENCODINGS) {
      const variant = row[`content_${encoding}`];
      if (variant) files.set(variantPath(row.path, encoding), variant);
    }
  }
  return { descriptorBytes: descriptor.content, files, notes: [] };
}

export async function markVersionBad(
  db: Kysely<Database>,
  deployable: Deployable,
  version: string,
  mark: { reason: string | null; by: string },
): Promise<void> {
  await db
    .updateTable('artefact_versions')
    .set({ bad_at: nowIso(), bad_reason: mark.reason, bad_by: mark.by })
    .where('deployable', '=', deployable)
    .where('version', '=', version)
    .execute();
}
