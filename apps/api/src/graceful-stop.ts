import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection that has not sent its first request yet may still send it once the stop began. */
const firstRequestGraceMs = 2000;

export interface ConnectionWatch {
  /** Requests received and not answered yet: what a stop that ran out of time leaves behind. */
  openRequests(): number;
}

interface Connection {
  served: number;
  open: Set<ServerResponse>;
  /** Ended once its open requests are answered: the stop has begun. */
  last: boolean;
}

/**
 * What a stop does with the connections it finds, in place of Node's `closeIdleConnections`, which
 * `server.close()` calls. Node's closes the kept-alive connections waiting for their next request, but
 * an answer in progress still goes out as `Connection: keep-alive` and its connection is closed right
 * after, under a client that may already be sending on it again; and a connection that has not sent
 * its first request is kept until Node's headers timeout (60 s), past the stop's bound. Here:
 * - a kept-alive connection waiting for its next request is closed at once (nginx in deploy/ opens a
 *   connection per request, so only a browser or a script meets that, and retries);
 * - a connection with a request in progress is answered with `Connection: close`, then closed;
 * - a connection that has not sent its first request gets {@link firstRequestGraceMs} to send it.
 * Requests arriving meanwhile are answered normally (Fastify's `return503OnClosing: false`, app.ts),
 * with `Connection: close`. server.close() then ends when the last connection has.
 */
export function watchConnections(server: Server): ConnectionWatch {
  const connections = new Map<Socket, Connection>();
  let openRequests = 0;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { served: 0, open: new Set(), last: false });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    openRequests += 1;
    connection?.open.add(response);
    if (connection) connection.served += 1;
    response.once('close', () => {
      openRequests -= 1;
      if (!connection) return;
      connection.open.delete(response);
      if (connection.last && connection.open.size === 0) request.socket.end();
    });
  });
  server.closeIdleConnections = () => {
    for (const [socket, connection] of connections) {
      if (connection.open.size > 0) {
        connection.last = true;
        for (const response of connection.open) if (!response.headersSent) response.setHeader('connection', 'close');
      } else if (connection.served > 0) {
        socket.destroy();
      } else {
        setTimeout(() => {
          if (connection.served === 0) socket.destroy();
        }, firstRequestGraceMs).unref();
      }
    }
  };
  return { openRequests: () => openRequests };
}
