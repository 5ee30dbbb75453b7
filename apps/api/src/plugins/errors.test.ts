import { errorMessages } from '@ebelediye/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

/** The error handler alone, on routes that fail the way a query fails when the database is gone. */
async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.post('/api/Fails', async () => {
    throw error;
  });
  return app;
}

function failedQuery(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('select * from members where tckn = $1', ['10000000146'], cause);
}

describe('the error handler and a database outage', () => {
  it('answers 503 in Turkish with Retry-After when the database cannot be reached, never the statement', async () => {
    const app = await appThrowing(failedQuery(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })));
    const response = await app.inject({ method: 'POST', url: '/api/Fails' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ Message: errorMessages.unavailable, code: 'unavailable' });
    expect(response.body).not.toMatch(/select|tckn|10000000146|ECONNRESET/);
  });

  it('still answers 500 for a failed statement that is our fault, without the statement', async () => {
    const cause = Object.assign(new Error('column "tckn" does not exist'), { code: '42703', severity: 'ERROR' });
    const app = await appThrowing(failedQuery(cause));
    const response = await app.inject({ method: 'POST', url: '/api/Fails' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().code).toBe('server');
    expect(response.body).not.toMatch(/select|tckn|10000000146/);
  });
});
