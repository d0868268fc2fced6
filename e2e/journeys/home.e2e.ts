import { UI_LABELS } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { newPage, browserPerFile } from '../support';

const browser = browserPerFile();

describe('home page', () => {
  it('welcomes a visitor and offers results and sign-in', async () => {
    const page = await newPage(browser(), { path: '/' });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to Module Feedback' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('link', { name: UI_LABELS.viewModuleFeedback }).getAttribute('href'),
    ).toBe('/results');
    expect(
      await page.getByRole('link', { name: UI_LABELS.loginForMore }).getAttribute('href'),
    ).toBe('/auth');
    expect(await page.pageErrors()).toEqual([]);
  });
});
