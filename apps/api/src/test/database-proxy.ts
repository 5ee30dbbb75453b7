import net from 'node:net';

/**
 * A TCP proxy between the API under test and PostgreSQL that a test switches to act out an outage:
 * - `passThrough()` forwards new connections (also what "the database is back" looks like);
 * - `reset()` cuts every connection with a TCP reset and resets new ones as they arrive (a crashed or
 *   restarted server, a firewall that rejects);
 * - `stall()` keeps every socket open and forwards nothing, in either direction, and accepts new
 *   connections only to ignore them (a frozen server, a network that drops packets).
 * A connection stalled once stays silent for good, even after `passThrough()`: like a network path
 * that lost its state, only new connections work again. So a client that kept a dead connection
 * would hang after the database is back.
 */
export interface DatabaseProxy {
  /** `url` (postgres://…) rewritten to reach its server through this proxy. */
  route(url: string): string;
  passThrough(): void;
  reset(): void;
  stall(): void;
  /** Connections the proxy holds open now, silent ones included. */
  readonly openConnections: number;
  close(): Promise<void>;
}

type Mode = 'pass' | 'reset' | 'stall';

interface Link {
  client: net.Socket;
  server?: net.Socket;
  silent: boolean;
}

export async function startDatabaseProxy(target: string): Promise<DatabaseProxy> {
  const { hostname, port } = new URL(target);
  const links = new Set<Link>();
  let mode: Mode = 'pass';

  function cut(link: Link) {
    if (!link.client.destroyed) link.client.resetAndDestroy();
    link.server?.destroy();
    links.delete(link);
  }

  const proxy = net.createServer((client) => {
    const link: Link = { client, silent: mode === 'stall' };
    links.add(link);
    client.on('error', () => {}); // resets are the point here
    client.on('close', () => {
      link.server?.destroy();
      links.delete(link);
    });
    if (mode === 'reset') return cut(link);
    if (link.silent) return; // accepted, never answered: whatever the client sends is dropped

    const server = net.connect({ host: hostname, port: Number(port || 5432) });
    link.server = server;
    server.on('error', () => cut(link));
    server.on('close', () => {
      if (!link.silent) cut(link);
    });
    client.on('data', (chunk) => {
      if (!link.silent) server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (!link.silent) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address() as net.AddressInfo;

  return {
    route(url) {
      const routed = new URL(url);
      routed.hostname = '127.0.0.1';
      routed.port = String(address.port);
      return routed.toString();
    },
    passThrough() {
      mode = 'pass';
    },
    reset() {
      mode = 'reset';
      for (const link of [...links]) cut(link);
    },
    stall() {
      mode = 'stall';
      for (const link of links) link.silent = true;
    },
    get openConnections() {
      return links.size;
    },
    async close() {
      for (const link of [...links]) cut(link);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
