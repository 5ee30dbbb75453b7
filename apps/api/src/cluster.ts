import cluster, { type Worker } from 'node:cluster';

/** A pause before a dead worker's replacement, so a crash on every request cannot spin the machine. */
const restartAfterMs = 1000;

/**
 * The primary of WEB_CONCURRENCY API processes (node:cluster; the workers share the port). It forks
 * the workers, starts a new one when one dies, and on SIGTERM or SIGINT passes SIGTERM on to every
 * worker, which finishes its requests and closes (main.ts), then exits. A worker that dies before it
 * ever listened (a bad setting, a database that cannot be reached) stops everything: starting it
 * again would only fail again.
 */
export function runPrimary(count: number, log: { info(message: string): void; error(message: string): void }): void {
  let stopping = false;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!listening.has(worker)) {
      log.error(`API süreci ${worker.process.pid} açılamadı (çıkış ${signal ?? code}); sunucu durduruluyor.`);
      stop(1);
      return;
    }
    log.error(`API süreci ${worker.process.pid} durdu (çıkış ${signal ?? code}); yenisi başlatılıyor.`);
    // Not unref'd: when every worker has died, this timer is what keeps the primary alive to replace them.
    setTimeout(fork, restartAfterMs);
  });

  const stop = (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    if (exitCode !== 0) process.exitCode = exitCode;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal}: ${Object.keys(cluster.workers ?? {}).length} API süreci kapatılıyor`);
      stop(0);
    });
  }

  for (let index = 0; index < count; index++) fork();
}
