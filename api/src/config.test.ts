import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, STRONG_ARGON2, loadConfig } from './config';
import { PRODUCT_CREDITS } from './static-site/runtime-config';

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

  it('reads where the frontends are and REMOTE_ORIGINS, refusing anything but origins', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      REMOTE_ORIGINS: 'https://cdn.example.org, http://127.0.0.1:4173/',
    });
    expect(config.frontends.remoteOrigins).toEqual([
      'https://cdn.example.org',
      'http://127.0.0.1:4173',
    ]);
    expect(config.frontends.shellDir).toMatch(/shell[\\/]dist$/);
    expect(config.frontends.remoteBuildDirs['mfe-auth']).toMatch(/mfe-auth[\\/]dist$/);
    // Without a RUNTIME_CONFIG file: the product's own credits, from this checkout.
    expect(config.frontends.runtimeConfig).toEqual({
      site: { ...PRODUCT_CREDITS, repositoryUrl: expect.stringMatching(/^https:\/\//) },
    });
    expect(config.frontends.developerOverrides).toBe(true);
    expect(config.frontends.followCheckoutBuilds).toBe(false);
    expect(config.deployBodyLimitBytes).toBe(96 * 1024 * 1024);
    for (const bad of ['cdn.example.org', 'https://cdn.example.org/v2/', 'ftp://cdn.example.org']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, REMOTE_ORIGINS: bad }), bad).toThrow(
        /REMOTE_ORIGINS: .* is not an origin/,
      );
    }
  });

  it('turns developer overrides off in production unless ALLOW_DEVELOPER_OVERRIDES says otherwise', () => {
    const dataDir = tempDir();
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).frontends.developerOverrides).toBe(false);
    expect(
      loadConfig({ ...production, ALLOW_DEVELOPER_OVERRIDES: 'true' }).frontends.developerOverrides,
    ).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, ALLOW_DEVELOPER_OVERRIDES: 'false' }).frontends
        .developerOverrides,
    ).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, FOLLOW_CHECKOUT_BUILDS: '1' }).frontends.followCheckoutBuilds,
    ).toBe(true);
  });

  it('reads RUNTIME_CONFIG once, and explains that REMOTES_MANIFEST gave way to deploys', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'config.json');
    writeFileSync(file, JSON.stringify({ site: { supervisor: 'Dr Grace' } }));
    expect(
      loadConfig({ DATA_DIR: dataDir, RUNTIME_CONFIG: file }).frontends.runtimeConfig.site,
    ).toMatchObject({ supervisor: 'Dr Grace' });
    expect(() => loadConfig({ DATA_DIR: dataDir, SITE_LOCALE: 'xx-nope-123456789' })).toThrow(
      ConfigError,
    );
    writeFileSync(file, '{ nope');
    expect(() => loadConfig({ DATA_DIR: dataDir, RUNTIME_CONFIG: file })).toThrow(
      /RUNTIME_CONFIG: cannot read JSON/,
    );
    writeFileSync(file, '[]');
    expect(() => loadConfig({ DATA_DIR: dataDir, RUNTIME_CONFIG: file })).toThrow(
      /must hold a JSON object/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, REMOTES_MANIFEST: file })).toThrow(
      /REMOTES_MANIFEST is no longer read: deploy each remote with npm run deploy/,
    );
  });

  it('reads the database limits, shutdown deadline and Redis, refusing malformed values', () => {
    const DATA_DIR = tempDir();
    const config = loadConfig({
      DATA_DIR,
      DB_POOL_SIZE: '4',
      DB_CONNECT_TIMEOUT_MS: '1500',
      DB_QUERY_TIMEOUT_MS: '2500',
      DB_STREAM_TIMEOUT_MS: '60000',
      DB_LOCK_TIMEOUT_MS: '300',
      SHUTDOWN_TIMEOUT_MS: '4000',
      REDIS_URL: 'redis://127.0.0.1:6380',
    });
    expect(config.databaseLimits).toEqual({
      poolSize: 4,
      connectTimeoutMs: 1500,
      queryTimeoutMs: 2500,
      streamTimeoutMs: 60000,
      lockTimeoutMs: 300,
    });
    expect(config.shutdownTimeoutMs).toBe(4000);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380');
    expect(config.redisKeyPrefix).toBe('module-feedback:');
    expect(loadConfig({ DATA_DIR }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR, DB_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, DB_QUERY_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
  });

  it('reads the absolute sign-in lifetime, a week unless SESSION_TTL_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).signInTtlSeconds).toBe(7 * 86_400);
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_TTL_SECONDS: '3600' }).signInTtlSeconds).toBe(
      3600,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SESSION_TTL_SECONDS: '0' })).toThrow(
      ConfigError,
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses "true"', () => {
    const read = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY }).trustProxy;
    expect(read()).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('1')).toEqual({ hops: 1 });
    expect(read('10.0.0.1, 192.168.0.0/16,loopback')).toEqual({
      addresses: ['10.0.0.1', '192.168.0.0/16', 'loopback'],
    });
    expect(() => read('true')).toThrow(/number of proxies/);
    expect(() => read('proxy.example')).toThrow(ConfigError);
    expect(() => read('10.0.0.1/99')).toThrow(ConfigError);
  });

  it('reads who may see /metrics: loopback by default, METRICS_ALLOW, a long METRICS_TOKEN', () => {
    const read = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), ...env }).metrics;
    expect(read({})).toEqual({ token: undefined, allow: ['loopback'] });
    expect(read({ METRICS_ALLOW: 'none' }).allow).toEqual([]);
    expect(read({ METRICS_ALLOW: '10.1.0.0/16, 10.2.0.5' }).allow).toEqual([
      '10.1.0.0/16',
      '10.2.0.5',
    ]);
    expect(read({ METRICS_TOKEN: 'x'.repeat(40) }).token).toBe('x'.repeat(40));
    expect(() => read({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least/);
    expect(() => read({ METRICS_ALLOW: 'scraper.example' })).toThrow(/METRICS_ALLOW/);
  });
});
