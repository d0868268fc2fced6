// Journeys through /results (mfe-results) on the app as `npm start` serves it, with the
// demo data the server seeds.
import {
  averageRating,
  formatAcademicYear,
  formatAverage,
  resultsDefaultYear,
  type ListedAcademicYear,
  type Feedback,
  type Module,
  type SummaryResponse,
} from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  browserPerFile,
  moduleBox,
  moduleOptions,
  newPage,
  openFromOverview,
  signInWithTokens,
  signUpStudent,
} from '../support';

const browser = browserPerFile();

// Remotes load on first visit: on a busy machine that takes longer than expect.poll's 1 s.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl()));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A seeded module with feedback in at least two academic years, and those years. */
async function moduleWithHistory(): Promise<{
  module: Module;
  years: number[];
  feedback: Feedback[];
}> {
  for (const module of await getJson<Module[]>('/api/modules/')) {
    const feedback = await getJson<Feedback[]>(`/api/feedback/${module.code}`);
    const years = [...new Set(feedback.map((entry) => entry.academicYear.year))].sort(
      (a, b) => b - a,
    );
    if (years.length >= 2) return { module, years, feedback };
  }
  throw new Error('the demo data has no module with feedback in two years');
}

const optionLabel = (module: Module) => `${module.code} – ${module.title}`;

/** From the overview, whose search ignores case, as the picker's does. */
async function chooseModule(page: Page, module: Module) {
  await openFromOverview(page, module.title.toUpperCase(), module.code);
  await eventually(() => page.getByRole('region', { name: 'Material' }).isVisible()).toBe(true);
}

const chooseYear = (page: Page, year: number) =>
  page
    .getByRole('combobox', { name: 'Academic year' })
    .selectOption({ label: formatAcademicYear(year) });

const shownAverage = (page: Page, aspect: string) =>
  page.getByTestId(`${aspect}-average`).textContent();

function expectedAverage(
  feedback: Feedback[],
  year: number,
  key: 'materialRating' | 'assessmentRating',
) {
  const ofYear = feedback.filter((entry) => entry.academicYear.year === year);
  return formatAverage(averageRating(ofYear.map((entry) => entry[key])).average);
}

describe('module results', () => {
  it('narrows the module list as the student types, ignoring case', async () => {
    const modules = await getJson<Module[]>('/api/modules/');
    // The picker is on a module's results, to go to another.
    const page = await newPage(browser(), { path: `/results/${modules[0]!.code}` });
    await moduleBox(page).click();
    const options = moduleOptions(page);
    await eventually(() => options.count()).toBe(modules.length);

    const word = modules[0]!.title.split(' ')[0]!;
    await moduleBox(page).fill(word.toLowerCase());
    const matching = modules.filter(
      (module) =>
        module.title.toLowerCase().includes(word.toLowerCase()) ||
        module.code.toLowerCase().includes(word.toLowerCase()),
    );
    await eventually(() => options.count()).toBe(matching.length);
    expect(matching.length).toBeLessThan(modules.length);
    expect(await options.allTextContents()).toEqual(matching.map(optionLabel));

    await moduleBox(page).fill('');
    const listHeight = await page
      .getByRole('listbox', { name: 'Modules' })
      .evaluate((el) => el.clientHeight);
    expect(listHeight).toBeLessThanOrEqual(300);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('shows a visitor Material and Assessment, no Lecturer, and a prompt to sign in', async () => {
    const { module } = await moduleWithHistory();
    const page = await newPage(browser(), { path: '/results' });
    await chooseModule(page, module);

    expect(await page.getByRole('region', { name: 'Assessment' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Lecturer' }).count()).toBe(0);
    const prompt = page.getByRole('link', { name: 'Sign in or sign up' });
    expect(await prompt.getAttribute('href')).toBe('/auth');
    expect(
      await page.getByRole('navigation', { name: 'Module details' }).getByRole('link').count(),
    ).toBeGreaterThan(0);

    await prompt.click();
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');
    expect(await page.pageErrors()).toEqual([]);
  });

  it('shows a signed-in student the Lecturer section too, without the prompt', async () => {
    const { module } = await moduleWithHistory();
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/results' });
    await signInWithTokens(page, student);
    await chooseModule(page, module);

    await eventually(() => page.getByRole('region', { name: 'Lecturer' }).isVisible()).toBe(true);
    expect(await shownAverage(page, 'lecturer')).toMatch(/^\d\.\d\d$|^No ratings yet$/);
    expect(await page.getByRole('link', { name: 'Sign in or sign up' }).count()).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('defaults to the latest year and changes the figures with the year selector', async () => {
    const { module, years, feedback } = await moduleWithHistory();
    const [latest, earlier] = years as [number, number];
    const page = await newPage(browser(), { path: '/results' });
    await chooseModule(page, module);

    await eventually(() =>
      page.getByText(`Results for ${formatAcademicYear(latest)}`).isVisible(),
    ).toBe(true);
    expect(await shownAverage(page, 'material')).toBe(
      expectedAverage(feedback, latest, 'materialRating'),
    );

    const summaryRequest = page.waitForRequest((request) =>
      request.url().endsWith(`/api/summarize-feedback/${module.code}/${earlier}`),
    );
    await chooseYear(page, earlier);
    await summaryRequest;
    await eventually(() =>
      page.getByText(`Results for ${formatAcademicYear(earlier)}`).isVisible(),
    ).toBe(true);
    expect(await shownAverage(page, 'material')).toBe(
      expectedAverage(feedback, earlier, 'materialRating'),
    );
    expect(await shownAverage(page, 'assessment')).toBe(
      expectedAverage(feedback, earlier, 'assessmentRating'),
    );
    expect(await page.pageErrors()).toEqual([]);
  });

  it('offers a retry when the feedback cannot be loaded, and recovers', async () => {
    const { module } = await moduleWithHistory();
    const page = await newPage(browser());
    let failNext = true;
    await page.route(`**/api/feedback/${module.code}`, (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 503, body: '{}' });
    });
    await page.goto('/results');
    await openFromOverview(page, module.code, module.code);

    await eventually(() => page.getByText(/Could not load the feedback/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => page.getByRole('region', { name: 'Material' }).isVisible()).toBe(true);
  });

  it.each([
    { width: 375, colorScheme: 'dark' as const },
    { width: 1280, colorScheme: 'light' as const },
  ])(
    'fits a $width px wide screen in the $colorScheme theme, charts drawn',
    async ({ width, colorScheme }) => {
      const { module } = await moduleWithHistory();
      const page = await newPage(browser(), {
        path: '/results',
        viewport: { width, height: 800 },
        colorScheme,
      });
      await chooseModule(page, module);
      const trend = page.getByRole('img', { name: /^Average ratings by academic year/ });
      await eventually(() => trend.isVisible()).toBe(true);
      const box = await trend.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await page.pageErrors()).toEqual([]);
    },
  );
});

/** A seeded module whose latest year's material summary has a theme and a liked point. */
async function moduleWithThemes() {
  const latest = resultsDefaultYear(
    await getJson<ListedAcademicYear[]>('/api/academicyears/'),
  )!.year;
  for (const module of await getJson<Module[]>('/api/modules/')) {
    const summary = await getJson<SummaryResponse>(
      `/api/summarize-feedback/${module.code}/${latest}`,
    );
    if (summary.themes_material.length > 0 && summary.details_material.liked.length > 0) {
      const feedback = await getJson<Feedback[]>(`/api/feedback/${module.code}`);
      const texts = feedback.filter(
        (entry) => entry.academicYear.year === latest && entry.materialFeedback?.trim(),
      );
      return { module, summary, texts };
    }
  }
  throw new Error('the demo data has no module with material themes');
}

describe('summaries', () => {
  it('filters the reviews to a theme, with its words highlighted, and back', async () => {
    const { module, summary, texts } = await moduleWithThemes();
    const theme = summary.themes_material[0]!;
    const page = await newPage(browser(), { path: '/results' });
    await chooseModule(page, module);
    const material = page.getByRole('region', { name: 'Material' });
    const reviews = material
      .getByRole('list', { name: 'What students wrote' })
      .getByRole('listitem');
    await eventually(() => reviews.count()).toBe(texts.length);

    const button = material.getByRole('button', { name: new RegExp(`^${theme.label} — `) });
    await eventually(() => button.getAttribute('aria-pressed')).toBe('false');
    // By keyboard, as well as by mouse.
    await button.focus();
    await page.keyboard.press('Enter');
    await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => reviews.count()).toBe(theme.feedbackIds.length);
    for (const review of await reviews.all()) {
      const marked = await review.locator('mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      for (const word of marked) expect(theme.matches).toContain(word.toLowerCase());
    }
    expect(await material.getByRole('status').textContent()).toContain(
      `Showing ${theme.feedbackIds.length} of ${texts.length} reviews: those that mention “${theme.label}”.`,
    );

    await material.getByRole('button', { name: 'Show all reviews' }).click();
    await eventually(() => reviews.count()).toBe(texts.length);
    expect(await material.locator('mark').count()).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('links a point students liked to the reviews that make it, keeping their numbers', async () => {
    const { module, summary, texts } = await moduleWithThemes();
    const point = summary.details_material.liked[0]!;
    const page = await newPage(browser(), {
      path: '/results',
      viewport: { width: 375, height: 800 },
    });
    await chooseModule(page, module);
    const liked = page
      .getByRole('region', { name: 'Material' })
      .getByRole('group', { name: 'What students liked' });
    await eventually(() => liked.getByText(`“${point.quote}”`).isVisible()).toBe(true);

    const item = liked.getByRole('listitem').filter({ hasText: point.quote });
    await item.getByRole('button', { name: /show their reviews$/ }).click();
    const list = page
      .getByRole('region', { name: 'Material' })
      .getByRole('list', { name: 'What students wrote' });
    await eventually(() => list.getByRole('listitem').count()).toBe(point.feedbackIds.length);
    const expectedNumbers = texts
      .map((entry, i) => (point.feedbackIds.includes(entry.id) ? String(i + 1) : undefined))
      .filter((n) => n !== undefined);
    const numbers = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('value')));
    expect(numbers).toEqual(expectedNumbers);
    const quoted = point.quote.replace(/\.$/, '');
    expect((await list.textContent())?.includes(quoted)).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });
});
