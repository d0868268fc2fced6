// The locale the app writes dates and numbers in: the runtime config's, or British English.
import { getRuntimeConfig } from '../runtime-config/runtime-config';

export const SITE_LOCALE = 'en-GB';

export const siteLocale = () => getRuntimeConfig().locale ?? SITE_LOCALE;
