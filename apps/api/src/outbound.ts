import type { FastifyInstance } from 'fastify';

/**
 * Requests to outside parties (e-Devlet, NVİ, the SMS provider, banks). A relative address goes to
 * this process's own sandbox through app.inject — no socket, so demo mode and tests need no network
 * and no known port; an absolute one goes out with fetch and a timeout.
 */
export interface OutboundResponse {
  status: number;
  /** The body read as UTF-8. */
  text: string;
  /** The body as sent, for an answer in another charset (NestPay's ISO-8859-9), with its content type. */
  bytes?: Uint8Array;
  contentType?: string;
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
  /** Sent as is (XML, SOAP); bytes when the text is encoded other than UTF-8. */
  body?: string | Uint8Array;
  timeoutMs?: number;
}

export type Outbound = (request: OutboundRequest) => Promise<OutboundResponse>;

export function createOutbound(app: FastifyInstance): Outbound {
  return async ({ url, headers = {}, form, body, timeoutMs = 10_000 }) => {
    const payload = form ? new URLSearchParams(form).toString() : (body ?? '');
    const allHeaders = form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers;
    if (url.startsWith('/')) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: allHeaders,
        payload: typeof payload === 'string' ? payload : Buffer.from(payload),
      });
      return {
        status: response.statusCode,
        text: response.body,
        bytes: response.rawPayload,
        contentType: headerText(response.headers['content-type']),
      };
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: allHeaders,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        text: new TextDecoder().decode(bytes),
        bytes,
        contentType: response.headers.get('content-type') ?? undefined,
      };
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new OutboundTimeout(url);
      throw error;
    }
  };
}

function headerText(value: string | string[] | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}
