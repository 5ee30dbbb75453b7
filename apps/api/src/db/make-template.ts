// Run by the build (scripts/build-api.mjs) after bundling: makes the PGlite template a fresh data
// directory starts from (client.ts, pgliteTemplateDir).
import { makePgliteTemplate } from './client';

await makePgliteTemplate();
