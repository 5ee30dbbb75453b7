// Run by the build (scripts/build-api.mjs) after bundling: makes the PGlite templates a new data
// directory starts from (client.ts, pgliteTemplates), the demo one as a copy of the empty one.
import { rmSync } from 'node:fs';
import { seedDemoIfEmpty } from '../seed';
import { migrateDatabase, openDatabase, pgliteTemplates } from './client';

for (const dir of Object.values(pgliteTemplates)) rmSync(dir, { recursive: true, force: true });
const empty = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplates.empty });
await migrateDatabase(empty);
await empty.close();
const demo = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplates.demo, template: pgliteTemplates.empty });
await seedDemoIfEmpty(demo.db);
await demo.close();
