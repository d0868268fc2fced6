// The browser the journeys and the benchmark drive runs the page under test and nothing
// beside it that would compete for the machine's two cores: no renderer of its own browser
// interface (the address bar's suggestion popup is a web page of its own in Chromium 15x).
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage } from '../support';

const browser = browserPerFile();

describe('the test browser', () => {
  it('opens the page under test and no page of its own interface', async () => {
    const page = await newPage(browser(), { path: '/' });
    const session = await browser().newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    const targets = targetInfos.map(({ type, url }) => `${type} ${new URL(url).origin}`);
    expect(targets).toEqual([`page ${new URL(page.url()).origin}`]);
    await page.context().close();
  });
});
