// What systemd does for restart.test.ts with deploy/ebelediye.socket: run under
// `systemd-socket-activate -l ADDRESS`, which holds the listening socket as descriptor 3, this keeps it
// across restarts of the server it runs (the command line after its name), handing it on as descriptor 3
// with LISTEN_FD=3 as scripts/start.mjs does. SIGUSR2 restarts the server as `systemctl restart` would
// (SIGTERM, wait for the exit, start again); SIGTERM stops it and this.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const { LISTEN_FDS, LISTEN_PID, ...env } = process.env;
if (!(Number(LISTEN_FDS) >= 1 && LISTEN_PID === String(process.pid))) {
  console.error('socket-holder: no socket inherited from systemd-socket-activate');
  process.exit(2);
}

let server;
let stopping = false;
const start = () => {
  server = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 3], env: { ...env, LISTEN_FD: '3' } });
  const started = Date.now();
  server.once('exit', (code, signal) => {
    console.log(`socket-holder: server ended (${signal ?? code}) after ${Date.now() - started} ms`);
    if (stopping) process.exit(0);
  });
};

process.on('SIGUSR2', () => {
  const old = server;
  old.once('exit', start);
  old.kill('SIGTERM');
});
process.on('SIGTERM', () => {
  stopping = true;
  if (server.exitCode !== null || server.signalCode !== null) process.exit(0);
  server.kill('SIGTERM');
});
start();
