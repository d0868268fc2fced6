// The summary service with a pool the test controls, on a real (temporary SQLite) database:
// what happens when a worker fails, when a write arrives while a summary is being made, and on
// shutdown. The HTTP suite (test/summaries.test.ts) covers the real worker threads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { HttpError } from '../http/errors';
import { createAccount } from '../users/accounts';
import { createSummaryService } from './summary-service';
import type { SummaryPool } from './summary-pool';
import summarizeAspects, { type SummaryTask } from './summary-worker';

let dataDir: string;
let connection: DatabaseConnection;
let moduleId: number;
let yearId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mf-summary-service-'));
  connection = connectDatabase({ dataDir, databaseUrl: undefined });
  await migrateToLatest(connection);
  const db = connection.db;
  ({ id: moduleId } = await db
    .insertInto('modules')
    .values({ code: 'SVC1', title: 'Service', lecturers_names: null })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: yearId } = await db
    .insertInto('academic_years')
    .values({ year: 2030 })
    .returning('id')
    .executeTakeFirstOrThrow());
});

afterAll(async () => {
  await connection?.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

let students = 0;
async function addFeedback(materialFeedback: string): Promise<number> {
  const username = `svc${++students}`;
  const account = await createAccount(connection.db, {
    username,
    email: `${username}@example.test`,
    passwordHash: 'not used',
    isStaff: false,
  });
  const row = await connection.db
    .insertInto('feedback')
    .values({
      student_user_id: account.id,
      module_id: moduleId,
      academic_year_id: yearId,
      material_feedback: materialFeedback,
      submit_date: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pool whose tasks wait until the test lets them go, then summarise in this thread. */
function heldPool() {
  const waiting: Array<() => void> = [];
  const pool = {
    run: vi.fn(async (task: SummaryTask) => {
      await new Promise<void>((release) => waiting.push(release));
      return summarizeAspects(task);
    }),
    close: vi.fn(async () => {}),
  } satisfies SummaryPool;
  const releaseAll = async () => {
    while (pool.run.mock.calls.length > 0 && waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { pool, releaseAll };
}

/** A pool that summarises at once, in this thread. */
const inThisThread = (): SummaryPool => ({
  run: async (task) => summarizeAspects(task),
  close: async () => {},
});

const silentLog = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };

describe('summary service', () => {
  it('answers 503 and logs why when the worker fails', async () => {
    await addFeedback('The labs were useful.');
    const log = silentLog();
    const pool = { run: vi.fn().mockRejectedValue(new Error('worker crashed')), close: vi.fn() };
    const service = createSummaryService({ db: connection.db, log }, pool);
    const failure = service.summariesFor(moduleId, yearId, ['material']);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ statusCode: 503 });
    expect(log.error).toHaveBeenCalledOnce();
    await service.close();
  });

  it('makes the summary again when a write arrives while it is being made', async () => {
    const { pool, releaseAll } = heldPool();
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool, {
      refreshGapMs: 0,
    });
    const first = service.summariesFor(moduleId, yearId, ['material']);
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(1));

    await addFeedback('The labs were far too long.');
    service.refreshAfterWrite(moduleId, yearId);
    service.refreshAfterWrite(moduleId, yearId);
    await releaseAll();
    await first;
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(2));
    await releaseAll();
    await service.idle();
    expect(service.runs).toBe(2);

    const current = await service.summariesFor(moduleId, yearId, ['material']);
    expect(current.summaries.get('material')!.details.students).toBe(students);
    expect(pool.run).toHaveBeenCalledTimes(2);
    await service.close();
  });

  it('while writes keep coming, makes the summary again at most once per gap', async () => {
    const starts: number[] = [];
    const pool = {
      run: vi.fn(async (task: SummaryTask) => {
        starts.push(performance.now());
        return summarizeAspects(task);
      }),
      close: vi.fn(async () => {}),
    } satisfies SummaryPool;
    const gap = 300;
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool, {
      refreshGapMs: gap,
    });
    await addFeedback('The labs were great.');
    service.refreshAfterWrite(moduleId, yearId);
    await service.idle();
    expect(pool.run).toHaveBeenCalledTimes(1);
    const firstEnded = performance.now();

    for (const text of ['The labs ran late.', 'The notes were thin.', 'Great quizzes.']) {
      await addFeedback(text);
      service.refreshAfterWrite(moduleId, yearId);
    }
    // Readers meanwhile get the summary made before, marked as updating, and start no run.
    const meanwhile = await service.summariesFor(moduleId, yearId, ['material']);
    expect(meanwhile.updating).toBe(true);
    expect(pool.run).toHaveBeenCalledTimes(1);

    await service.idle();
    expect(pool.run).toHaveBeenCalledTimes(2);
    // Timers never fire early; the margin covers the time between the run's end and firstEnded.
    expect(starts[1]! - firstEnded).toBeGreaterThan(gap - 50);
    const current = await service.summariesFor(moduleId, yearId, ['material']);
    expect(current).toMatchObject({ updating: false });
    expect(current.summaries.get('material')!.details.students).toBe(students);
    await service.close();
  });

  it('asked for current ones only, waits past a run that began before the newest write', async () => {
    const { pool, releaseAll } = heldPool();
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool, {
      refreshGapMs: 60_000,
    });
    await addFeedback('The seminars were excellent.');
    service.refreshAfterWrite(moduleId, yearId);
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(1));
    await addFeedback('The readings were excellent.');
    const current = service.summariesFor(moduleId, yearId, ['material'], { currentOnly: true });
    await releaseAll();
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(2));
    await releaseAll();
    expect((await current).summaries.get('material')!.details.students).toBe(students);
    await service.close();
  });

  it('waits for a current summary, gap or not, when asked for current ones only', async () => {
    const pool = {
      run: vi.fn(async (task: SummaryTask) => summarizeAspects(task)),
      close: vi.fn(async () => {}),
    } satisfies SummaryPool;
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool, {
      refreshGapMs: 60_000,
    });
    await addFeedback('The labs were useful.');
    service.refreshAfterWrite(moduleId, yearId);
    await service.idle();
    await addFeedback('The quizzes were useful.');
    const stale = await service.summariesFor(moduleId, yearId, ['material']);
    expect(stale.updating).toBe(true);
    const current = await service.summariesFor(moduleId, yearId, ['material'], {
      currentOnly: true,
    });
    expect(current.updating).toBe(false);
    expect(current.summaries.get('material')!.details.students).toBe(students);
    await service.close();
  });

  it('makes a summary that must not be shown any more at once, gap or not', async () => {
    const pool = {
      run: vi.fn(async (task: SummaryTask) => summarizeAspects(task)),
      close: vi.fn(async () => {}),
    } satisfies SummaryPool;
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool, {
      refreshGapMs: 60_000,
    });
    const id = await addFeedback('The labs were a shambles.');
    service.refreshAfterWrite(moduleId, yearId);
    await service.idle();
    await connection.db
      .updateTable('feedback')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const answer = await service.summariesFor(moduleId, yearId, ['material']);
    expect(answer.updating).toBe(false);
    expect(JSON.stringify([...answer.summaries.values()])).not.toContain('shambles');
    expect(pool.run).toHaveBeenCalledTimes(2);
    await service.close();
    // The later tests count every entry.
    await connection.db
      .updateTable('feedback')
      .set({ hidden_at: null })
      .where('id', '=', id)
      .execute();
  });

  it('lets the summary being made finish before it closes the pool', async () => {
    const { pool, releaseAll } = heldPool();
    const service = createSummaryService({ db: connection.db, log: silentLog() }, pool);
    await addFeedback('The quizzes were helpful.');
    service.refreshAfterWrite(moduleId, yearId);
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(1));
    const closed = service.close();
    expect(pool.close).not.toHaveBeenCalled();
    await releaseAll();
    await closed;
    expect(pool.close).toHaveBeenCalledOnce();
  });

  it('shows an older summary, marked as updating, while one with a new entry is made', async () => {
    const first = createSummaryService({ db: connection.db, log: silentLog() }, inThisThread());
    await addFeedback('The worksheets were helpful.');
    await first.summariesFor(moduleId, yearId, ['material']);
    await first.idle();
    const before = await first.summariesFor(moduleId, yearId, ['material']);
    expect(before.updating).toBe(false);
    await first.close();

    const { pool, releaseAll } = heldPool();
    const second = createSummaryService({ db: connection.db, log: silentLog() }, pool);
    await addFeedback('The recordings were blurry.');
    const served = await second.summariesFor(moduleId, yearId, ['material']);
    expect(served.updating).toBe(true);
    expect(served.summaries.get('material')).toEqual(before.summaries.get('material'));
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(1));
    await releaseAll();
    await second.idle();
    const current = await second.summariesFor(moduleId, yearId, ['material']);
    expect(current.updating).toBe(false);
    expect(current.summaries.get('material')!.details.students).toBe(students);
    await second.close();
  });

  it('never shows a summary made before an entry was hidden: it waits for the new one', async () => {
    const first = createSummaryService({ db: connection.db, log: silentLog() }, inThisThread());
    const hiddenId = await addFeedback('Zanzibar quokkas ruined every seminar.');
    await first.summariesFor(moduleId, yearId, ['material']);
    await first.idle();
    const before = await first.summariesFor(moduleId, yearId, ['material']);
    expect(JSON.stringify(before.summaries.get('material'))).toContain('quokkas');
    await first.close();

    await connection.db
      .updateTable('feedback')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hiddenId)
      .execute();
    const { pool, releaseAll } = heldPool();
    const second = createSummaryService({ db: connection.db, log: silentLog() }, pool);
    let answered = false;
    const served = second.summariesFor(moduleId, yearId, ['material']).finally(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(pool.run).toHaveBeenCalledTimes(1));
    expect(answered).toBe(false);
    await releaseAll();
    const made = await served;
    expect(made.updating).toBe(false);
    expect(JSON.stringify(made.summaries.get('material'))).not.toContain('quokkas');
    await second.close();
    await connection.db
      .updateTable('feedback')
      .set({ hidden_at: null })
      .where('id', '=', hiddenId)
      .execute();
  });

  it('makes a summary anew when the cached one cannot be read', async () => {
    await addFeedback('The seminars were clear.');
    const log = silentLog();
    const first = createSummaryService({ db: connection.db, log }, inThisThread());
    await first.summariesFor(moduleId, yearId, ['material']);
    await first.close();
    await connection.db
      .updateTable('summary_cache')
      .set({ content: '{"truncated' })
      .where('module_id', '=', moduleId)
      .execute();

    const second = createSummaryService({ db: connection.db, log }, inThisThread());
    const made = await second.summariesFor(moduleId, yearId, ['material']);
    expect(made.summaries.get('material')!.details.students).toBe(students);
    expect(second.runs).toBe(1);
    await second.close();
  });
});
