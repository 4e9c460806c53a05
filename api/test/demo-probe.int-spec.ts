import { createTestApp } from './support';
import { DemoSeederService } from '../src/modules/demo';

it('probe', async () => {
  let t0 = Date.now();
  const t = await createTestApp();
  console.log('boot no demo', Date.now() - t0, t.get(DemoSeederService).lastOutcome);
  await t.close();
  t0 = Date.now();
  const t2 = await createTestApp({ env: { SEED_DEMO: 'true' }, });
  console.log('boot demo', Date.now() - t0, t2.get(DemoSeederService).lastOutcome);
  await t2.close();
}, 120000);
