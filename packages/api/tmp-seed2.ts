import { openDatabase, runMigrations } from './src/db';
import { loadReferenceData } from './src/modules/references/load';
import { seedDemo, SEED_STEPS } from './src/seed';
import { TRACKING_HISTORIES_STEP } from './src/seed/tracking-histories';
import { createDomainServices } from './src/composition/services';
import { sql } from 'drizzle-orm';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR } as never);
  await runMigrations(database);
  const db = database.db;
  if (process.env.PHASE === 'bookings') {
    await loadReferenceData(db);
    await seedDemo(db, { isProduction: false, seedDemo: true, seedDemoBookings: 2000 }, undefined, SEED_STEPS.filter((s) => s.name !== 'tracking-histories'));
    await database.close();
    process.exit(0);
  }
  await db.execute(sql`delete from tracking_events`); await db.execute(sql`delete from tracking_references`); await db.execute(sql`delete from integrations`);
  const t = Date.now();
  await TRACKING_HISTORIES_STEP.run({ db, services: createDomainServices(db), invitations: null as never });
  console.log('tracking seed', Date.now() - t, 'ms');
  console.log(JSON.stringify(((await db.execute(sql`select mode, count(*)::int as n from tracking_events group by mode`)) as unknown as { rows: unknown[] }).rows));
  await database.close();
  process.exit(0);
})();
