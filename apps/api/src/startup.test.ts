import { sessionMessages } from '@ebelediye/contract';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import {
  accruals,
  addressStreets,
  advertisingTariffs,
  ectAnnualPrices,
  estateAbrasionShares,
  estateConstructionCosts,
  estateStreetValuations,
  lateInterestRates,
  members,
  menuItems,
  registries,
  resolutions,
  resolutionTypes,
  revenueTypes,
} from './db/schema';
import { baseReferenceYears } from './seed/reference-tables';
import { DemoDataError, goLiveWarnings, prepareDatabase } from './startup';
import type { TestApp } from './test/app';
import { openEmptyDatabase, openTestDatabase } from './test/database';
import { solveCaptcha } from './test/session';

/** The environment of `NODE_ENV=production npm start` with nothing else set (DEMO_MODE left to its default). */
const productionEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  CAPTCHA_MAX_COUNTER: '8',
  SMS_DRAIN_INTERVAL_MS: '0',
};

describe('a first start in production (demo mode off by default)', () => {
  let database: DatabaseHandle;
  let config: Config;
  let app: FastifyInstance;
  let seeded: Awaited<ReturnType<typeof prepareDatabase>>;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    config = loadConfig(productionEnv);
    seeded = await prepareDatabase(database, config);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const rowsOf = async (table: PgTable) => (await database.db.select({ value: count() }).from(table))[0].value;

  it('seeds only the base: no people, no accounts, no debts, nothing of the fictional municipality', async () => {
    expect(config.DEMO_MODE).toBe(false);
    expect(seeded).toBe('base');
    for (const table of [registries, members, accruals, addressStreets, estateStreetValuations, resolutions])
      expect(await rowsOf(table)).toBe(0);
    const menu = await database.db.select({ url: menuItems.url }).from(menuItems);
    expect(menu.length).toBeGreaterThan(10);
    expect(menu.some((item) => item.url?.includes('.example'))).toBe(false);
  });

  it("has the law's tables: late-interest rates, revenue types, wear shares, construction costs, ad tariffs, ÇTV prices", async () => {
    expect(await rowsOf(lateInterestRates)).toBeGreaterThan(0);
    expect(await rowsOf(revenueTypes)).toBeGreaterThan(0);
    expect(await rowsOf(resolutionTypes)).toBeGreaterThan(0);
    for (const table of [estateAbrasionShares, estateConstructionCosts, advertisingTariffs, ectAnnualPrices])
      expect(await rowsOf(table)).toBeGreaterThan(0);
    // The base tables are the law's years (baseReferenceYears), not the calendar's: ask for one of them.
    const shares = await app.inject({
      method: 'POST',
      url: '/api/RetrieveEstateAbrasionShares',
      payload: { year: baseReferenceYears.at(-1) },
    });
    expect(shares.statusCode).toBe(200);
    expect(shares.json().items.length).toBeGreaterThan(0);
  });

  it('the demo citizen cannot sign in, and there is no sandbox', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ValidateUserForEMunicipality',
      payload: { userName: '10000000146', password: 'Demo2026', altcha: await solveCaptcha({ app } as TestApp) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe(sessionMessages.noMember);
    expect((await app.inject({ method: 'GET', url: '/sandbox/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/bank/fim/est3Dgate' })).statusCode).toBe(404);
  });

  it('publishes no API documentation unless API_DOCS=true asks for it', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('openapi');
    }
  });

  it('serves settings without demo values and says at start which ones must still be set', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
    expect(settings).toMatchObject({
      DemoMode: false,
      MunicipalityName: '',
      ThreeDSecureWebRequestUrl: '',
      IsEDevletLoginDisable: true,
    });
    expect(JSON.stringify(settings)).not.toMatch(/sandbox|Yeşilvadi|yesilvadi|\(Demo\)/);
    const warnings = goLiveWarnings(config, await app.settings.get());
    expect(warnings.join('\n')).toMatch(/Boş ayarlar.*MunicipalityName.*MerchantId.*StoreKey/);
    expect(warnings.join('\n')).toMatch(/NIS_URL/);
    expect(warnings.join('\n')).toMatch(/PUBLIC_URL/);
  });

  it('a second start leaves the database alone', async () => {
    expect(await prepareDatabase(database, config)).toBeNull();
  });
});

describe('a demo database started with demo mode off', () => {
  it('is refused, since the published demo password would sign in', async () => {
    const database = await openTestDatabase(inject('databaseTemplate'));
    try {
      await expect(prepareDatabase(database, loadConfig(productionEnv))).rejects.toThrow(DemoDataError);
      expect(await prepareDatabase(database, loadConfig({ ...productionEnv, DEMO_MODE: 'true' }))).toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe('go-live warnings', () => {
  it("say nothing in demo mode on a developer's machine, and that it is a demo in production", () => {
    const settings = { public: {}, secret: () => '' } as unknown as Parameters<typeof goLiveWarnings>[1];
    expect(goLiveWarnings(loadConfig({}), settings)).toEqual([]);
    expect(goLiveWarnings(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }), settings)).toEqual([
      expect.stringContaining('DEMO_MODE=true'),
    ]);
  });
});
