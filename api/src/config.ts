// Everything the server reads from the environment, read once into a typed object.
// Commands (server, migrate, seed, create-staff, bench) all go through loadConfig,
// so PORT, DATA_DIR and DATABASE_URL mean the same thing everywhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteFolder } from '@module-feedback/federation/contract';
import proxyAddr from '@fastify/proxy-addr';
import type { LogLevel } from 'fastify';
import { MIN_RESPONSES_TO_PUBLISH_DEFAULT } from '@module-feedback/shared/contracts';
import type { TrustProxy } from './http/trust-proxy';
import { SecretFileError, ensurePrivateDir, readOrCreateSecret } from './private-files';
import { RuntimeConfigError, repositoryPage, runtimeConfig } from './static-site/runtime-config';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** How long the server waits for its database, and how many connections it keeps. */
export interface DatabaseLimits {
  /** PostgreSQL: connections per instance. */
  poolSize: number;
  /** PostgreSQL: opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** Longest a statement may run (PostgreSQL cancels it; the client gives up soon after). */
  queryTimeoutMs: number;
  /**
   * Longest a streamed read (an export) may run in all: it lasts as long as the download,
   * which goes at the pace of the staff member's connection.
   */
  streamTimeoutMs: number;
  /** Longest a write waits for a lock another writer holds (another instance or command). */
  lockTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 5_000,
  streamTimeoutMs: 600_000,
  lockTimeoutMs: 2_000,
};

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
  /** How long one sign-in lasts at most, however often its refresh token is rotated. */
  signInTtlSeconds: number;
  /** Origins allowed to call the API from a browser (besides same-origin). */
  corsOrigins: string[];
  bodyLimitBytes: number;
  /** The deploy route alone: an artefact's files (base64) ride in its body. */
  deployBodyLimitBytes: number;
  rateLimits: {
    loginPerAccount: RateLimitRule;
    loginPerAddress: RateLimitRule;
    refresh: RateLimitRule;
    signup: RateLimitRule;
    /** Reports of feedback entries, per student. */
    reports: RateLimitRule;
    /** Helpful votes and their undoing, per student. */
    helpfulVotes: RateLimitRule;
    /** Browsers' reports of the remote versions they ran, per address. */
    remoteReports: RateLimitRule;
  };
  remoteReports: RemoteReportSettings;
  canaryWatch: CanaryWatchSettings;
  reminders: ReminderSettings;
  /** Requests that make the server send mail, limited so nobody can use it to spam. */
  mailRateLimits: {
    /** Password reset requests per client address… */
    passwordResetPerAddress: RateLimitRule;
    /** …and per email address asked about. */
    passwordResetPerEmail: RateLimitRule;
    /** Verification mails a signed-in account may ask for again. */
    verificationResend: RateLimitRule;
  };
  /**
   * The address people open the app at (PUBLIC_URL, an origin): mailed links start with it
   * and single sign-on comes back to it. Unset, mails link to http://localhost:PORT and
   * single sign-on comes back to the address the browser used.
   */
  publicUrl: string | undefined;
  mail: MailSettings;
  signup: SignupSettings;
  /** The university's OpenID Connect provider; undefined when not configured. */
  singleSignOn: SingleSignOnSettings | undefined;
  argon2: Argon2Params;
  logLevel: LogLevel;
  logRequests: boolean;
  trustProxy: TrustProxy;
  /** How long a data revision read stays good for cached responses; 0 re-reads per request. */
  revisionCheckIntervalMs: number;
  /**
   * How many published entries a module's year needs before its results are public
   * (MIN_RESPONSES_TO_PUBLISH); below it only staff and the module's leaders see them.
   */
  minResponsesToPublish: number;
  databaseLimits: DatabaseLimits;
  /** After SIGTERM, requests still running after this long are abandoned and the process exits. */
  shutdownTimeoutMs: number;
  /** redis://…: rate-limit counters shared by every instance; unset keeps them in-process. */
  redisUrl: string | undefined;
  /** Prefix of every key this deployment writes to Redis. */
  redisKeyPrefix: string;
  frontends: FrontendSettings;
  metrics: MetricsAccess;
}

/** How browsers' reports of remote versions are counted (see remote-reports/). */
export interface RemoteReportSettings {
  /** Counts gathered in memory are added to the database this often. */
  flushIntervalMs: number;
  /** Above this many report batches a second, an instance counts a sample, weighted. */
  sampleAbovePerSecond: number;
}

/** When the server takes a canary back by itself (see remote-reports/canary-watch.ts). */
export interface CanaryWatchSettings {
  /** Loads of the canary's version reported before its failure rate is judged. */
  minLoads: number;
  /** Percentage points by which its failure rate may exceed the live version's. */
  failureMarginPercent: number;
  /** Who is mailed when a canary is rolled back; unset mails nobody. */
  alertEmail: string | undefined;
}

/** When reminder mails go out (see reminders/schedule.ts). */
export interface ReminderSettings {
  /** How often each instance checks for reminders due; 0 turns the periodic check off. */
  checkIntervalMs: number;
  /** The first reminder once this percentage of a year's survey window has passed… */
  firstAfterPercent: number;
  /** …and the second once this many days are left before it closes. */
  secondDaysBeforeClose: number;
}

/** Who may read GET /metrics: it tells how the service runs, so it is not public. */
export interface MetricsAccess {
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` is let in. */
  token: string | undefined;
  /** METRICS_ALLOW: addresses/CIDR ranges let in without the token (connections made directly). */
  allow: string[];
}

export interface MailSettings {
  /** smtp:// or smtps:// URL of the mail server; undefined writes mails to outboxDir. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  from: string;
  /** Where mails go as .eml files when there is no SMTP server. */
  outboxDir: string;
}

export interface SignupSettings {
  /** False when only the identity provider creates accounts (LOCAL_SIGNUP=false). */
  local: boolean;
  /** Lower-case domains sign-up accepts (subdomains too); empty accepts any. */
  allowedEmailDomains: string[];
}

export interface SingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** The claim holding the student number, if the provider sends one. */
  studentNumberClaim: string | undefined;
  /** The claim that marks staff: true, or equal to (or a list holding) staffValue. */
  staffClaim: string | undefined;
  staffValue: string;
}

/** The shell and the remotes this server hosts, and where remotes may be deployed from. */
export interface FrontendSettings {
  /** The shell's build in this checkout: index.html, assets/, deploy.json (pinned at first start). */
  shellDir: string;
  /** Per remote, the folder its builds write their version folders into. */
  remoteBuildDirs: Record<RemoteFolder, string>;
  /** Origins the server fetches artefacts from in a deploy by URL (browsers never load from them). */
  remoteOrigins: string[];
  /**
   * Whether a developer may point one remote at their own machine (after confirming it in the
   * page): the pages' Content-Security-Policy then allows loopback origins. Off by default in
   * production.
   */
  developerOverrides: boolean;
  /** npm run dev: each new build in the checkout is deployed as it appears. */
  followCheckoutBuilds: boolean;
  /** Served at /config.json: the shell's runtime config (site credits, catalogue, locale…). */
  runtimeConfig: Record<string, unknown>;
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

/** A whole percentage 1–99. */
function percent(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback, 1);
  if (value > 99)
    throw new ConfigError(`${name} must be a percentage from 1 to 99, got "${value}".`);
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
  try {
    return readOrCreateSecret(path.join(dataDir, 'jwt-secret'), MIN_SECRET_LENGTH);
  } catch (error) {
    if (error instanceof SecretFileError) throw new ConfigError(error.message);
    throw error;
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

/** A comma-separated setting, blanks dropped. */
function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function origins(env: Env, name: string): string[] {
  return list(env, name).map((item) => {
    const origin = URL.canParse(item) ? new URL(item).origin : 'null';
    if (origin === 'null' || origin !== item.replace(/\/$/, '') || !/^https?:/.test(origin)) {
      throw new ConfigError(`${name}: "${item}" is not an origin such as https://cdn.example.org.`);
    }
    return origin;
  });
}

function jsonObjectFile(env: Env, name: string): Record<string, unknown> {
  const file = env[name]?.trim();
  if (!file) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${name}: cannot read JSON from ${file}: ${String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`${name}: ${file} must hold a JSON object.`);
  }
  return value as Record<string, unknown>;
}

function frontendSettings(env: Env, production: boolean): FrontendSettings {
  if (env.REMOTES_MANIFEST?.trim()) {
    throw new ConfigError(
      'REMOTES_MANIFEST is no longer read: deploy each remote with npm run deploy (see the README).',
    );
  }
  const perRemote = (dir: (folder: RemoteFolder) => string) =>
    Object.fromEntries(REMOTES.map(({ folder }) => [folder, dir(folder)])) as Record<
      RemoteFolder,
      string
    >;
  return {
    shellDir: path.join(REPOSITORY_ROOT, 'shell', 'dist'),
    remoteBuildDirs: perRemote((folder) => path.join(REPOSITORY_ROOT, folder, 'dist')),
    remoteOrigins: origins(env, 'REMOTE_ORIGINS'),
    developerOverrides: flag(env, 'ALLOW_DEVELOPER_OVERRIDES', !production),
    followCheckoutBuilds: flag(env, 'FOLLOW_CHECKOUT_BUILDS', false),
    runtimeConfig: servedRuntimeConfig(env),
  };
}

/** The repository this checkout comes from, as its root package.json names it. */
function productRepository(): string | undefined {
  try {
    return repositoryPage(
      JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')),
    );
  } catch {
    // Installed without the checkout's package.json: the footer leaves the link out.
    return undefined;
  }
}

function servedRuntimeConfig(env: Env): Record<string, unknown> {
  try {
    return runtimeConfig(env, jsonObjectFile(env, 'RUNTIME_CONFIG'), productRepository());
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * TRUST_PROXY: unset (no proxy), a number of proxies in front, or a comma-separated list
 * of proxy addresses and CIDR ranges. "true" is refused: it would believe any client.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a list of addresses/CIDR ranges: ${(error as Error).message}.`,
    );
  }
  return { addresses };
}

function metricsAccess(env: Env): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  const raw = env.METRICS_ALLOW?.trim();
  const allow =
    raw === undefined || raw === ''
      ? ['loopback']
      : raw === 'none'
        ? []
        : list(env, 'METRICS_ALLOW');
  try {
    proxyAddr.compile(allow);
  } catch (error) {
    throw new ConfigError(
      `METRICS_ALLOW must be "none" or a list of addresses/CIDR ranges: ${(error as Error).message}.`,
    );
  }
  return { token, allow };
}

function redisUrl(env: Env): string | undefined {
  const url = env.REDIS_URL?.trim() || undefined;
  if (url && !/^rediss?:\/\//.test(url)) throw new ConfigError('REDIS_URL must be a redis:// URL.');
  return url;
}

/** http(s)://host[:port], without a path. */
function publicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/$/, '') !== '') {
    throw new ConfigError(
      `PUBLIC_URL: "${raw}" is not an address such as https://feedback.example.ac.uk.`,
    );
  }
  return url.origin;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function singleSignOn(env: Env): SingleSignOnSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError(
      'Single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together.',
    );
  }
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  // The provider's answers carry who signs in: only a loopback test provider may skip TLS.
  const secure =
    url?.protocol === 'https:' ||
    (url?.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
  if (!url || !secure) {
    throw new ConfigError(`OIDC_ISSUER: "${issuer}" must be an https:// URL.`);
  }
  return {
    issuer,
    clientId,
    clientSecret,
    scopes: env.OIDC_SCOPES?.trim() || 'openid email profile',
    studentNumberClaim: env.OIDC_STUDENT_NUMBER_CLAIM?.trim() || undefined,
    staffClaim: env.OIDC_STAFF_CLAIM?.trim() || undefined,
    staffValue: env.OIDC_STAFF_VALUE?.trim() || 'staff',
  };
}

function mailSettings(env: Env, dataDir: string): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'Module Feedback <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

function emailDomains(env: Env): string[] {
  return list(env, 'ALLOWED_EMAIL_DOMAINS').map((item) => {
    const domain = item.toLowerCase().replace(/^@/, '');
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
      throw new ConfigError(
        `ALLOWED_EMAIL_DOMAINS: "${item}" is not a domain such as example.ac.uk.`,
      );
    }
    return domain;
  });
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPOSITORY_ROOT, 'data'));
  ensurePrivateDir(dataDir);
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
    signInTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 7 * 24 * 60 * 60, 1),
    corsOrigins: list(env, 'CORS_ORIGINS'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    deployBodyLimitBytes: integer(env, 'DEPLOY_BODY_LIMIT_BYTES', 96 * 1024 * 1024, 1024),
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
      // A student has no reason to report more than a few texts an hour.
      reports: { max: integer(env, 'RATE_LIMIT_REPORT_MAX', 10, 1), windowMs: 60 * minute },
      // Reading a module's reviews, a student may mark a few dozen; a script marking hundreds
      // would skew the order everyone reads them in.
      helpfulVotes: {
        max: integer(env, 'RATE_LIMIT_HELPFUL_VOTE_MAX', 60, 1),
        windowMs: 10 * minute,
      },
      // A page sends a batch a few seconds after loading a section: a few a minute per
      // browser, but a campus shares one address, so as roomy as sign-ins per address.
      remoteReports: {
        max: integer(env, 'RATE_LIMIT_REMOTE_REPORTS_MAX', 300, 1),
        windowMs: minute,
      },
    },
    remoteReports: {
      flushIntervalMs: integer(env, 'REMOTE_REPORTS_FLUSH_MS', 1_000, 10),
      sampleAbovePerSecond: integer(env, 'REMOTE_REPORTS_SAMPLE_ABOVE', 200, 1),
    },
    canaryWatch: {
      minLoads: integer(env, 'CANARY_MIN_LOADS', 50, 1),
      failureMarginPercent: integer(env, 'CANARY_FAILURE_MARGIN', 5, 0),
      alertEmail: env.CANARY_ALERT_EMAIL?.trim() || undefined,
    },
    reminders: {
      checkIntervalMs: integer(env, 'REMINDER_CHECK_MINUTES', 60, 0) * minute,
      firstAfterPercent: percent(env, 'REMINDER_FIRST_AFTER_PERCENT', 50),
      secondDaysBeforeClose: integer(env, 'REMINDER_SECOND_DAYS_BEFORE_CLOSE', 7, 1),
    },
    mailRateLimits: {
      passwordResetPerAddress: {
        max: integer(env, 'RATE_LIMIT_PASSWORD_RESET_MAX', 10, 1),
        windowMs: minute,
      },
      // Each request mails someone: a few per address and quarter of an hour is plenty.
      passwordResetPerEmail: {
        max: integer(env, 'RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX', 3, 1),
        windowMs: 15 * minute,
      },
      verificationResend: {
        max: integer(env, 'RATE_LIMIT_VERIFICATION_RESEND_MAX', 3, 1),
        windowMs: 15 * minute,
      },
    },
    publicUrl: publicUrl(env),
    mail: mailSettings(env, dataDir),
    signup: {
      local: flag(env, 'LOCAL_SIGNUP', true),
      allowedEmailDomains: emailDomains(env),
    },
    singleSignOn: singleSignOn(env),
    argon2: STRONG_ARGON2,
    logLevel: logLevel(env),
    logRequests: flag(env, 'LOG_REQUESTS', true),
    trustProxy: trustProxy(env),
    revisionCheckIntervalMs: integer(env, 'REVISION_CHECK_INTERVAL_MS', 50),
    minResponsesToPublish: integer(
      env,
      'MIN_RESPONSES_TO_PUBLISH',
      MIN_RESPONSES_TO_PUBLISH_DEFAULT,
      1,
    ),
    databaseLimits: {
      poolSize: integer(env, 'DB_POOL_SIZE', DEFAULT_DATABASE_LIMITS.poolSize, 1),
      connectTimeoutMs: integer(
        env,
        'DB_CONNECT_TIMEOUT_MS',
        DEFAULT_DATABASE_LIMITS.connectTimeoutMs,
        1,
      ),
      queryTimeoutMs: integer(
        env,
        'DB_QUERY_TIMEOUT_MS',
        DEFAULT_DATABASE_LIMITS.queryTimeoutMs,
        1,
      ),
      streamTimeoutMs: integer(
        env,
        'DB_STREAM_TIMEOUT_MS',
        DEFAULT_DATABASE_LIMITS.streamTimeoutMs,
        1,
      ),
      lockTimeoutMs: integer(env, 'DB_LOCK_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.lockTimeoutMs, 1),
    },
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
    redisUrl: redisUrl(env),
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'module-feedback:',
    frontends: frontendSettings(env, production),
    metrics: metricsAccess(env),
  };
}
