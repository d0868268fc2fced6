import { chromium } from 'playwright-core';
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const reqs = [];
  page.on('request', (r) => reqs.push(r.url().replace(base, '')));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
  await page.goto(base + p);
  await page.waitForTimeout(4000);
  console.log('==', p, await page.title());
  console.log((await page.locator('main').innerText().catch(() => '')).slice(0, 300).replace(/\n/g, ' | '));
  console.log(reqs.filter(r => r.endsWith('.js') || r.includes('remoteEntry')).join('\n'));
  await page.screenshot({ path: `/tmp/pw/${p.replace(/\W/g, '_') || 'home'}.png` });
  await page.close();
}
await browser.close();
