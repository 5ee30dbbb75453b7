import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CardData } from './nestpay';

/**
 * PayFlex MPI (domain/payments.md) needs the card twice: at enrollment and, after the ACS return, for
 * the sale. It is never written anywhere: it waits in the memory of the process that took it, ten
 * minutes at most. With several processes (WEB_CONCURRENCY, or several machines behind a balancer)
 * the ACS return can land on another one. That process hands the return over to the keeper — the
 * process whose internal address the enrollment event recorded — and relays the keeper's answer to
 * the browser (docs/scaling.md, "PayFlex MPI"). The internal address is a second socket of the same
 * app on INTERNAL_HOST, opened the first time this process keeps a card, that serves the PayFlex
 * return route and nothing else. A keeper that is gone (restarted) took the card with it: the
 * attempt then fails there without a charge, as it always did.
 */
export const payFlexReturnPath = '/api/payments/payflex/return';

/** Marks a handed-over return: signed, so only a process of this deployment can vouch for the citizen's address. */
const handoverHeader = 'x-ebelediye-handover';
const clientIpHeader = 'x-ebelediye-client-ip';
/** The keeper asks VPOS for the sale with a 30 s limit (payflex.ts); a little more for the round trip. */
const handoverTimeoutMs = 35_000;
const cardLifetimeMs = 10 * 60_000;

export class CardKeeper {
  #cards = new Map<string, { card: CardData; expiresAt: number }>();
  #listener: Promise<{ server: Server; address: string }> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly host: string,
  ) {}

  /** Keeps the card for this attempt; returns the internal address a return for it must reach. */
  async keep(orderNo: string, card: CardData, now: number): Promise<string> {
    for (const [key, entry] of this.#cards) if (entry.expiresAt < now) this.#cards.delete(key);
    this.#cards.set(orderNo, { card, expiresAt: now + cardLifetimeMs });
    return (await this.listen()).address;
  }

  /** Returns the card once and forgets it. */
  take(orderNo: string, now: number): CardData | undefined {
    const entry = this.#cards.get(orderNo);
    this.#cards.delete(orderNo);
    return entry && entry.expiresAt >= now ? entry.card : undefined;
  }

  holds(orderNo: string): boolean {
    return this.#cards.has(orderNo);
  }

  /** This process's internal address, if it has opened one (it has, if it ever kept a card). */
  async ownAddress(): Promise<string | undefined> {
    return this.#listener && (await this.#listener).address;
  }

  async close(): Promise<void> {
    this.#cards.clear();
    if (!this.#listener) return;
    const { server } = await this.#listener;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private listen(): Promise<{ server: Server; address: string }> {
    this.#listener ??= new Promise((resolve, reject) => {
      const server = createServer((request, response) => {
        if (request.method !== 'POST' || !request.url?.startsWith(`${payFlexReturnPath}?`)) {
          response.writeHead(404).end();
          return;
        }
        this.app.routing(request, response);
      });
      server.once('error', reject);
      // exclusive: a cluster worker's listen(0) would otherwise share one port, handed out by the
      // primary to any worker; this address must reach this process and no other.
      server.listen({ port: 0, host: this.host, exclusive: true }, () => {
        const { port } = server.address() as AddressInfo;
        resolve({ server, address: `http://${this.host.includes(':') ? `[${this.host}]` : this.host}:${port}` });
      });
    });
    return this.#listener;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cardKeeper: CardKeeper;
  }
}

export const cardKeeperPlugin = fp(async (app: FastifyInstance) => {
  const keeper = new CardKeeper(app, app.config.INTERNAL_HOST);
  app.decorate('cardKeeper', keeper);
  app.addHook('onClose', () => keeper.close());
});

function handoverSignature(machineKey: string, orderNo: string, clientIp: string): string {
  return createHmac('sha256', `card-keeper:${machineKey}`).update(`${orderNo}\n${clientIp}`).digest('base64url');
}

/**
 * How a PayFlex return arrived: straight from the citizen's browser, or handed over by another process
 * of this deployment (then the citizen's address is the one it vouched for). A handover header that
 * does not verify counts as handed over with the caller's own address: it is never handed on again.
 */
export function arrival(
  request: FastifyRequest,
  machineKey: string,
  orderNo: string,
): { handedOver: boolean; clientIp: string } {
  const signature = request.headers[handoverHeader];
  if (signature === undefined) return { handedOver: false, clientIp: request.ip };
  const claimed = request.headers[clientIpHeader];
  if (typeof signature === 'string' && typeof claimed === 'string') {
    const expected = Buffer.from(handoverSignature(machineKey, orderNo, claimed));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return { handedOver: true, clientIp: claimed };
  }
  request.log.warn({ orderNo }, 'PayFlex dönüşü: devir imzası doğrulanamadı');
  return { handedOver: true, clientIp: request.ip };
}

/**
 * Hands the return over to the keeper and returns where it sends the browser, or undefined when it
 * could not be reached or did not settle the return (then this process settles it: without the card).
 */
export async function handOver(
  keeper: string,
  request: FastifyRequest,
  fields: Record<string, string>,
  machineKey: string,
  orderNo: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(`${keeper}${request.url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [handoverHeader]: handoverSignature(machineKey, orderNo, request.ip),
        [clientIpHeader]: request.ip,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(handoverTimeoutMs),
    });
    const location = response.headers.get('location');
    await response.body?.cancel();
    return response.status === 303 && location?.startsWith('/') ? location : undefined;
  } catch (error) {
    request.log.warn({ err: error, orderNo }, 'PayFlex dönüşü kartı tutan sürece devredilemedi');
    return undefined;
  }
}
