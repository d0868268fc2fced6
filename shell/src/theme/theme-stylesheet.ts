// Puts the PrimeReact theme on the page: one <link> whose href is swapped between the
// Lara light and dark stylesheets, plus data-theme on <html> for the page background.
import type { Theme } from '@module-feedback/shared';
import laraDark from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import laraLight from 'primereact/resources/themes/lara-light-blue/theme.css?url';

export const THEME_STYLESHEETS: Record<Theme, string> = { light: laraLight, dark: laraDark };

/** The link's id, which theme-init.js gives the link it adds before the app runs. */
export const THEME_LINK_ID = 'theme-stylesheet';

function themeLink(): HTMLLinkElement {
  const existing = document.getElementById(THEME_LINK_ID);
  if (existing instanceof HTMLLinkElement) return existing;
  const link = document.createElement('link');
  link.id = THEME_LINK_ID;
  link.rel = 'stylesheet';
  // Ahead of the app's own stylesheets, so their corrections to the theme win the cascade.
  document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  return link;
}

/** Resolves once the stylesheet has loaded (or failed): render after it to avoid unstyled flashes. */
export function applyTheme(theme: Theme): Promise<void> {
  document.documentElement.dataset.theme = theme;
  const link = themeLink();
  const href = new URL(THEME_STYLESHEETS[theme], document.baseURI).href;
  if (link.href === href) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.href = href;
  });
}
