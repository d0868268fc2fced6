// Everything the server reads from the environment, read once into a typed object.
// Commands (server, migrate, seed, create-staff, bench) all go through loadConfig,
// so PORT, DATA_DIR and DATABASE_URL mean the same thing everywhere.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from 'fastify';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** postgres://… when set; otherwise the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Origins allowed to call the API from a browser (besides same-origin). */
  corsOrigins: string[];
  bodyLimitBytes: number;
  rateLimits: {
    loginPerAccount: RateLimitRule;
    loginPerAddress: RateLimitRule;
    refresh: RateLimitRule;
    signup: RateLimitRule;
  };
  argon2: Argon2Params;
  logLevel: LogLevel;
  logRequests: boolean;
  trustProxy: boolean;
  /** How long a data revision read stays good for cached responses; 0 re-reads per request. */
  revisionCheckIntervalMs: number;
}

/** The repository root: `data/` lives there whether a command runs from the root or from api/. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** OWASP's recommended argon2id parameters (19 MiB, 2 passes, 1 lane). */
export const STRONG_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/**
 * The JWT secret: JWT_SECRET when given; otherwise (outside production) one generated on
 * first start and kept in the data folder, so tokens survive restarts.
 */
function jwtSecret(env: Env, dataDir: string, production: boolean): string {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    }
    return given;
  }
  if (production) {
    throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production.');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

function logLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPOSITORY_ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL.');
  }
  const minute = 60_000;
  return {
    production,
    host: env.HOST?.trim() || '0.0.0.0',
    port: integer(env, 'PORT', 8080),
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecret(env, dataDir, production),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 5 * 60, 1),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 24 * 60 * 60, 1),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    rateLimits: {
      // Per address and username: stops password guessing against one account…
      loginPerAccount: { max: integer(env, 'RATE_LIMIT_LOGIN_MAX', 20, 1), windowMs: minute },
      // …and per address: bounds how much hashing work one client can demand.
      loginPerAddress: {
        max: integer(env, 'RATE_LIMIT_LOGIN_ADDRESS_MAX', 300, 1),
        windowMs: minute,
      },
      refresh: { max: integer(env, 'RATE_LIMIT_REFRESH_MAX', 120, 1), windowMs: minute },
      signup: { max: integer(env, 'RATE_LIMIT_SIGNUP_MAX', 60, 1), windowMs: minute },
    },
    argon2: STRONG_ARGON2,
    logLevel: logLevel(env),
    logRequests: flag(env, 'LOG_REQUESTS', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    revisionCheckIntervalMs: integer(env, 'REVISION_CHECK_INTERVAL_MS', 50),
  };
}
