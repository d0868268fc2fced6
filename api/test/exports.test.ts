// CSV exports on both databases: staff only, UTF-8 with BOM, one row per published entry of
// a module, a year or everything, student numbers only on request, formulas neutralised, the
// overview as CSV, and a 100,000-row export streamed in bounded memory.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import { sql } from 'kysely';
import { DEFAULT_DATABASE_LIMITS } from '../src/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModule, createSignedInAccount, createYear, feedbackBody } from './support/fixtures';
import { client, type Client } from './support/http';
import { startScenario, type Scenario } from './support/scenario';
import { startServer, targets, type TestServer } from './support/server';

/** UTF-8's byte order mark; fetch's text() drops it, so it is checked on the bytes. */
const BOM = [0xef, 0xbb, 0xbf];

describe.each(targets())('CSV exports on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let scenario: Scenario;
  let module: Module;
  let other: Module;
  let year: AcademicYear;
  let otherYear: AcademicYear;
  let authorNumber: number | null;

  async function submit(on: Module, of: AcademicYear, fields: object = {}) {
    const author = await createSignedInAccount(server, api, 'student');
    authorNumber = author.account.studentId;
    const reply = await api.post('/api/newfeedback/', feedbackBody(on, of, fields), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  }

  const download = async (query: string) => {
    const reply = await api.get<string>(`/api/staff/exports/feedback/${query}`, {
      token: scenario.staff.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return reply.body;
  };
  const firstBytes = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${scenario.staff.access}` },
    });
    return [...new Uint8Array(await response.arrayBuffer()).subarray(0, 3)];
  };
  /** Lines after the header (texts here have no line breaks). */
  const rowsOf = (csv: string) => csv.trimEnd().split('\n').slice(1);

  beforeAll(async () => {
    scenario = await startScenario(target);
    ({ server, api } = scenario);
    module = await createModule(server);
    other = await createModule(server);
    year = await createYear(server, 1970);
    otherYear = await createYear(server, 1971);
    await submit(module, year, {
      materialFeedback: 'Très bien, merci.',
      hoursPerWeek: 7,
      wouldRecommend: true,
    });
    await submit(module, otherYear, { wouldRecommend: false });
    await submit(other, year);
  });
  afterAll(() => server?.close());

  it('is for staff only', async () => {
    const path = '/api/staff/exports/feedback/';
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, { token: scenario.student.access })).status).toBe(403);
    expect((await api.get('/api/staff/exports/overview/1970/')).status).toBe(401);
  });

  it('starts with a BOM and a header, one row per entry, without student numbers', async () => {
    expect(await firstBytes('/api/staff/exports/feedback/?year=1970')).toEqual(BOM);
    const csv = await download(`?module=${module.code}&year=1970`);
    const [header] = csv.split('\n');
    expect(header).toBe(
      'Entry,Module code,Module title,Academic year,Submitted,Material rating,Material feedback,' +
        'Assessment rating,Assessment feedback,Lecturer rating,Lecturer feedback,' +
        'Hours per week,Would recommend',
    );
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${module.code},Test Module,1970/71,`);
    expect(rows[0]).toContain(
      ',4.25,"Très bien, merci.",3,Fair coursework.,5,Engaging lectures.,7,yes',
    );
  });

  it('leaves an unanswered extra question empty', async () => {
    const [row] = rowsOf(await download(`?module=${module.code}&year=1971`));
    expect(row).toMatch(/,Engaging lectures\.,,no$/);
  });

  it('exports a module, a year or everything', async () => {
    expect(rowsOf(await download(`?module=${module.code}`))).toHaveLength(2);
    expect(rowsOf(await download('?year=1970'))).toHaveLength(2);
    expect(rowsOf(await download('')).length).toBeGreaterThanOrEqual(3);
  });

  it('adds student numbers only when asked for', async () => {
    const csv = await download(`?module=${other.code}&identity=1`);
    expect(csv.split('\n')[0]).toMatch(/,Student number$/);
    expect(rowsOf(csv)[0]).toMatch(new RegExp(`,${authorNumber}$`));
    expect(await download(`?module=${other.code}&identity=0`)).not.toContain('Student number');
  });

  it('neutralises texts a spreadsheet would run as formulas', async () => {
    const formulas = await createModule(server);
    await submit(formulas, year, {
      materialFeedback: '=HYPERLINK("http://evil.example","click")',
      assessmentFeedback: '+1+1',
      lecturerFeedback: '@SUM(A1)',
    });
    await submit(formulas, year, { materialFeedback: '-2', assessmentFeedback: '\tTabbed' });
    const csv = await download(`?module=${formulas.code}`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(",'+1+1,");
    expect(csv).toContain(",'@SUM(A1)");
    expect(csv).toContain(",'-2,");
    expect(csv).toContain(`,'\tTabbed,`);
    expect(csv).not.toMatch(/,[=+@]/);
  });

  it('neutralises formulas behind white space and in full-width signs', async () => {
    const hidden = await createModule(server, { lecturersNames: null });
    await submit(hidden, year, {
      materialFeedback: '\n=1+1',
      assessmentFeedback: ' =HYPERLINK("http://evil.example")',
      lecturerFeedback: '＝1+1',
    });
    await submit(hidden, year, {
      materialFeedback: '\u3000＋2',
      assessmentFeedback: '＠SUM(A1)',
      lecturerFeedback: '－3',
    });
    await submit(hidden, year, { materialFeedback: 'Plain = fine', assessmentFeedback: '\rCR' });
    const csv = await download(`?module=${hidden.code}`);
    for (const text of [
      '"\'\n=1+1"',
      `"' =HYPERLINK(""http://evil.example"")"`,
      "'＝1+1",
      "'\u3000＋2",
      "'＠SUM(A1)",
      "'－3",
      '"\'\rCR"',
    ]) {
      expect(csv).toContain(text);
    }
    expect(csv).toContain(',Plain = fine,');
  });

  it('leaves hidden entries out', async () => {
    const hiddenModule = await createModule(server);
    const id = await submit(hiddenModule, year, { materialFeedback: 'Hidden words.' });
    await submit(hiddenModule, year, { materialFeedback: 'Visible words.' });
    await api.post(`/api/moderation/hide/${id}/`, undefined, { token: scenario.staff.access });
    const csv = await download(`?module=${hiddenModule.code}`);
    expect(rowsOf(csv)).toHaveLength(1);
    expect(csv).not.toContain('Hidden words.');
  });

  it('answers unknown modules and years with 404, bad options with 400', async () => {
    const get = (query: string) =>
      api.get(`/api/staff/exports/feedback/${query}`, { token: scenario.staff.access });
    expect((await get('?module=NOPE-NOPE')).status).toBe(404);
    expect((await get('?year=1800')).status).toBe(404);
    expect((await get('?identity=yes')).status).toBe(400);
  });

  it('exports the overview of a year, one row per module', async () => {
    const reply = await api.get<string>('/api/staff/exports/overview/1970/', {
      token: scenario.staff.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="overview-1970.csv"',
    );
    expect(await firstBytes('/api/staff/exports/overview/1970/')).toEqual(BOM);
    expect(reply.body.startsWith('Module code,Module title,Responses,')).toBe(true);
    const row = reply.body.split('\n').find((line) => line.startsWith(`${module.code},`));
    // No earlier year: no previous figures and no change. Averages with two decimals.
    expect(row).toMatch(
      new RegExp(`^${module.code},Test Module,1,4\\.25,3,5,4\\.08,,,,[^,]*Few responses$`),
    );
  });
});

describe.each(targets())('a 100,000-row export on %s', (target) => {
  const ROWS = 100_000;
  /** Each entry's text: the export is about 40 MB, far more than the allowed growth. */
  const TEXT = 'A long and thoughtful text about the module. '.repeat(8);
  /** A statement's limit here, shorter than the pause in the download below. */
  const QUERY_TIMEOUT_MS = 2_000;
  const PER_STATEMENT = 5_000;
  let server: TestServer;
  let staffToken: string;

  beforeAll(async () => {
    server = await startServer(target, {
      databaseLimits: { ...DEFAULT_DATABASE_LIMITS, queryTimeoutMs: QUERY_TIMEOUT_MS },
    });
    staffToken = (await createSignedInAccount(server, client(server.url), 'staff')).access;
    const module = await createModule(server);
    const year = await createYear(server);
    // One statement per 5,000 rows, in either dialect: each stays far inside the statement
    // timeout even on a busy machine.
    for (let first = 1; first <= ROWS; first += PER_STATEMENT) {
      const last = first + PER_STATEMENT - 1;
      await sql`
        with recursive n(i) as (select cast(${first} as integer) union all select i + 1 from n where i < ${last})
        insert into feedback (module_id, academic_year_id, material_rating, material_feedback, submit_date)
        select ${module.id}, ${year.id}, 3, ${TEXT} || i, '2026-01-05T10:00:00.000Z' from n`.execute(
        server.app.appContext.db,
      );
    }
  }, 120_000);
  afterAll(() => server?.close());

  // A download outlasts a statement's time limit (a slow connection, a big year): the
  // export's read is not cut off at it, neither with an error nor as if the rows had ended.
  it('streams every row, past a pause longer than a statement may run, while the heap grows by far less than the file', async () => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const response = await fetch(`${server.url}/api/staff/exports/feedback/`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let paused = false;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!paused) {
        paused = true;
        await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS * 2));
      }
      bytes += read.value.byteLength;
      lines += decoder.decode(read.value, { stream: true }).split('\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    clearInterval(sampler);
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(35_000_000);
    // Loading the table would hold every row and the whole file at once (well over 100 MB).
    expect(peak - before).toBeLessThan(bytes / 2);
  }, 120_000);
});
