import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, tileOrigin } from './config';

describe('environment', () => {
  it('demo mode is on by default, off by default in production, and what DEMO_MODE says when set', () => {
    expect(loadConfig({}).DEMO_MODE).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_MODE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'evet' })).toThrow(ConfigError);
  });

  it('/api/docs is on by default, off by default in production, and what API_DOCS says when set', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', API_DOCS: 'evet' })).toThrow(/API_DOCS: true ya da false olmalı/);
  });

  it("TRUST_PROXY takes true, false, or the proxy's addresses and ranges; a hop count or garbage stops the start", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['1', '10.0.0.0/33', 'nginx', '127.0.0.1,', 'yes']) expect(parseTrustProxy(bad)).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: true, false ya da vekil sunucunun adresleri/);
  });
});

describe('WEB_CONCURRENCY, the API processes of one machine', () => {
  const postgres = { DATABASE_URL: 'postgres://ebelediye@db/ebelediye' };

  it('defaults to one per core in production on PostgreSQL, and to 1 in demo mode, on PGlite and outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...postgres }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', ...postgres }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...postgres, DEMO_MODE: 'false' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
  });

  it('takes a count on PostgreSQL with demo mode off', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...postgres, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ ...postgres, DEMO_MODE: 'false', WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
  });

  it('refuses more than one process on PGlite or in demo mode, and what is not a count', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: PGlite \(DATABASE_URL yok\) tek süreçle çalışır/,
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: demo kipinde 1 olmalı/);
    for (const bad of ['0', '1.5', 'hepsi'])
      expect(() => loadConfig({ NODE_ENV: 'production', ...postgres, WEB_CONCURRENCY: bad })).toThrow(ConfigError);
  });
});

describe('database limits in the environment', () => {
  it('defaults to limits that end a call within 2 s when PostgreSQL is down or silent', () => {
    const config = loadConfig({});
    expect(config.DB_CONNECT_TIMEOUT_MS).toBe(1000);
    expect(config.DB_STATEMENT_TIMEOUT_MS).toBe(1200);
    expect(config.DB_QUERY_TIMEOUT_MS).toBe(1500);
  });

  it('takes other values in milliseconds', () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '5000',
      DB_QUERY_TIMEOUT_MS: '6000',
    });
    expect([config.DB_CONNECT_TIMEOUT_MS, config.DB_STATEMENT_TIMEOUT_MS, config.DB_QUERY_TIMEOUT_MS]).toEqual([
      2000, 5000, 6000,
    ]);
  });

  it('stops the server with one Turkish line per bad value', () => {
    const start = () => loadConfig({ DB_CONNECT_TIMEOUT_MS: '0', DB_QUERY_TIMEOUT_MS: '1.5' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('DB_CONNECT_TIMEOUT_MS: en az 100 ms olmalı');
    expect(start).toThrow('DB_QUERY_TIMEOUT_MS: tam sayı (milisaniye) olmalı');
  });
});

describe("MAP_TILE_URL, the complaint map's tile server", () => {
  it('takes an https XYZ template, and http:// only for a loopback host', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:4100/favicon.svg?z={z}&x={x}&y={y}' }).MAP_TILE_URL).toContain(
      '127.0.0.1',
    );
    expect(loadConfig({ MAP_TILE_URL: 'http://localhost/{z}/{x}/{y}.png' }).MAP_TILE_URL).toContain('localhost');
    for (const bad of [
      'http://tiles.example/{z}/{x}/{y}.png',
      'http://127.0.0.1.evil.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}.png',
      'ftp://tiles.example/{z}/{x}/{y}',
      'https://ti{z}les/{x}/{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(ConfigError);
    }
  });

  it('gives the CSP source of the tile server: scheme, host and port, {s} as a wildcard', () => {
    expect(tileOrigin('https://Tile.Example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://127.0.0.1:4100/favicon.svg?z={z}&x={x}&y={y}')).toBe('http://127.0.0.1:4100');
    expect(tileOrigin('https://{z}.example/{x}/{y}')).toBeUndefined();
  });
});
