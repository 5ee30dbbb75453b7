// The size budget (issue 12): a screen's first-load JavaScript, gzip, from the web build that
// `node scripts/size-budget.mjs` (a step of `npm test`) makes. Which files: scripts/first-load.mjs.
import { budgets, firstLoadFiles, webDist } from './scripts/first-load.mjs';

export default budgets.map(({ route, screen, limitKb }) => ({
  name: `first load of ${route}`,
  path: firstLoadFiles(webDist(), screen),
  gzip: true,
  limit: `${limitKb} kB`,
}));
