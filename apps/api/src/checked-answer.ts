import { type Operation, type OperationName, type Operations, operations } from '@ebelediye/contract';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * How the API compresses its replies (app.ts registers @fastify/compress with it). Replies under
 * 1 KB go as they are. The API's JSON is a few KB: brotli at quality 2 makes it about 8 % larger
 * than at the plugin's 4 for half the CPU. Static assets do not come here: they are compressed at
 * build time at the highest quality.
 */
export const apiCompression = { threshold: 1024, brotliQuality: 2 };

/** An operation's result as the contract says it is sent (its output schema applied), or a logged 500. */
export function checkOutput(name: string, operation: Operation, result: unknown, log: FastifyBaseLogger): unknown {
  const output = operation.output.safeParse(result);
  if (!output.success) {
    log.error({ issues: output.error.issues, operation: name }, 'handler output does not match the contract');
    throw new AppError('server');
  }
  return output.data;
}

/**
 * An answer checked against the contract and written as JSON once, for an answer a process keeps and
 * sends many times (the debt list, decision 046): sending it again checks, serializes and compresses
 * nothing — a third of a debt list's CPU in the bench's profile (brotli's set-up most of it).
 */
export class CheckedAnswer {
  #brotli: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(readonly json: string) {}

  /** The body for a browser that sent `acceptEncoding`, compressed as @fastify/compress would (at most once per encoding). */
  encodedFor(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
    if (Buffer.byteLength(this.json) < apiCompression.threshold) return { body: this.json };
    const encoding = negotiatedEncoding(acceptEncoding);
    if (encoding === 'br') {
      this.#brotli ??= brotliCompressSync(this.json, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: apiCompression.brotliQuality },
      });
      return { body: this.#brotli, encoding: 'br' };
    }
    if (encoding === 'gzip') {
      this.#gzip ??= gzipSync(this.json);
      return { body: this.#gzip, encoding: 'gzip' };
    }
    return { body: this.json };
  }
}

export function checkedAnswer<N extends OperationName>(
  name: N,
  result: z.input<Operations[N]['output']>,
  log: FastifyBaseLogger,
): CheckedAnswer {
  return new CheckedAnswer(JSON.stringify(checkOutput(name, operations[name], result, log)));
}

/**
 * The encoding a kept answer goes in for an Accept-Encoding header, chosen as @fastify/compress chooses
 * for every other reply (same negotiator, same order of preference, `*` and `x-gzip` read as gzip), so
 * q-values are honoured. Only br and gzip are kept: a browser that prefers deflate gets the best of those it
 * also accepts, or the JSON as it is.
 */
function negotiatedEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' | null {
  if (header === undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip', 'identity']);
}
