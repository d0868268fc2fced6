// Reading the mails the app sent, for tests: a real SMTP server on 127.0.0.1 that keeps
// every message, and the parser for the .eml files of the outbox folder. Both hand back
// parsed mails (mailparser), so tests read the text, the HTML and the links in them.
import { randomBytes } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
  /** Each header line by its lower-case name, its value unfolded (List-Unsubscribe…). */
  headers: Record<string, string>;
}

function captured(parsed: ParsedMail): CapturedMail {
  const addresses = (field: ParsedMail['to']) =>
    (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');
  return {
    to: addresses(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim(),
      ]),
    ),
  };
}

/** The first address in the mail's text that opens `pathname` (e.g. /auth/verify-email). */
export function linkIn(mail: CapturedMail, pathname: string): URL {
  const link = mail.text
    .match(/https?:\/\/[^\s)]+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Waits (up to 10 s) for a mail to `to` whose subject matches, and returns it. */
  waitFor(to: string, subject: RegExp): Promise<CapturedMail>;
  close(): Promise<void>;
}

const WAIT_MS = 10_000;

async function poll<T>(find: () => Promise<T | undefined> | T | undefined, what: string) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const matches = (mail: CapturedMail, to: string, subject: RegExp) =>
  mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject);

/**
 * A real SMTP server on a free 127.0.0.1 port that accepts and keeps every mail; with
 * `saveTo`, each is also written there as an .eml file, for other processes to read
 * (readOutbox reads such a folder as it reads the app's outbox).
 */
export async function startMailCatcher(saveTo?: string): Promise<MailCatcher> {
  const mails: CapturedMail[] = [];
  const keep = async (raw: Buffer) => {
    mails.push(captured(await simpleParser(raw)));
    if (saveTo) {
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(saveTo, name), raw);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        keep(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('SMTP server has no address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    waitFor: (to, subject) =>
      poll(() => mails.find((mail) => matches(mail, to, subject)), `mail to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every mail in an outbox folder, oldest first. */
export async function readOutbox(outboxDir: string): Promise<CapturedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) =>
      captured(await simpleParser(await readFile(path.join(outboxDir, name)))),
    ),
  );
}

/** Waits (up to 10 s) for a mail to `to` whose subject matches to appear in the outbox. */
export function waitForOutboxMail(outboxDir: string, to: string, subject: RegExp) {
  return poll(
    async () => (await readOutbox(outboxDir)).findLast((mail) => matches(mail, to, subject)),
    `mail to ${to} in ${outboxDir}`,
  );
}
