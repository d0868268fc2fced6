// Calls back after every write made through this process's Kysely instance has finished:
// a lone statement once it has run, a transaction once it has committed (or rolled back).
// Both moments are when Kysely hands the connection back, so the driver is wrapped at that
// one place instead of every route telling the response cache what it changed.
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

/** One borrowing of a connection, remembering whether it wrote. */
class TrackedConnection implements DatabaseConnection {
  wrote = false;
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery) {
    if (!SelectQueryNode.is(query.query)) this.wrote = true;
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

// Transaction control goes to the inner connection, so a BEGIN alone is not a write.
const inner = (connection: DatabaseConnection) => (connection as TrackedConnection).inner;
type Compile = QueryCompiler['compileQuery'];

class SignallingDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly onWrite: () => void,
  ) {}

  init() {
    return this.driver.init();
  }
  async acquireConnection() {
    return new TrackedConnection(await this.driver.acquireConnection());
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.driver.beginTransaction(inner(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.driver.commitTransaction(inner(connection));
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
    if ((connection as TrackedConnection).wrote) this.onWrite();
  }
  destroy() {
    return this.driver.destroy();
  }
}

/** The dialect, unchanged except that finished writes call onWrite. */
export function signalWrites(dialect: Dialect, onWrite: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new SignallingDriver(dialect.createDriver(), onWrite),
  };
}
