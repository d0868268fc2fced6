import * as fs from 'node:fs';
import { mkdtempSync, rmSync, statSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SecretFileError, ensurePrivateDir, readOrCreateSecret } from './private-files';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, fsyncSync: vi.fn(actual.fsyncSync), linkSync: vi.fn(actual.linkSync) };
});

const created: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-private-'));
  created.push(dir);
  return dir;
};
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('ensurePrivateDir', () => {
  it('makes an existing folder owner-only', () => {
    const dir = tempDir();
    fs.chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const nested = path.join(dir, 'a', 'b');
    ensurePrivateDir(nested);
    expect(statSync(nested).mode & 0o777).toBe(0o700);
  });
});

describe('readOrCreateSecret', () => {
  it('flushes the new secret to disk before linking it into place, leaving no temp file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'jwt-secret');
    vi.mocked(fs.fsyncSync).mockClear();
    vi.mocked(fs.linkSync).mockClear();
    const secret = readOrCreateSecret(file, 32);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const firstFsync = vi.mocked(fs.fsyncSync).mock.invocationCallOrder[0]!;
    const link = vi.mocked(fs.linkSync).mock.invocationCallOrder[0]!;
    expect(firstFsync).toBeLessThan(link);
    // …and the folder after the link, so the new entry survives a crash too.
    expect(vi.mocked(fs.fsyncSync).mock.invocationCallOrder.some((call) => call > link)).toBe(true);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
    expect(readOrCreateSecret(file, 32)).toBe(secret);
  });

  it('keeps a secret another process linked first', () => {
    const file = path.join(tempDir(), 'jwt-secret');
    const theirs = 'x'.repeat(40);
    vi.mocked(fs.linkSync).mockImplementationOnce(() => {
      writeFileSync(file, theirs);
      throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    });
    expect(readOrCreateSecret(file, 32)).toBe(theirs);
  });

  it('refuses an empty or short secret file with a message saying what to do', () => {
    const dir = tempDir();
    const file = path.join(dir, 'jwt-secret');
    writeFileSync(file, '');
    expect(() => readOrCreateSecret(file, 32)).toThrow(SecretFileError);
    expect(() => readOrCreateSecret(file, 32)).toThrow(/no secret.*Delete the file/);
    writeFileSync(file, 'short\n');
    expect(() => readOrCreateSecret(file, 32)).toThrow(/too short/);
  });
});
