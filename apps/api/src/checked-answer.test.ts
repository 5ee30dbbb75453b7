import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCompression, CheckedAnswer } from './checked-answer';

describe('a kept answer for an Accept-Encoding header', () => {
  const json = JSON.stringify({
    items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: 'Çevre Temizlik Vergisi' })),
  });
  const answer = new CheckedAnswer(json);
  // A fresh reply goes through @fastify/compress, registered as app.ts registers it: a kept one must agree.
  let fresh: FastifyInstance;

  beforeAll(async () => {
    fresh = Fastify();
    await fresh.register(compress, {
      threshold: apiCompression.threshold,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: apiCompression.brotliQuality } },
    });
    fresh.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
  });
  afterAll(() => fresh.close());

  // Long, full of separators and stray characters, with q-values no browser sends.
  const hostile = `${'br;q=0.'.repeat(2000)}${',;=*'.repeat(2000)}\u0000gzip;q=NaN, br;q=-1, gzip;q=1e400`;
  it.each([
    ['br;q=0.1, gzip;q=1', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=0, br;q=0.5', 'br'],
    ['GZIP', 'gzip'],
    ['', undefined],
    ['hostile', 'gzip'],
  ])('%j goes as %s, as a fresh reply would', async (label, expected) => {
    const header = label === 'hostile' ? hostile : label;
    const { body, encoding } = answer.encodedFor(header);
    expect(encoding).toBe(expected);
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(body).toString()
        : encoding === 'gzip'
          ? gunzipSync(body).toString()
          : body;
    expect(decoded).toBe(json);
    const reply = await fresh.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': header } });
    expect(reply.headers['content-encoding']).toBe(expected);
  });

  it('goes as it is without the header, or under the threshold', () => {
    expect(answer.encodedFor(undefined)).toEqual({ body: json });
    expect(new CheckedAnswer('{"a":1}').encodedFor('br, gzip')).toEqual({ body: '{"a":1}' });
  });
});
