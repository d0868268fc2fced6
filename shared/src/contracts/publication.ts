// Publishing a module's year's results: the anonymity threshold, module leaders, and the
// "You said, we did" reply of staff or a module leader.
//
// The threshold: a module's year's results (averages, summaries, texts, figures) are public
// only once it has MIN_RESPONSES_TO_PUBLISH published entries, so that a handful of students
// cannot be told apart by what they wrote. Below it the API answers `withheld` instead, and
// visitors and students read withheldMessage(). Staff and the module's leaders see everything.
// A year nobody answered is not withheld: there is nothing in it to give anyone away.

/** The threshold when the server's MIN_RESPONSES_TO_PUBLISH is not set. */
export const MIN_RESPONSES_TO_PUBLISH_DEFAULT = 5;

/** Said instead of a module's year's results while it has too few responses to publish them. */
export interface Withheld {
  /** The published entries the module's year has. */
  responses: number;
  /** The published entries it needs (the server's threshold). */
  required: number;
}

/** What visitors and students read instead of withheld results. */
export const withheldMessage = ({ responses, required }: Withheld) =>
  `Not enough responses yet (${responses} of ${required})`;

/** The API routes of module leaders and replies (filled with fillRoute). */
export const PUBLICATION_ROUTES = {
  /** GET, PUT { modules: number[] } (staff): the modules an account leads. */
  ledModules: '/api/accounts/users/:id/led-modules/',
  /** GET, signed in: the modules the caller leads. */
  ownLedModules: '/api/accounts/led-modules/',
  /** GET (anyone), PUT { text } (staff or the module's leaders): a module's year's reply. */
  moduleReply: '/api/module-replies/:moduleCode/:year/',
} as const;

/** The modules one account leads, by id: the answer of the led-modules calls and PUT's body. */
export interface LedModules {
  modules: number[];
}

/** Who wrote a reply: its author's role when they wrote it. */
export const REPLY_AUTHOR_ROLES = ['staff', 'module leader'] as const;
export type ReplyAuthorRole = (typeof REPLY_AUTHOR_ROLES)[number];

export const REPLY_AUTHOR_LABELS: Record<ReplyAuthorRole, string> = {
  staff: 'Staff',
  'module leader': 'Module leader',
};

/** The heading of a module's year's reply on the results page. */
export const MODULE_REPLY_HEADING = 'You said, we did';

/** A reply is a few paragraphs, not a report. */
export const MODULE_REPLY_MAX_LENGTH = 2000;

export const MODULE_REPLY_MESSAGES = {
  empty: 'Write the reply before saving it.',
  tooLong: `A reply is at most ${MODULE_REPLY_MAX_LENGTH} characters.`,
  notAllowed: 'Only staff and the module leaders of this module can reply.',
  notStaff: 'Only staff can choose module leaders.',
  unknownModules: 'Some of these modules do not exist.',
  saved: 'The reply is saved.',
} as const;

/** What is wrong with a reply's text, or null when it will do; the form and the server ask this. */
export function moduleReplyProblem(text: string | null | undefined): string | null {
  const written = text?.trim() ?? '';
  if (written === '') return MODULE_REPLY_MESSAGES.empty;
  if (written.length > MODULE_REPLY_MAX_LENGTH) return MODULE_REPLY_MESSAGES.tooLong;
  return null;
}

/** A module's year's reply as the API sends it. */
export interface ModuleReply {
  text: string;
  authorRole: ReplyAuthorRole;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

/** GET moduleReply's answer: the reply, or null while there is none. */
export interface ModuleReplyAnswer {
  reply: ModuleReply | null;
}

/** PUT moduleReply's body. */
export interface ModuleReplyPayload {
  text: string;
}
