// npm run send-reminders [-- --year 2025]
// Without --year: what the server's periodic check does, once — every open year whose schedule
// (REMINDER_FIRST_AFTER_PERCENT, REMINDER_SECOND_DAYS_BEFORE_CLOSE) makes a reminder due.
// With --year: what staff's "Send reminders now" does for that year — each student's next
// reminder, at most two per module's year. Safe beside running servers: a reminder is claimed
// in the database before it is mailed, so nobody gets one twice.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createMailer } from '../mail/mailer';
import { mailLinkBase, productName } from '../mail/sender';
import {
  claimYear,
  reminderYearByValue,
  sendDueReminders,
  type ReminderCount,
  type ReminderDependencies,
} from '../reminders/send';
import { CommandError, UsageError, runCommand } from './runtime';

const USAGE = 'usage: npm run send-reminders [-- --year 2025]';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const sentLine = ({ mails, reminders }: ReminderCount) =>
  `send-reminders: ${counted(mails, 'mail')} with ${counted(reminders, 'reminder')} sent.`;

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
      console.log(sentLine(await sendDueReminders(deps, config.reminders)));
      return;
    }
    const found = await reminderYearByValue(connection.db, year);
    if (!found) throw new CommandError(`there is no academic year ${year}.`);
    if (found.state !== 'open') {
      throw new CommandError(`the survey window of ${year} is not open: no reminders are sent.`);
    }
    const claim = await claimYear(deps, found.year, 'next');
    await claim.deliver();
    console.log(sentLine(claim.count));
  } finally {
    await mailer.close();
  }
});
