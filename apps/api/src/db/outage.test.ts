import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { databaseOutageReason, isDatabaseOutage, QueryDeadlineError } from './outage';

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

function serverError(code: string, message: string): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' });
}

/** What Drizzle throws for a failed statement: the SQL and its parameters, the driver's error as cause. */
function failedQuery(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('select * from sessions where token_hash = $1', ['secret'], cause);
}

describe('telling a database outage from other failures', () => {
  it('reads a refused, reset or unanswered connection under Drizzle’s wrapper as an outage', () => {
    expect(databaseOutageReason(failedQuery(systemError('ECONNREFUSED')))).toBe('ECONNREFUSED');
    expect(databaseOutageReason(failedQuery(systemError('ECONNRESET')))).toBe('ECONNRESET');
    expect(databaseOutageReason(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(databaseOutageReason(failedQuery(new QueryDeadlineError(1500)))).toBe('QUERY_DEADLINE');
    expect(
      isDatabaseOutage(failedQuery(new Error('Client has encountered a connection error and is not queryable'))),
    ).toBe(true);
  });

  it('reads pg-pool’s own timeouts, thrown without a wrapper when a transaction asks for a connection', () => {
    expect(isDatabaseOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseOutage(
        new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      ),
    ).toBe(true);
    // Node tries every address of a name and reports them together.
    expect(
      isDatabaseOutage(
        new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], 'connect failed'),
      ),
    ).toBe(true);
  });

  it('reads the SQLSTATEs of a server that cannot serve now as an outage, and no others', () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '53300', '57014']) {
      expect(databaseOutageReason(failedQuery(serverError(code, 'server says no'))), code).toBe(`SQLSTATE ${code}`);
    }
    expect(isDatabaseOutage(failedQuery(serverError('23505', 'duplicate key value violates unique constraint')))).toBe(
      false,
    );
    expect(isDatabaseOutage(failedQuery(serverError('42P01', 'relation does not exist')))).toBe(false);
  });

  it('leaves a bank or e-Devlet that cannot be reached, our own errors and bugs alone', () => {
    expect(isDatabaseOutage(new TypeError('fetch failed', { cause: systemError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseOutage(new AppError('unavailable'))).toBe(false);
    expect(isDatabaseOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseOutage(undefined)).toBe(false);
  });

  it('names the reason without the statement or its parameters', () => {
    const reason = databaseOutageReason(failedQuery(systemError('ECONNRESET')));
    expect(reason).not.toContain('sessions');
    expect(reason).not.toContain('secret');
  });
});
