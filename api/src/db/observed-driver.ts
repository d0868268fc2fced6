// Watches every statement this process sends through Kysely, at the one place they all
// pass: the driver. It reports
// - finished writes: a lone statement once it has run, a transaction once it has
//   committed (or rolled back); both are when Kysely hands the connection back, so the
//   response cache learns of changes without every route telling it what it changed;
// - each statement's outcome, so the availability monitor sees outages begin and end;
// - how long callers wait for a connection and statements take, for the metrics.
//
// Any statement other than a select counts as a write; an occasional false alarm only
// costs one extra revision read.
import { SelectQueryNode } from 'kysely';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

export interface QueryObserver {
  /** After a write has finished (committed or not). */
  onWrite(): void;
  /** After a connection was lent, with the seconds the caller waited for it. */
  onAcquired(seconds: number): void;
  /** After a statement succeeded (`wrote` when it was not a select), with its seconds. */
  onSuccess(wrote: boolean, seconds: number): void;
  /** After a statement, or getting a connection, failed. */
  onFailure(error: unknown): void;
}

/** One borrowing of a connection, remembering whether it wrote. */
class ObservedConnection implements DatabaseConnection {
  wrote = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly observer: QueryObserver,
  ) {}

  async executeQuery<R>(query: CompiledQuery) {
    const write = !SelectQueryNode.is(query.query);
    if (write) this.wrote = true;
    const started = performance.now();
    try {
      const result = await this.inner.executeQuery<R>(query);
      this.observer.onSuccess(write, (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      this.observer.onFailure(error);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

// Transaction control goes to the inner connection, so a BEGIN alone is not a write.
const inner = (connection: DatabaseConnection) => (connection as ObservedConnection).inner;
type Compile = QueryCompiler['compileQuery'];

class ObservedDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly observer: QueryObserver,
  ) {}

  init() {
    return this.driver.init();
  }
  async acquireConnection() {
    const started = performance.now();
    const connection = await this.#observed(this.driver.acquireConnection());
    this.observer.onAcquired((performance.now() - started) / 1000);
    return new ObservedConnection(connection, this.observer);
  }
  /** Waiting for a lock (BEGIN) or for the disk (COMMIT) can fail too. */
  async #observed<T>(step: Promise<T>): Promise<T> {
    try {
      return await step;
    } catch (error) {
      this.observer.onFailure(error);
      throw error;
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#observed(this.driver.beginTransaction(inner(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.#observed(this.driver.commitTransaction(inner(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.driver.rollbackTransaction(inner(connection));
  }
  // Both dialects in use implement savepoints; forwarded so the wrapper hides nothing.
  savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.driver.savepoint!(inner(connection), name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.driver.rollbackToSavepoint!(inner(connection), name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    return this.driver.releaseSavepoint!(inner(connection), name, compile);
  }
  async releaseConnection(connection: DatabaseConnection) {
    await this.driver.releaseConnection(inner(connection));
    if ((connection as ObservedConnection).wrote) this.observer.onWrite();
  }
  destroy() {
    return this.driver.destroy();
  }
}

/** The dialect, unchanged except that the observer hears about every statement. */
export function observeQueries(dialect: Dialect, observer: QueryObserver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new ObservedDriver(dialect.createDriver(), observer),
  };
}
