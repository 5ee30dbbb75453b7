import type { FastifyInstance } from 'fastify';

/**
 * Requests to outside parties (e-Devlet, NVİ, the SMS provider, banks). A relative address goes to
 * this process's own sandbox through app.inject — no socket, so demo mode and tests need no network
 * and no known port; an absolute one goes out with fetch and a timeout.
 */
export interface OutboundResponse {
  status: number;
  text: string;
}

export class OutboundTimeout extends Error {
  constructor(url: string) {
    super(`dış servis zaman aşımına uğradı: ${url}`);
  }
}

export interface OutboundRequest {
  url: string;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as is (XML, SOAP). */
  body?: string;
  timeoutMs?: number;
}

export type Outbound = (request: OutboundRequest) => Promise<OutboundResponse>;

export function createOutbound(app: FastifyInstance): Outbound {
  return async ({ url, headers = {}, form, body, timeoutMs = 10_000 }) => {
    const payload = form ? new URLSearchParams(form).toString() : (body ?? '');
    const allHeaders = form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers;
    if (url.startsWith('/')) {
      const response = await app.inject({ method: 'POST', url, headers: allHeaders, payload });
      return { status: response.statusCode, text: response.body };
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: allHeaders,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new OutboundTimeout(url);
      throw error;
    }
  };
}
