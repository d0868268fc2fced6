// Reminder mails, caught by a real SMTP server on 127.0.0.1: only enrolled students with a
// confirmed address who have not answered and have not opted out get one, one mail lists every
// module, never more than two per module's year, two instances racing send once, the schedule
// of the periodic check, the send-reminders command, and the opt-out link (which only asks when
// opened, stops the reminders when its page's button or a mail program's one-click unsubscribe
// posts, and refuses a forged one).
import {
  OPT_OUT_MESSAGES,
  type AcademicYear,
  type Module,
  type SentReminders,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkIn,
  startMailCatcher,
  type MailCatcher,
} from '@module-feedback/test-support/mail-capture';
import { run } from '@module-feedback/test-support/api-command';
import type { AppConfig } from '../src/config';
import { sendDueReminders } from '../src/reminders/send';
import { answer, createStudent, enrol, type EnrolledStudent } from './support/enrolled-students';
import { createModule, createYear } from './support/fixtures';
import { startInstancePair, startScenario, type Scenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

const PUBLIC_URL = 'https://feedback.example.ac.uk';
const REMINDER = /still missing/;
const DAY_MS = 24 * 60 * 60 * 1000;

const mailSettings = (mail: MailCatcher): Partial<AppConfig> => ({
  publicUrl: PUBLIC_URL,
  mail: { smtpUrl: mail.url, from: 'Module Feedback <feedback@example.ac.uk>', outboxDir: '' },
});

describe.each(targets())('reminders on %s', (target) => {
  let scenario: Scenario;
  let mail: MailCatcher;
  let server: TestServer;

  beforeAll(async () => {
    mail = await startMailCatcher();
    scenario = await startScenario(target, mailSettings(mail));
    server = scenario.server;
  });
  afterAll(async () => {
    await scenario?.server.close();
    await mail?.close();
  });

  const db = () => server.app.appContext.db;
  const sendNow = (year: AcademicYear, token = scenario.staff.access) =>
    scenario.api.post(`/api/staff/reminders/${year.year}/`, undefined, { token });
  const mailsTo = (student: EnrolledStudent) =>
    mail.mails.filter((sent) => sent.to.includes(student.email));
  const sendsOf = async (year: AcademicYear) =>
    db()
      .selectFrom('reminder_sends')
      .select(['student_user_id', 'module_id', 'round'])
      .where('academic_year_id', '=', year.id)
      .execute();

  describe('who is reminded', () => {
    let year: AcademicYear;
    let first: Module;
    let second: Module;
    let owed: EnrolledStudent;
    let answered: EnrolledStudent;
    let unconfirmed: EnrolledStudent;
    let optedOut: EnrolledStudent;
    let notEnrolled: EnrolledStudent;

    beforeAll(async () => {
      year = await createYear(server, undefined, { opensInDays: -10, closesInDays: 20 });
      first = await createModule(server, { code: 'REM101', title: 'Reminded First' });
      second = await createModule(server, { code: 'REM102', title: 'Reminded Second' });
      owed = await createStudent(db());
      answered = await createStudent(db());
      unconfirmed = await createStudent(db(), { confirmed: false });
      optedOut = await createStudent(db());
      notEnrolled = await createStudent(db());
      for (const student of [owed, answered, unconfirmed, optedOut]) {
        await enrol(db(), student, first, year);
      }
      await enrol(db(), owed, second, year);
      await answer(db(), answered, first, year);
      await db()
        .insertInto('reminder_opt_outs')
        .values({ user_id: optedOut.id, created_at: new Date().toISOString() })
        .execute();
    });

    it('mails only enrolled students with a confirmed address who have not answered, one mail listing every module', async () => {
      const reply = await sendNow(year);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ mails: 1, reminders: 2 });
      const sent = await mail.waitFor(owed.email, REMINDER);
      await server.app.appContext.mailer.whenSent();
      expect(sent.subject).toBe('Your module feedback is still missing – Module Feedback');
      for (const part of [sent.text, sent.html]) {
        expect(part).toContain('REM101 – Reminded First');
        expect(part).toContain('REM102 – Reminded Second');
      }
      expect(linkIn(sent, '/feedback').origin).toBe(PUBLIC_URL);
      expect(linkIn(sent, '/api/reminders/opt-out/').searchParams.get('user')).toBe(
        String(owed.id),
      );
      for (const student of [answered, unconfirmed, optedOut, notEnrolled]) {
        expect(mailsTo(student)).toEqual([]);
      }
    });

    it('sends a second reminder, and never a third', async () => {
      expect((await sendNow(year)).body).toEqual({ mails: 1, reminders: 2 });
      await server.app.appContext.mailer.whenSent();
      expect(mailsTo(owed)).toHaveLength(2);
      expect((await sendNow(year)).body).toEqual({ mails: 0, reminders: 0 });
      await server.app.appContext.mailer.whenSent();
      expect(mailsTo(owed)).toHaveLength(2);
      const rounds = (await sendsOf(year)).map((row) => `${row.module_id}:${row.round}`).sort();
      expect(rounds).toEqual(
        [`${first.id}:1`, `${first.id}:2`, `${second.id}:1`, `${second.id}:2`].sort(),
      );
    });

    it('lets staff only send, and only while the window is open', async () => {
      expect((await sendNow(year, scenario.student.access)).status).toBe(403);
      const closed = await createYear(server, undefined, { opensInDays: -30, closesInDays: -1 });
      const refused = await sendNow(closed);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/has closed\. No reminders are sent\./);
      expect((await sendNow({ id: 0, year: 1901 })).status).toBe(404);
    });
  });

  describe('the opt-out link', () => {
    const optedOut = (userId: number) =>
      db()
        .selectFrom('reminder_opt_outs')
        .select('user_id')
        .where('user_id', '=', userId)
        .execute();
    const postForm = (address: string, body = '') =>
      fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });

    /** A student reminded about a module of an open year, and the opt-out link of that mail. */
    async function remindedStudent() {
      const year = await createYear(server, undefined, { opensInDays: -10, closesInDays: 20 });
      const module = await createModule(server);
      const student = await createStudent(db());
      await enrol(db(), student, module, year);
      await sendNow(year);
      const sent = await mail.waitFor(student.email, REMINDER);
      const link = linkIn(sent, '/api/reminders/opt-out/');
      return { year, student, sent, link, local: `${server.url}${link.pathname}${link.search}` };
    }

    it('only asks when opened, and stops the reminders once its button posts, safely twice', async () => {
      const { year, student, local } = await remindedStudent();

      // A mail scanner opening every link opts nobody out.
      const opened = await fetch(local);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toContain('text/html');
      const asking = await opened.text();
      expect(asking).toContain(OPT_OUT_MESSAGES.confirm);
      expect(asking).toMatch(
        new RegExp(`<form method="post"><button type="submit"[^>]*>${OPT_OUT_MESSAGES.stop}<`),
      );
      expect(await optedOut(student.id)).toEqual([]);

      for (let pressed = 0; pressed < 2; pressed++) {
        const page = await postForm(local);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(OPT_OUT_MESSAGES.done);
      }
      expect(await optedOut(student.id)).toHaveLength(1);
      expect((await sendNow(year)).body).toEqual({ mails: 0, reminders: 0 });
    });

    it('offers mail programs a one-click unsubscribe that opts out the same way', async () => {
      const { student, sent, link, local } = await remindedStudent();
      expect(sent.headers['list-unsubscribe']).toBe(`<${link.toString()}>`);
      expect(sent.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect((await postForm(local, 'List-Unsubscribe=One-Click')).status).toBe(200);
      expect(await optedOut(student.id)).toHaveLength(1);
    });

    it('refuses a forged or incomplete link, and opts nobody out', async () => {
      const victim = await createStudent(db());
      const forged = [
        `?user=${victim.id}&token=${'A'.repeat(43)}`,
        `?user=${victim.id}`,
        `?token=abc`,
        `?user=x&token=abc`,
        '',
      ];
      for (const query of forged) {
        const address = `${server.url}/api/reminders/opt-out/${query}`;
        for (const page of [await fetch(address), await postForm(address)]) {
          expect(page.status).toBe(400);
          expect(await page.text()).toContain(OPT_OUT_MESSAGES.refused);
        }
      }
      expect(await optedOut(victim.id)).toEqual([]);
    });
  });

  it(
    'send-reminders --year sends the next reminders once, and refuses a closed or unknown year',
    { timeout: 120_000 },
    async () => {
      const year = await createYear(server, undefined, { opensInDays: -10, closesInDays: 20 });
      const closed = await createYear(server, undefined, { opensInDays: -30, closesInDays: -1 });
      const module = await createModule(server);
      const student = await createStudent(db());
      await enrol(db(), student, module, year);
      const env = {
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.databaseUrl ?? '',
        SMTP_URL: mail.url,
        PUBLIC_URL,
      };

      const sent = await run('send-reminders', ['--year', String(year.year)], env);
      expect(sent.stdout).toContain('send-reminders: 1 mail with 1 reminder sent.');
      expect(sent.code).toBe(0);
      await mail.waitFor(student.email, REMINDER);
      expect(await sendsOf(year)).toHaveLength(1);

      const refused = await run('send-reminders', ['--year', String(closed.year)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`the survey window of ${closed.year} is not open`);
      const unknown = await run('send-reminders', ['--year', '1901'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('there is no academic year 1901.');
      expect(await sendsOf(year)).toHaveLength(1);
    },
  );

  describe('the periodic check', () => {
    it('sends the first once half the window has passed and the second near its end, once each', async () => {
      const year = await createYear(server, undefined, { opensInDays: -10, closesInDays: 10 });
      const module = await createModule(server);
      const student = await createStudent(db());
      await enrol(db(), student, module, year);
      const deps = {
        db: db(),
        dialect: server.app.appContext.dialect,
        mailer: server.app.appContext.mailer,
        secret: server.config.jwtSecret,
        log: { error: () => undefined },
      };
      const settings = { checkIntervalMs: 0, firstAfterPercent: 50, secondDaysBeforeClose: 3 };
      const at = (days: number) => new Date(Date.now() + days * DAY_MS);
      const roundsOf = async () =>
        (await sendsOf(year))
          .filter((row) => row.student_user_id === student.id)
          .map((row) => row.round);

      await sendDueReminders(deps, settings, at(-2));
      expect(await roundsOf()).toEqual([]);
      await sendDueReminders(deps, settings, at(1));
      await sendDueReminders(deps, settings, at(2));
      expect(await roundsOf()).toEqual([1]);
      await sendDueReminders(deps, settings, at(8));
      await sendDueReminders(deps, settings, at(9));
      expect((await roundsOf()).sort()).toEqual([1, 2]);
      expect(mailsTo(student)).toHaveLength(2);
      // Closed: nothing more.
      await sendDueReminders(deps, settings, at(11));
      expect(await roundsOf()).toHaveLength(2);
    });
  });
});

describe.each(targets())('reminders from two instances on %s', (target) => {
  it('are claimed once: racing clicks and checks mail each student once per round', async () => {
    const mail = await startMailCatcher();
    const pair = await startInstancePair(target, mailSettings(mail), mailSettings(mail));
    try {
      const db = pair.first.app.appContext.db;
      const year = await createYear(pair.first, undefined, { opensInDays: -10, closesInDays: 20 });
      const module = await createModule(pair.first);
      const students = await Promise.all([1, 2, 3, 4, 5].map(() => createStudent(db)));
      for (const student of students) await enrol(db, student, module, year);

      const send = (via: typeof pair.viaFirst) =>
        via.post<SentReminders>(`/api/staff/reminders/${year.year}/`, undefined, {
          token: pair.staff.access,
        });
      const replies = await Promise.all([
        send(pair.viaFirst),
        send(pair.viaSecond),
        send(pair.viaFirst),
        send(pair.viaSecond),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      // Four clicks claim at most the two rounds of each student, and every one of them once.
      const claimed = replies.reduce((sum, reply) => sum + reply.body.reminders, 0);
      expect(claimed).toBeGreaterThanOrEqual(students.length);
      expect(claimed).toBeLessThanOrEqual(2 * students.length);

      const settings = { checkIntervalMs: 0, firstAfterPercent: 1, secondDaysBeforeClose: 1 };
      const depsOf = (server: TestServer) => ({
        db: server.app.appContext.db,
        dialect: server.app.appContext.dialect,
        mailer: server.app.appContext.mailer,
        secret: server.config.jwtSecret,
        log: { error: () => undefined },
      });
      const nearTheEnd = new Date(Date.now() + 19.5 * DAY_MS);
      const checks = await Promise.all([
        sendDueReminders(depsOf(pair.first), settings, nearTheEnd),
        sendDueReminders(depsOf(pair.second), settings, nearTheEnd),
      ]);
      await Promise.all([
        pair.first.app.appContext.mailer.whenSent(),
        pair.second.app.appContext.mailer.whenSent(),
      ]);
      const rows = await db
        .selectFrom('reminder_sends')
        .select(['student_user_id', 'round'])
        .where('academic_year_id', '=', year.id)
        .execute();
      // Every student has both rounds by now, each claimed once, in clicks or checks.
      expect(rows).toHaveLength(2 * students.length);
      expect(claimed + checks.reduce((sum, sent) => sum + sent.reminders, 0)).toBe(
        2 * students.length,
      );
      for (const student of students) {
        expect(mail.mails.filter((sent) => sent.to.includes(student.email))).toHaveLength(2);
      }
    } finally {
      await pair.close();
      await mail.close();
    }
  });
});
