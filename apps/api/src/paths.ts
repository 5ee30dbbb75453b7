import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api). This file (src/paths.ts) and the build (dist/main.js, one bundle of
 * all of src) both sit one level below it, so every path found from here is right in both.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Whether this is the build's JavaScript (dist/main.js) rather than the TypeScript run through tsx. */
export const runsFromBuild = !import.meta.url.endsWith('.ts');
