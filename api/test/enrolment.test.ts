// Enrolment on both databases: the preview names every row with a problem by line, an import
// saves all or nothing and a second import of the same file changes nothing, only staff may
// call, a file over the limit is a 413, and eligibility: where a module's year has enrolment
// only the students enrolled (accounts made after the import included) may write, elsewhere
// everyone, and editing one's own entry is never refused.
import {
  ENROLMENT_FILE_MAX_BYTES,
  ENROLMENT_MESSAGES,
  ENROLMENT_ROUTES,
  MESSAGES,
  ownFeedbackPath,
  type AcademicYear,
  type EnrolmentCount,
  type EnrolmentPreview,
  type Module,
} from '@module-feedback/shared/contracts';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/users/accounts';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  login,
  PASSWORD,
  uniqueName,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { run } from './support/server-process';
import { targets, type TestServer } from './support/server';

const HEADER = 'student number,module code,year';

describe.each(targets())('enrolment on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target));
  });
  afterAll(() => server?.close());

  const send = (route: string, csv: string, token: string | undefined = staff.access) =>
    api.request('POST', route, { rawBody: csv, token, headers: { 'content-type': 'text/csv' } });
  const preview = (csv: string, token?: string) => send(ENROLMENT_ROUTES.preview, csv, token);
  const importFile = (csv: string, token?: string) => send(ENROLMENT_ROUTES.import, csv, token);
  const file = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

  async function enrolledIn(module: Module, year: AcademicYear) {
    const rows = await server.app.appContext.db
      .selectFrom('enrolments')
      .select('student_number')
      .where('module_id', '=', module.id)
      .where('academic_year_id', '=', year.id)
      .orderBy('student_number')
      .execute();
    return rows.map((row) => row.student_number);
  }

  /** A module and an open year of its own, so tests do not see each other's enrolments. */
  async function course() {
    return { module: await createModule(server), year: await createYear(server) };
  }

  it('previews a file naming every row with a problem by its line, saving nothing', async () => {
    const { module, year } = await course();
    const csv = file(
      `1000001,${module.code},${year.year}`,
      `1000002,NOPE-${module.code},${year.year}`,
      `1000003,${module.code},1899`,
      `12ab,${module.code},${year.year}`,
      `1000001,${module.code.toLowerCase()},${year.year}/${String((year.year + 1) % 100).padStart(2, '0')}`,
      `1000004,${module.code}`,
      `,${module.code},${year.year}`,
      `1000005,${module.code},next year`,
      '',
      `1000006,${module.code},${year.year}`,
    );
    const reply = await preview(csv);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual<EnrolmentPreview>({
      rows: 9,
      toAdd: 2,
      alreadyPresent: 0,
      problems: [
        { line: 3, reason: `Unknown module code "NOPE-${module.code}".` },
        { line: 4, reason: 'Unknown academic year 1899.' },
        {
          line: 5,
          reason: 'Bad student number "12ab": it must be a whole number from 1 to 2147483647.',
        },
        { line: 6, reason: 'Duplicate of line 2.' },
        {
          line: 7,
          reason: 'This row has 2 columns; each row needs 3: student number, module code, year.',
        },
        { line: 8, reason: 'Missing student number.' },
        { line: 9, reason: 'Bad year "next year": write the year it starts, as 2025 or 2025/26.' },
      ],
    });
    expect(await enrolledIn(module, year)).toEqual([]);
  });

  it('names a wrong header, an empty file and broken quoting as problems', async () => {
    const { module, year } = await course();
    const wrongHeader = await preview(
      `module code,student number,year\n1,${module.code},${year.year}\n`,
    );
    expect(wrongHeader.body.problems).toEqual([
      { line: 1, reason: ENROLMENT_MESSAGES.wrongHeader },
    ]);
    const empty = await preview('');
    expect(empty.body.problems).toEqual([{ line: 1, reason: ENROLMENT_MESSAGES.emptyFile }]);
    const headerOnly = await preview(file());
    expect(headerOnly.body.problems).toEqual([{ line: 2, reason: ENROLMENT_MESSAGES.emptyFile }]);
    const quoting = await preview(file(`"1000001,${module.code},${year.year}`));
    expect(quoting.status).toBe(200);
    expect(quoting.body.problems).toHaveLength(1);
    expect(quoting.body.problems[0].reason).toMatch(/^Not valid CSV: /);
  });

  it('imports all rows or none, and importing the same file again adds nothing', async () => {
    const { module, year } = await course();
    const bad = file(`2000001,${module.code},${year.year}`, `2000002,${module.code},1899`);
    const refused = await importFile(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ENROLMENT_MESSAGES.notImported);
    expect(await enrolledIn(module, year)).toEqual([]);

    // A byte order mark, CRLF line endings and spaces around cells are all read.
    const good =
      '\uFEFFStudent Number, Module Code, Year\r\n' +
      `2000001, ${module.code}, ${year.year}\r\n2000002,${module.code},${year.year}\r\n`;
    const first = await importFile(good);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ rows: 2, toAdd: 2, alreadyPresent: 0, problems: [], added: 2 });
    expect(await enrolledIn(module, year)).toEqual([2000001, 2000002]);

    const again = await importFile(good);
    expect(again.body).toEqual({ rows: 2, toAdd: 0, alreadyPresent: 2, problems: [], added: 0 });
    expect(
      (
        await preview(
          file(`2000003,${module.code},${year.year}`, `2000001,${module.code},${year.year}`),
        )
      ).body,
    ).toMatchObject({ toAdd: 1, alreadyPresent: 1 });
    expect(await enrolledIn(module, year)).toEqual([2000001, 2000002]);

    const counts = await api.get<EnrolmentCount[]>(ENROLMENT_ROUTES.counts, {
      token: staff.access,
    });
    expect(counts.status).toBe(200);
    expect(counts.body).toContainEqual({
      moduleCode: module.code,
      moduleTitle: module.title,
      year: year.year,
      students: 2,
    });
  });

  it('is for staff only', async () => {
    const csv = file();
    for (const call of [
      (token?: string) => preview(csv, token),
      (token?: string) => importFile(csv, token),
      (token?: string) => api.get(ENROLMENT_ROUTES.counts, { token }),
    ]) {
      expect((await call('')).status).toBe(401);
      expect((await call(student.access)).status).toBe(403);
    }
  });

  it('refuses a file over the limit with a 413 saying what to do', async () => {
    const line = '1000001,X,2025\n';
    const csv = HEADER + '\n' + line.repeat(Math.ceil(ENROLMENT_FILE_MAX_BYTES / line.length) + 1);
    const reply = await preview(csv);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(ENROLMENT_MESSAGES.fileTooLarge);
  });

  it('lets only enrolled students write where a module’s year has enrolment', async () => {
    const { module, year } = await course();
    const otherYear = await createYear(server);
    const enrolled = await createSignedInAccount(server, api, 'student');
    const outsider = await createSignedInAccount(server, api, 'student');
    // An account made after the import is covered by its student number.
    const laterNumber = 3_000_000 + (process.pid % 100_000);
    const csv = file(
      `${enrolled.account.studentId},${module.code},${year.year}`,
      `${laterNumber},${module.code},${year.year}`,
    );
    expect((await importFile(csv)).body.added).toBe(2);

    const refused = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: outsider.access,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.notEnrolled);

    const written = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: enrolled.access,
    });
    expect(written.status).toBe(201);

    const ctx = server.app.appContext;
    const username = uniqueName('later');
    await createAccount(ctx.db, {
      username,
      email: `${username}@example.test`,
      passwordHash: await ctx.passwords.hash(PASSWORD),
      isStaff: false,
      studentId: laterNumber,
    });
    const later = await login(api, username);
    const laterReply = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: later.access,
    });
    expect(laterReply.status).toBe(201);

    // The same module's other year has no enrolment: everyone may write, as before.
    const open = await api.post('/api/newfeedback/', feedbackBody(module, otherYear), {
      token: outsider.access,
    });
    expect(open.status).toBe(201);
  });

  it('leaves editing one’s own entry alone when enrolment arrives later', async () => {
    const { module, year } = await course();
    const author = await createSignedInAccount(server, api, 'student');
    const written = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: author.access,
    });
    expect(written.status).toBe(201);
    await importFile(file(`4000001,${module.code},${year.year}`));

    const edit = await api.put(
      ownFeedbackPath(written.body.id),
      feedbackBody(module, year, { materialFeedback: 'Still my view.' }),
      { token: author.access },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.materialFeedback).toBe('Still my view.');
  });

  it(
    'import-enrolment prints the preview, imports unless --dry-run, and fails on problem rows',
    { timeout: 180_000 },
    async () => {
      const { module, year } = await course();
      const env = {
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.databaseUrl ?? '',
      };
      const write = (name: string, csv: string) => {
        const file = path.join(server.config.dataDir, name);
        writeFileSync(file, csv);
        return file;
      };
      const good = write('good.csv', file(`6000001,${module.code},${year.year}`));

      const dryRun = await run('import-enrolment', [good, '--dry-run'], env);
      expect(dryRun.code).toBe(0);
      expect(dryRun.stdout).toContain('to add: 1');
      expect(dryRun.stdout).toContain('dry run, nothing saved');
      expect(await enrolledIn(module, year)).toEqual([]);

      const imported = await run('import-enrolment', [good], env);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('added: 1');
      expect(await enrolledIn(module, year)).toEqual([6000001]);
      const again = await run('import-enrolment', [good], env);
      expect(again.stdout).toContain('already present: 1');
      expect(again.stdout).toContain('added: 0');

      const bad = write(
        'bad.csv',
        file(`6000002,${module.code},${year.year}`, `x,${module.code},${year.year}`),
      );
      const refused = await run('import-enrolment', [bad], env);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('line 3: Bad student number "x"');
      expect(refused.stderr).toContain(ENROLMENT_MESSAGES.notImported);
      expect(await enrolledIn(module, year)).toEqual([6000001]);

      const usage = await run('import-enrolment', [], env);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('usage: npm run import-enrolment');
    },
  );

  it('imports a file of 20,000 rows', { timeout: 180_000 }, async () => {
    const { module, year } = await course();
    const rows = Array.from(
      { length: 20_000 },
      (_, index) => `${5_000_000 + index},${module.code},${year.year}`,
    );
    const reply = await importFile(file(...rows));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ rows: 20_000, added: 20_000, problems: [] });
    expect(await enrolledIn(module, year)).toHaveLength(20_000);
  });
});
