/** Bootstrap's lg breakpoint: the navbar collapses into a toggle below 992 px (see vite.config.ts). */
export const NAVBAR_BREAKPOINT = '991.98px';
