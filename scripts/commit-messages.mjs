// Checks the commit messages made since the formatting commit (the first one .git-blame-ignore-revs
// lists, decision 069): a subject of at most 72 characters, a blank line, then a body saying why.
// Older history is left as it was written. On a clone without that commit (a shallow one) there is
// nothing to compare against, so it says so and passes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const ignoreRevs = new URL('../.git-blame-ignore-revs', import.meta.url);
const since =
  process.argv[2] ??
  (existsSync(ignoreRevs) ? readFileSync(ignoreRevs, 'utf8') : '')
    .split('\n')
    .find((line) => /^[0-9a-f]{40}$/.test(line.trim()))
    ?.trim();
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

const base = since ? git('rev-parse', '--verify', '--quiet', `${since}^{commit}`) : { status: 1 };
if (!since || base.status !== 0) {
  console.log(`commit messages: ${since ?? 'the formatting commit'} is not in this clone; nothing checked`);
  process.exit(0);
}
const log = git('log', '--format=%H%x00%B%x01', `${base.stdout.trim()}..HEAD`);
const problems = [];
let checked = 0;
for (const entry of log.stdout.split('\x01')) {
  const [hash, message] = entry.trim().split('\x00');
  if (!hash) continue;
  checked++;
  const [subject = '', blank, ...body] = message.split('\n');
  if (subject.length > 72) problems.push(`${hash.slice(0, 7)}: subject has ${subject.length} characters (at most 72)`);
  if (blank !== '' || !body.join('').trim()) problems.push(`${hash.slice(0, 7)}: no body after a blank line`);
}
for (const problem of problems) console.error(problem);
console.log(`${checked} commit message(s) checked, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
