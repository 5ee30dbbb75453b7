// `node scripts/bench-start.mjs [--trials 3] [--port 3990]`: how long `npm start` takes to answer
// /healthz 200, on a fresh PGlite data directory and on a restart with that data (docs/performance.md,
// "Start-up"). Each trial runs `node scripts/start.mjs` as `npm start` does and stops it with SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { trials: { type: 'string', default: '3' }, port: { type: 'string', default: '3990' } },
});
const trials = Number(values.trials);
const port = Number(values.port);
const dataDir = `${root}.test-data/bench-start-${port}`;

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * CPU seconds used so far by a process and its descendants (Linux /proc; 0 elsewhere). On a busy
 * machine the wall time says more about the neighbours than about us; this does not.
 */
function cpuSeconds(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return 0;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
}

/** Starts the server, waits for /healthz 200, stops it; returns the seconds to the first 200. */
async function once() {
  const started = performance.now();
  const child = spawn(process.execPath, [`${root}scripts/start.mjs`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let dead = false;
  void exited.then(() => (dead = true));
  while (!(await healthy())) {
    if (dead) throw new Error('server exited before answering /healthz');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { seconds, cpu };
}

const fresh = [];
const restart = [];
for (let trial = 0; trial < trials; trial++) {
  rmSync(dataDir, { recursive: true, force: true });
  fresh.push(await once());
  restart.push(await once());
}
rmSync(dataDir, { recursive: true, force: true });
const show = (list) =>
  `${list.map((t) => t.seconds.toFixed(2)).join(', ')} s to /healthz 200 (CPU ${list.map((t) => t.cpu.toFixed(2)).join(', ')} s)`;
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`fresh data dir:    ${show(fresh)}`);
console.log(`restart with data: ${show(restart)}`);
