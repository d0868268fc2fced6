// Business constants and limits (ratings, refresh interval, defaults) plus the limits the server enforces.

export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.25;

export const USERNAME_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Longest review text the server keeps, per aspect. */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
export const MODULE_CODE_MAX_LENGTH = 20;
export const MODULE_TITLE_MAX_LENGTH = 200;
export const LECTURERS_NAMES_MAX_LENGTH = 500;
export const ACADEMIC_YEAR_MIN = 1900;
export const ACADEMIC_YEAR_MAX = 2200;

/** A module's feedback list, when a client asks for it page by page (`?page=`). */
export const FEEDBACK_PAGE_SIZE_DEFAULT = 50;
export const FEEDBACK_PAGE_SIZE_MAX = 200;
export const FEEDBACK_PAGE_MAX = 1_000_000;

/** While tokens exist the session refreshes them this often (and once at startup). */
export const TOKEN_REFRESH_INTERVAL_MS = 240_000;

/** 0-based months (Date#getMonth) in which results also link to next year's module details. */
export const NEXT_YEAR_FIRST_MONTH = 2; // March
export const NEXT_YEAR_LAST_MONTH = 7; // August

export const RESULTS_DROPDOWN_MAX_HEIGHT = '300px';

export const STORAGE_KEYS = {
  authTokens: 'authTokens',
  theme: 'theme',
  themeMode: 'themeMode',
} as const;

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type Theme = Exclude<ThemeMode, 'auto'>;
