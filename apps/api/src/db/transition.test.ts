import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { IllegalTransition, movedOrSkipped, transition } from './transition';

type Light = 'RED' | 'GREEN' | 'YELLOW' | 'OFF';

const lights = pgTable('test_lights', {
  id: serial('id').primaryKey(),
  state: text('state').$type<Light>().notNull(),
  note: text('note'),
});
const lightEvents = pgTable('test_light_events', {
  id: serial('id').primaryKey(),
  lightId: integer('light_id').notNull(),
  fromState: text('from_state').notNull(),
  toState: text('to_state').notNull(),
});

const allowed: Record<Light, Light[]> = { RED: ['GREEN'], GREEN: ['YELLOW', 'OFF'], YELLOW: ['RED', 'OFF'], OFF: [] };

describe('transition', () => {
  let handle: DatabaseHandle;
  let lightId: number;

  const move = (from: Light[], to: Light, db = handle.db, note?: string) =>
    transition(db, {
      entity: 'light',
      table: lights,
      key: 'id',
      id: lightId,
      state: 'state',
      from,
      to,
      allowed,
      set: note ? { note } : {},
      event: { table: lightEvents, values: (fromState) => ({ lightId, fromState, toState: to }) },
    });
  const events = () => handle.db.select().from(lightEvents).orderBy(asc(lightEvents.id));

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await handle.db.execute(sql`create table test_lights (id serial primary key, state text not null, note text)`);
    await handle.db.execute(
      sql`create table test_light_events (id serial primary key, light_id integer not null, from_state text not null, to_state text not null)`,
    );
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`truncate test_lights, test_light_events`);
    [{ id: lightId }] = await handle.db.insert(lights).values({ state: 'RED' }).returning({ id: lights.id });
  });

  it('moves the row once, with its other columns and its event', async () => {
    const row = await move(['RED'], 'GREEN', handle.db, 'sabah');
    expect(row).toMatchObject({ id: lightId, state: 'GREEN', note: 'sabah' });
    expect(await events()).toMatchObject([{ lightId, fromState: 'RED', toState: 'GREEN' }]);
  });

  it('refuses the second call with the state it found, and writes no event for it', async () => {
    await move(['RED'], 'GREEN');
    const second = await move(['RED'], 'GREEN').catch((error: unknown) => error);
    expect(second).toBeInstanceOf(IllegalTransition);
    expect(second).toMatchObject({
      entity: 'light',
      id: lightId,
      found: 'GREEN',
      wanted: { from: ['RED'], to: 'GREEN' },
    });
    expect(await events()).toHaveLength(1);
  });

  it('refuses a move the table does not allow without touching the row', async () => {
    const refused = await move(['RED'], 'OFF').catch((error: unknown) => error);
    expect(refused).toMatchObject({ found: 'RED', wanted: { from: ['RED'], to: 'OFF' } });
    expect(await events()).toHaveLength(0);
  });

  it('records the state really moved from when several are expected', async () => {
    await move(['RED'], 'GREEN');
    await move(['RED', 'GREEN', 'YELLOW'], 'OFF');
    expect((await events()).map((event) => event.fromState)).toEqual(['RED', 'GREEN']);
  });

  it("runs inside the caller's transaction: a rollback takes the move and its event back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await move(['RED'], 'GREEN', tx);
        expect(await tx.select().from(lightEvents)).toHaveLength(1);
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    const [row] = await handle.db.select().from(lights);
    expect(row.state).toBe('RED');
    expect(await events()).toHaveLength(0);
  });

  it('lets a caller that skips on refusal keep its transaction going', async () => {
    const moved = await handle.db.transaction(async (tx) => {
      await move(['RED'], 'GREEN', tx);
      return movedOrSkipped(move(['RED'], 'GREEN', tx));
    });
    expect(moved).toBeUndefined();
    expect(await events()).toHaveLength(1);
  });

  it('says so when there is no such row', async () => {
    lightId += 1000;
    await expect(move(['RED'], 'GREEN')).rejects.toMatchObject({ found: null });
  });
});
