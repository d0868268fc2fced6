// npm run send-reminders [-- --year 2025]
// Without --year: what the server's periodic check does, once — every open year whose schedule
// (REMINDER_FIRST_AFTER_PERCENT, REMINDER_SECOND_DAYS_BEFORE_CLOSE) makes a reminder due.
// With --year: what staff's "Send reminders now" does for that year — each student's next
// reminder, at most two per module's year. Safe beside running servers: a reminder is claimed
// in the database before it is mailed, so nobody gets one twice.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { surveyWindowState } from '@module-feedback/shared/contracts';
import { findYearByValue } from '../academic-years/lookup';
import { toSurveyWindow } from '../academic-years/survey-window';
import { createMailer } from '../mail/mailer';
import { mailLinkBase, productName } from '../mail/sender';
import {
  claimYear,
  reminderYear,
  sendDueReminders,
  type ReminderDependencies,
} from '../reminders/send';
import { CommandError, UsageError, runCommand } from './runtime';

const USAGE = 'usage: npm run send-reminders [-- --year 2025]';

await runCommand('send-reminders', async ({ config, connection }) => {
  let year: string | undefined;
  try {
    ({
      values: { year },
    } = parseArgs({ options: { year: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const log = pino({ level: 'warn' }, process.stderr);
  const mailer = createMailer({
    settings: config.mail,
    sender: { productName: productName(config), publicUrl: mailLinkBase(config, log) },
    log,
  });
  const deps: ReminderDependencies = {
    db: connection.db,
    dialect: connection.dialect,
    mailer,
    secret: config.jwtSecret,
    log,
  };
  try {
    if (year === undefined) {
      const sent = await sendDueReminders(deps, config.reminders);
      console.log(`send-reminders: ${sent.mails} mails with ${sent.reminders} reminders sent.`);
      return;
    }
    const found = await findYearByValue(connection.db, year);
    if (!found) throw new CommandError(`there is no academic year ${year}.`);
    const row = await connection.db
      .selectFrom('academic_years')
      .select(['id', 'year', 'opens_at', 'closes_at'])
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    if (surveyWindowState(toSurveyWindow(row)) !== 'open') {
      throw new CommandError(`the survey window of ${year} is not open: no reminders are sent.`);
    }
    const claim = await claimYear(deps, reminderYear(row), 'next');
    await claim.deliver();
    console.log(
      `send-reminders: ${claim.count.mails} mails with ${claim.count.reminders} reminders sent.`,
    );
  } finally {
    await mailer.close();
  }
});
