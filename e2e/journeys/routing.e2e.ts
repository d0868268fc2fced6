import { MESSAGES } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage, signUpStudent } from '../support';

const browser = browserPerFile();

describe('routing', () => {
  it("shows 'Unexpected Application Error!' for an unknown path, with navbar and footer", async () => {
    const page = await newPage(browser(), { path: '/no/such/page' });
    await page.getByRole('heading', { name: MESSAGES.unexpectedApplicationError }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').innerText()).toContain('Module Feedback');
  });

  it("credits the product's team, maintainers and repository in the footer, with this year", async () => {
    const page = await newPage(browser(), { path: '/' });
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.innerText()).toContain('Developed by the Module Feedback team');
    const text = await footer.innerText();
    expect(text).toContain('Supervised by the Module Feedback maintainers');
    expect(text).toContain(`© ${new Date().getFullYear()} Module Feedback`);
    expect(await footer.getByRole('link', { name: 'Source code' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
  });

  it("moves between sections through the shell's router, never reloading the page", async () => {
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/' });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    // Shell to remote: a navbar link.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign in/Sign up' })
      .click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username', { exact: true }).fill(student.username);
    await form.getByLabel('Password', { exact: true }).fill(student.password);
    // Remote to shell: the auth remote's navigateTo('/results') after signing in.
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/results');
    await page.getByText(`Hello, ${student.username}`).waitFor();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
