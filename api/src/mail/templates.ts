// What each mail says, one template per purpose. A template gets the data its purpose needs
// and the sender; links are whole addresses made with the public URL.
import {
  AUTH_LINK_PARAMS,
  AUTH_PAGES,
  EMAIL_VERIFICATION_LINK_HOURS,
  formatAcademicYear,
  OPT_OUT_MESSAGES,
  PASSWORD_RESET_LINK_MINUTES,
  RESPONSE_RATE_ROUTES,
} from '@module-feedback/shared/contracts';
import { renderMail, type MailContent, type MailSender, type RenderedMail } from './layout';

/** A page of the app with a mailed token in its address. */
const tokenLink = (sender: MailSender, page: string, token: string) => {
  const url = new URL(page, sender.publicUrl);
  url.searchParams.set(AUTH_LINK_PARAMS.token, token);
  return url.toString();
};

/** The feedback form, where the reminders lead. */
const FEEDBACK_PAGE = '/feedback';

const templates = {
  /** After a local sign-up: the link that proves the address. */
  'verify-email': (data: { username: string; token: string }, sender: MailSender): MailContent => ({
    subject: 'Confirm your email address',
    paragraphs: [
      `An account with the username "${data.username}" was created on ${sender.productName} with this email address.`,
      `Confirm that the address is yours to start writing module feedback. The link works once, for ${EMAIL_VERIFICATION_LINK_HOURS} hours.`,
    ],
    action: {
      label: 'Confirm my email address',
      url: tokenLink(sender, AUTH_PAGES.verifyEmail, data.token),
    },
    reason:
      'You got this email because someone signed up with this address. If it was not you, ignore it: the account cannot write feedback until the address is confirmed.',
  }),

  /** Someone signed up with an address that already belongs to a confirmed account. */
  'email-taken': (data: { attemptedUsername: string }, sender: MailSender): MailContent => ({
    subject: 'Someone tried to sign up with your email address',
    paragraphs: [
      `Someone tried to create an account with the username "${data.attemptedUsername}" on ${sender.productName} using this email address. Your address already belongs to an account, so it was not added to the new one.`,
      'If it was you, sign in with your existing account instead. If you forgot its password, use "Forgot password?" on the sign-in page.',
    ],
    action: {
      label: 'Go to sign in',
      url: new URL(AUTH_PAGES.signInOrUp, sender.publicUrl).toString(),
    },
    reason:
      'You got this email because this address belongs to an account here. If it was not you, you need not do anything: nothing about your account changed.',
  }),

  /** The link to choose a new password. */
  'password-reset': (
    data: { username: string; token: string },
    sender: MailSender,
  ): MailContent => ({
    subject: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of the account "${data.username}" on ${sender.productName}.`,
      `Choose a new password with the link below. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. Changing the password signs the account out on every device.`,
    ],
    action: {
      label: 'Choose a new password',
      url: tokenLink(sender, AUTH_PAGES.resetPassword, data.token),
    },
    reason:
      'You got this email because a password reset was asked for this address. If it was not you, ignore it: your password stays as it is.',
  }),

  /** A reset asked for an account that signs in only through the university. */
  'password-reset-sign-on-only': (data: { username: string }, sender: MailSender): MailContent => ({
    subject: 'Your account signs in with your university account',
    paragraphs: [
      `Someone asked to reset the password of the account "${data.username}" on ${sender.productName}. This account has no password here: it signs in with your university account.`,
      'Use "Sign in with your university account" on the sign-in page. To change your university password, follow your university\'s own instructions.',
    ],
    action: {
      label: 'Go to sign in',
      url: new URL(AUTH_PAGES.signInOrUp, sender.publicUrl).toString(),
    },
    reason:
      'You got this email because a password reset was asked for this address. If it was not you, you need not do anything.',
  }),

  /** The server took a canary back by itself: its version failed too often in browsers. */
  'canary-rolled-back': (
    data: { deployable: string; version: string; reason: string },
    sender: MailSender,
  ): MailContent => ({
    subject: `Canary of ${data.deployable} ${data.version} rolled back`,
    paragraphs: [
      `${sender.productName} took the canary of ${data.deployable} ${data.version} back: every browser loads the live version again.`,
      `Why: ${data.reason}.`,
      `The version is marked bad. See the counts with "npm run deployments -- ${data.deployable}" or on the Deployments tab of the admin.`,
    ],
    reason:
      "You got this email because this address is the server's CANARY_ALERT_EMAIL. To stop these mails, unset it.",
  }),

  /** A student enrolled on modules of an open year has not given feedback on them yet. */
  'feedback-reminder': (
    data: {
      year: number;
      modules: { code: string; title: string }[];
      /** ISO 8601; null while the window has no closing date. */
      closesAt: string | null;
      /** The opt-out link's query: the account and its signature. */
      optOut: { user: number; token: string };
    },
    sender: MailSender,
  ): MailContent => {
    const optOut = new URL(RESPONSE_RATE_ROUTES.optOut, sender.publicUrl);
    optOut.searchParams.set('user', String(data.optOut.user));
    optOut.searchParams.set('token', data.optOut.token);
    const many = data.modules.length > 1;
    return {
      subject: many
        ? 'Your module feedback is still missing'
        : `Your feedback on ${data.modules[0]!.code} is still missing`,
      paragraphs: [
        `You are enrolled on ${many ? 'these modules' : 'this module'} in ${formatAcademicYear(data.year)} and have not given feedback on ${many ? 'them' : 'it'} yet:`,
        ...data.modules.map((module) => `${module.code} – ${module.title}`),
        data.closesAt === null
          ? 'It takes a few minutes and helps the next students and the lecturers.'
          : `Feedback is open until ${new Date(data.closesAt).toUTCString().replace(/:\d\d GMT$/, ' UTC')}. It takes a few minutes and helps the next students and the lecturers.`,
      ],
      action: { label: 'Give feedback', url: new URL(FEEDBACK_PAGE, sender.publicUrl).toString() },
      reason:
        'You got this email because you are enrolled on these modules and your address is confirmed. You get at most two reminders per module.',
      optOut: { label: OPT_OUT_MESSAGES.stop, url: optOut.toString() },
    };
  },
} as const;

export type MailPurpose = keyof typeof templates;
type TemplateData = { [P in MailPurpose]: Parameters<(typeof templates)[P]>[0] };

/** One mail to send: the address, its purpose and what that purpose's template needs. */
export type Mail = {
  [P in MailPurpose]: { to: string; purpose: P; data: TemplateData[P] };
}[MailPurpose];

export function renderTemplate(mail: Mail, sender: MailSender): RenderedMail {
  const template = templates[mail.purpose] as (
    data: Mail['data'],
    sender: MailSender,
  ) => MailContent;
  return renderMail(template(mail.data, sender), sender);
}
