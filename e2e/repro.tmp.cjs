const { chromium } = require('playwright-core');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const c = await b.newContext({ viewport: { width: 360, height: 740 } });
  await c.addCookies([{ name: 'language', value: 'hi', url: process.argv[2] }]);
  await c.addInitScript(`localStorage.setItem('language','hi')`);
  const p = await c.newPage();
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 400)); });
  p.on('pageerror', (e) => console.log('PAGEERROR', String(e).slice(0, 600)));
  p.on('requestfinished', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.url()); });
  const t0 = Date.now();
  await p.goto(process.argv[2] + '/', { waitUntil: 'domcontentloaded' });
  for (let i = 0; i < 20; i++) {
    const pre = await p.evaluate(() => document.getElementById('root')?.getAttribute('data-prerendered'));
    if (!pre) { console.log('took over at', Date.now() - t0, 'ms'); break; }
    await p.waitForTimeout(500);
  }
  console.log('final prerendered attr', await p.evaluate(() => document.getElementById('root')?.getAttribute('data-prerendered')));
  await p.getByRole('button', { name: 'मेनू खोलें' }).click().catch((e) => console.log('no menu button', String(e).slice(0, 200)));
  await p.waitForTimeout(1000);
  console.log('timeline items', await p.getByRole('button', { name: 'समयरेखा' }).count(), await p.getByRole('link', { name: 'समयरेखा' }).count());
  console.log('menu items', await p.evaluate(() => [...document.querySelectorAll('[role=presentation] a, [role=presentation] button, nav a, nav button')].map(e => e.textContent).join(' | ')));
  await b.close();
})();
