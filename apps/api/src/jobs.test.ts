import { describe, expect, it } from 'vitest';
import { runAlone } from './jobs';
import { openEmptyDatabase, testDatabaseUrl } from './test/database';

describe('background jobs with many API processes', () => {
  // Two connections of one pool hold advisory locks as two processes would: the lock is per session.
  it.skipIf(!testDatabaseUrl)(
    'on PostgreSQL a job runs in one process at a time: a run while another holds it is skipped',
    async () => {
      const database = await openEmptyDatabase();
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        const first = runAlone(
          database.db,
          'test-job',
          async () => {
            started();
            await held;
          },
          true,
        );
        await running;
        let ranTwice = false;
        expect(await runAlone(database.db, 'test-job', async () => void (ranTwice = true), true)).toBe(false);
        expect(ranTwice).toBe(false);
        expect(await runAlone(database.db, 'another-job', async () => {}, true)).toBe(true);
        release();
        expect(await first).toBe(true);
        // The lock went with the first run's transaction.
        expect(await runAlone(database.db, 'test-job', async () => {}, true)).toBe(true);
      } finally {
        await database.close();
      }
    },
  );

  it('with one process (PGlite) a job just runs', async () => {
    let ran = 0;
    expect(await runAlone(undefined as never, 'test-job', async () => void ran++, false)).toBe(true);
    expect(ran).toBe(1);
  });
});
