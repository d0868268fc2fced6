import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, STRONG_ARGON2, loadConfig } from './config';

const created: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('refuses production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
  });

  it('generates a secret once into the data folder (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses a short JWT_SECRET and malformed numbers', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });

  it('reads PORT, CORS_ORIGINS, DATABASE_URL and token lifetimes, keeping strong hashing', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '9000',
      CORS_ORIGINS: 'https://a.example, https://b.example ,',
      DATABASE_URL: 'postgres://u@localhost/db',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REVISION_CHECK_INTERVAL_MS: '0',
    });
    expect(config.port).toBe(9000);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(config.refreshTokenTtlSeconds).toBe(86_400);
    expect(config.argon2).toEqual(STRONG_ARGON2);
    expect(config.revisionCheckIntervalMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir() }).revisionCheckIntervalMs).toBe(50);
  });
});
