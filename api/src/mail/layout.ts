// The one shape of every mail: a greeting, a few paragraphs, at most one link as a button,
// then who sent it and why the person got it (and, for mails sent unasked, the link that stops
// them), as plain text and as HTML with the same words.
import escapeHtml from 'escape-html';

export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why this person got the mail, and what to do if they did not expect it. */
  reason: string;
  /** The link that stops mails like this one, shown under the reason. */
  optOut?: { label: string; url: string };
}

/** Who sends the mails: the product's name and the address it is reached at. */
export interface MailSender {
  productName: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The opt-out address, for mail programs' own unsubscribe button (List-Unsubscribe). */
  optOutUrl?: string;
}

const footer = (sender: MailSender) =>
  `This email was sent by ${sender.productName} (${sender.publicUrl}).`;

export function renderMail(content: MailContent, sender: MailSender): RenderedMail {
  const { paragraphs, action, reason, optOut } = content;
  const text = [
    'Hello,',
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    '--',
    `${footer(sender)}\n${reason}`,
    ...(optOut ? [`${optOut.label}:\n${optOut.url}`] : []),
  ].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1f2937; max-width: 36rem;">',
    p('Hello,'),
    ...paragraphs.map(p),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 0.6rem 1rem; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(action.label)}</a></p>`,
          p(`If the button does not work, copy this address into your browser: ${action.url}`),
        ]
      : []),
    '<hr>',
    `<p style="font-size: 0.9rem; color: #4b5563;">${escapeHtml(footer(sender))}<br>${escapeHtml(reason)}</p>`,
    ...(optOut
      ? [
          `<p style="font-size: 0.9rem;"><a href="${escapeHtml(optOut.url)}" style="color: #1d4ed8;">${escapeHtml(optOut.label)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return {
    subject: `${content.subject} – ${sender.productName}`,
    text,
    html,
    ...(optOut ? { optOutUrl: optOut.url } : {}),
  };
}
