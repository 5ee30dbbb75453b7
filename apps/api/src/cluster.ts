import cluster, { type Worker } from 'node:cluster';

/** A pause before a dead worker's replacement, so a crash on every request cannot spin the machine. */
const restartAfterMs = 1000;

/** Set in the environment of the worker a rolling restart forks to migrate the database, and nothing else (main.ts). */
export const prepareOnlyVariable = 'EBELEDIYE_PREPARE_ONLY';

type Log = { info(message: string): void; error(message: string): void };

/**
 * The primary of WEB_CONCURRENCY API processes (node:cluster; the workers share the port). It forks
 * the workers, starts a new one when one dies, and on SIGTERM or SIGINT passes SIGTERM on to every
 * worker, which finishes its requests and closes (main.ts), then exits. A worker that dies before it
 * ever listened (a bad setting, a database that cannot be reached) stops everything: starting it
 * again would only fail again.
 *
 * SIGHUP (`systemctl reload ebelediye`) replaces the workers one at a time with the code now on disk:
 * the new release's migrations first, in a worker of their own; then for each old worker a new one,
 * and only once it listens is the old one stopped. There are never fewer than `count` listening.
 */
export function runPrimary(
  count: number,
  log: Log,
  options: { stopTimeoutMs: number; inheritedSocket: boolean },
): void {
  if (options.inheritedSocket) {
    // Under systemd's socket unit each worker accepts on the inherited socket itself (a shared handle),
    // rather than the primary accepting and dealing connections out (round robin, the default). When
    // the whole service stops, a connection the primary accepted after the last worker closed would be
    // reset — the test saw 1 in 300; a worker that stops accepting leaves the rest in the socket's
    // queue for the next process. The kernel then picks the worker: an idle one is first to accept.
    cluster.schedulingPolicy = cluster.SCHED_NONE;
  }
  let stopping = false;
  let rolling = false;
  const listening = new WeakSet<Worker>();
  /** Old workers a rolling restart is stopping: their exit is expected, not replaced. */
  const retiring = new WeakSet<Worker>();
  /** New workers of a rolling restart: one that cannot start ends the roll, not the server. */
  const trial = new WeakSet<Worker>();
  /** The rolling restart's migration worker. */
  const preparing = new WeakSet<Worker>();

  const fork = () => {
    if (stopping) return undefined;
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (retiring.has(worker) || preparing.has(worker)) return;
    if (!listening.has(worker)) {
      if (trial.has(worker)) return; // the roll reports it (roll, below)
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

  /** Resolves with the exit code (or signal) once `worker` has exited. */
  const exited = (worker: Worker) =>
    new Promise<string>((resolve) => {
      if (worker.isDead()) resolve(String(worker.process.exitCode ?? worker.process.signalCode));
      else worker.once('exit', (code, signal) => resolve(String(signal ?? code)));
    });

  /** Migrates the database with the code on disk, in a worker forked for that alone. */
  const prepare = async (): Promise<boolean> => {
    const worker = cluster.fork({ [prepareOnlyVariable]: '1' });
    preparing.add(worker);
    const outcome = await exited(worker);
    if (outcome === '0') return true;
    log.error(
      `Yeniden başlatma durduruldu: yeni sürümün veritabanı hazırlığı başarısız (çıkış ${outcome}); eski API süreçleri çalışmaya devam ediyor.`,
    );
    return false;
  };

  /** A new worker, once it listens; undefined when it died first. */
  const replacement = async (): Promise<Worker | undefined> => {
    const worker = fork();
    if (!worker) return undefined;
    trial.add(worker);
    const started = await new Promise<boolean>((resolve) => {
      worker.once('listening', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
    trial.delete(worker);
    if (started) return worker;
    log.error(
      `Yeniden başlatma durduruldu: yeni API süreci ${worker.process.pid} açılamadı (çıkış ${worker.process.exitCode ?? worker.process.signalCode}); kalan eski API süreçleri çalışmaya devam ediyor.`,
    );
    return undefined;
  };

  /** Stops `worker` and waits for it, SIGKILL past its own stop bound and a margin. */
  const retire = async (worker: Worker) => {
    retiring.add(worker);
    worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      log.error(`API süreci ${worker.process.pid} zamanında kapanmadı; öldürülüyor (SIGKILL).`);
      worker.process.kill('SIGKILL');
    }, options.stopTimeoutMs + 5000);
    await exited(worker);
    clearTimeout(killer);
  };

  const roll = async () => {
    const old = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    log.info(`SIGHUP: ${old.length} API süreci sırayla yenileniyor; önce veritabanı hazırlanıyor`);
    const started = Date.now();
    if (!(await prepare())) return;
    let replaced = 0;
    for (const worker of old) {
      if (stopping) return;
      // A worker that died meanwhile has been replaced already (the exit handler above).
      if (worker.isDead()) continue;
      const next = await replacement();
      if (!next || stopping) return;
      await retire(worker);
      replaced += 1;
      log.info(`API süreci ${worker.process.pid} yerine ${next.process.pid} (${replaced}/${old.length})`);
    }
    log.info(`Yeniden başlatma tamamlandı: ${replaced} API süreci ${Date.now() - started} ms içinde yenilendi`);
  };

  process.on('SIGHUP', () => {
    if (stopping) return;
    if (rolling) {
      log.info('SIGHUP yok sayıldı: sırayla yeniden başlatma zaten sürüyor');
      return;
    }
    rolling = true;
    roll()
      .catch((error: unknown) => log.error(`Yeniden başlatma başarısız: ${String(error)}`))
      .finally(() => {
        rolling = false;
      });
  });

  for (let index = 0; index < count; index++) fork();
}
