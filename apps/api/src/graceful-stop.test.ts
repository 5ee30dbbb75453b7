import Fastify from 'fastify';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { watchConnections } from './graceful-stop';

/** A raw HTTP/1.1 client: the connection stays as the test leaves it, kept alive unless told. */
function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The next whole answer on `socket` (its body's length known), or what came before it closed. */
function answer(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const [head, rest] = text.split('\r\n\r\n', 2);
      const length = /content-length: (\d+)/i.exec(head ?? '');
      if (length && rest !== undefined && Buffer.byteLength(rest) >= Number(length[1])) done();
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('close', done);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('close', done);
  });
}

const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

describe('a stop (app.close with the watch of graceful-stop.ts)', () => {
  it('answers what it holds and what still arrives, with Connection: close, and closes idle kept-alive connections', async () => {
    const app = Fastify({ logger: false, return503OnClosing: false });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await released;
      return { slow: true };
    });
    app.get('/quick', async () => ({ quick: true }));
    const watch = watchConnections(app.server);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    // A: answered once and kept alive, idle at the stop. B: a request in progress. C: connected, silent.
    const idle = await open(port);
    const first = answer(idle);
    idle.write(get('/quick'));
    expect(await first).toMatch(/^HTTP\/1\.1 200 .*connection: keep-alive/is);
    const busy = await open(port);
    const slowAnswer = answer(busy);
    busy.write(get('/slow'));
    const silent = await open(port);
    // Both requests are in: the slow one waits in its handler.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watch.openRequests()).toBe(1);

    let stopped = false;
    const stopping = app.close().then(() => (stopped = true));
    await closed(idle);

    // The silent connection's request, sent after the stop began, is answered normally.
    const lateAnswer = answer(silent);
    silent.write(get('/quick'));
    const late = await lateAnswer;
    expect(late).toMatch(/^HTTP\/1\.1 200 /);
    expect(late.toLowerCase()).toContain('connection: close');
    expect(stopped).toBe(false);

    release();
    const slow = await slowAnswer;
    expect(slow).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.toLowerCase()).toContain('connection: close');
    await stopping;
    expect(watch.openRequests()).toBe(0);
  });
});
