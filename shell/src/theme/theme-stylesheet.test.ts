import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from './theme-stylesheet';

// Unit tests do not process CSS; stand-in URLs make the two themes tellable apart.
vi.mock('primereact/resources/themes/lara-light-blue/theme.css?url', () => ({
  default: '/t/light.css',
}));
vi.mock('primereact/resources/themes/lara-dark-blue/theme.css?url', () => ({
  default: '/t/dark.css',
}));

const link = () => document.getElementById('theme-stylesheet') as HTMLLinkElement;

beforeEach(() => link()?.remove());

describe('applyTheme', () => {
  it('swaps one stylesheet link between the light and dark themes and marks <html>', () => {
    void applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(link().href).toMatch(/\/t\/dark\.css$/);

    void applyTheme('light');
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(link().href).toMatch(/\/t\/light\.css$/);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("goes ahead of the app's own stylesheets, so their corrections win the cascade", () => {
    const own = document.createElement('style');
    document.head.append(own);
    void applyTheme('light');
    expect(link().nextElementSibling).toBe(own);
    own.remove();
  });

  it('resolves once the stylesheet has loaded', async () => {
    let settled = false;
    const applied = applyTheme('dark').then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    link().dispatchEvent(new Event('load'));
    await applied;
    expect(settled).toBe(true);
  });
});
