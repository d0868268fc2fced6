// The one way the app writes dates and times, in every remote: the site's locale (the
// runtime config's, British English unless the deployer chose another), times in the
// viewer's own time zone and named, since staff and students may be in different zones from
// the server and from each other.
import { siteLocale } from './site-locale';

/** "24 Nov 2026", in the viewer's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(siteLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "24 Nov 2026, 21:54 GMT", in the viewer's time zone, named. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(siteLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}
