// The one way the app writes a decimal number: in the site's locale ("3.50", or "3,50" for a
// site in German), always with the same number of decimals.
import { siteLocale } from './site-locale';

export function formatDecimal(value: number, decimals: number): string {
  return new Intl.NumberFormat(siteLocale(), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
