// Sending mail. With SMTP_URL, through that server (nodemailer); without, each mail is
// written as an .eml file to the outbox folder in DATA_DIR and the log says where, so the
// app works with no mail server and a developer can open the links.
//
// Routes hand mails to sendLater: the request answers at once and the mail (with any
// database work that decides it) follows, so an answer's timing never tells what was
// sent, and a slow mail server never slows a request.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailSettings } from '../config';
import type { MailSender } from './layout';
import { renderTemplate, type Mail } from './templates';

/** Longest wait for mails still being sent when the server closes. */
const CLOSE_WAIT_MS = 5_000;

export interface Mailer {
  /** Renders the mail's template and sends it; rejects when it could not be sent. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends in the background what `compose` decides (nothing when it returns undefined);
   * failures are logged, never thrown.
   */
  sendLater(compose: () => Promise<Mail | undefined>): void;
  /** Resolves once every mail handed to sendLater so far has been sent or has failed. */
  whenSent(): Promise<void>;
  /** Waits (a few seconds at most) for background mails, then closes the connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  settings: MailSettings;
  sender: MailSender;
  log: FastifyBaseLogger;
}

function outboxTransport(outboxDir: string, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  log.info(`no SMTP_URL: mails are written to ${outboxDir}`);
  return async (message: SendMailOptions, purpose: string) => {
    const info = await transport.sendMail(message);
    mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${purpose}-${randomBytes(4).toString('hex')}.eml`);
    // The links in it sign people in or change passwords: readable by the server's user only.
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    log.info({ purpose, file }, `mail written to ${file}`);
  };
}

function smtpTransport(smtpUrl: string, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(smtpUrl);
  return Object.assign(
    async (message: SendMailOptions, purpose: string) => {
      await transport.sendMail(message);
      log.info({ purpose }, 'mail sent');
    },
    { close: () => transport.close() },
  );
}

export function createMailer({ settings, sender, log }: MailerOptions): Mailer {
  const smtp = settings.smtpUrl ? smtpTransport(settings.smtpUrl, log) : undefined;
  const deliver = smtp ?? outboxTransport(settings.outboxDir, log);
  const pending = new Set<Promise<void>>();

  const send = async (mail: Mail) => {
    const rendered = renderTemplate(mail, sender);
    await deliver(
      {
        from: settings.from,
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        // A mail program's own unsubscribe button posts to the opt-out link in one click
        // (RFC 8058); the link itself only opens a page that asks.
        ...(rendered.optOutUrl
          ? {
              list: { unsubscribe: rendered.optOutUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      },
      mail.purpose,
    );
  };

  return {
    send,
    sendLater(compose) {
      let purpose: string | undefined;
      const job = (async () => {
        const mail = await compose();
        purpose = mail?.purpose;
        if (mail) await send(mail);
      })()
        .catch((error: unknown) => log.error({ err: error, purpose }, 'a mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async whenSent() {
      await Promise.allSettled([...pending]);
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([this.whenSent(), deadline]);
      clearTimeout(timer);
      smtp?.close();
    },
  };
}
