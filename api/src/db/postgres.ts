// The PostgreSQL pool, made to survive a database that stops answering.
//
// Every wait is bounded: opening a connection or waiting for a free one
// (connectTimeoutMs), a statement (statement_timeout on the server, and the client gives
// up a moment later in case the server cannot even say so), a streamed read as a whole
// (streamTimeoutMs), a lock (lock_timeout). TCP keep-alive finds connections whose peer
// vanished while they were idle.
//
// A connection whose statement failed for any reason other than an SQL error (a client
// timeout, a reset) is in an unknown state: it is destroyed instead of going back to the
// pool, so the pool only ever holds connections that work and refills itself once the
// database answers again. Errors a connection emits while it is lent out are handled
// here too; unhandled, they would crash the process.
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import type { DatabaseLimits } from '../config';
import type { PoolFigures } from './database';

/** How long the client waits past statement_timeout before it gives up by itself. */
const CLIENT_GRACE_MS = 1_000;
const IDLE_CONNECTION_MS = 30_000;
const KEEPALIVE_AFTER_MS = 10_000;

export function createPostgresPool(
  connectionString: string,
  limits: DatabaseLimits,
  onConnectionError: (error: Error) => void,
): PostgresPool & { figures(): PoolFigures } {
  const pool = new pg.Pool({
    connectionString,
    application_name: 'module-feedback',
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    statement_timeout: limits.queryTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    query_timeout: limits.queryTimeoutMs + CLIENT_GRACE_MS,
  });
  // An idle connection dropped by the server (restart, failover) is replaced on next use.
  pool.on('error', onConnectionError);

  return {
    connect: async () =>
      new PooledClient(await pool.connect(), limits.streamTimeoutMs, onConnectionError),
    end: () => pool.end(),
    figures: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

class PooledClient implements PostgresPoolClient {
  #broken: Error | undefined;
  /** This connection's statement timeout was lengthened for a streamed read. */
  #streamed = false;
  readonly #onError = (error: Error) => {
    this.#broken = error;
    this.onConnectionError(error);
  };

  constructor(
    private readonly client: pg.PoolClient,
    private readonly streamTimeoutMs: number,
    private readonly onConnectionError: (error: Error) => void,
  ) {
    client.on('error', this.#onError);
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Streamed reads (exports) come as cursors: pg reads them batch by batch.
    if (typeof statement !== 'string') return this.#stream(statement);
    return this.#run<R>(statement, parameters);
  }

  /**
   * A cursor's statement lasts until its last batch is read, at the pace of whoever downloads
   * the export, so it gets the stream's limit instead of a statement's: on the server, whose
   * statement_timeout runs across all of a cursor's batches, and in pg, which would otherwise
   * end the cursor at its query_timeout as if it had no more rows. pg runs a connection's
   * queries in order, so the setting applies before the cursor's statement.
   */
  #stream<R>(cursor: PostgresCursor<R>): PostgresCursor<R> {
    this.#streamed = true;
    this.client
      .query(`set statement_timeout = ${this.streamTimeoutMs}`)
      .catch((error: Error) => (this.#broken = error));
    Object.assign(cursor, { query_timeout: this.streamTimeoutMs + CLIENT_GRACE_MS });
    return this.client.query(cursor as never);
  }

  async #run<R>(sql: string, parameters: readonly unknown[]) {
    try {
      const result = await this.client.query(sql, [...parameters]);
      // pg types `command` as any string; Kysely names the ones it reads.
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) this.#broken = error as Error;
      throw error;
    }
  }

  release() {
    this.client.removeListener('error', this.#onError);
    // Passing an error (or true) makes the pool destroy the connection instead of reusing
    // it: a broken one, and one whose statement timeout a streamed read lengthened.
    this.client.release(this.#broken ?? this.#streamed);
  }
}
