// Run by the build (scripts/build-api.mjs) after bundling: makes the PGlite templates a new data
// directory starts from (client.ts, pgliteTemplates), the demo one as a copy of the empty one.
import { istanbulToday } from '@ebelediye/finance';
import { rmSync, writeFileSync } from 'node:fs';
import { seedDemoIfEmpty } from '../seed';
import { demoTemplateDayFile, migrateDatabase, openDatabase, pgliteTemplates } from './client';

for (const path of [...Object.values(pgliteTemplates), demoTemplateDayFile])
  rmSync(path, { recursive: true, force: true });
const empty = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplates.empty });
await migrateDatabase(empty);
await empty.close();
const demo = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplates.demo, template: pgliteTemplates.empty });
const today = istanbulToday(new Date());
await seedDemoIfEmpty(demo.db, today);
await demo.close();
writeFileSync(demoTemplateDayFile, today);
