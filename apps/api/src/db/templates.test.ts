import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplateFor, pgliteTemplates } from './client';

describe('the template a new PGlite data directory starts from', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ebelediye-template-'));
  const dayFile = join(dir, 'pglite-demo-template.day');
  writeFileSync(dayFile, '2026-11-23\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the demo one in demo mode on the day it was seeded for', () => {
    expect(pgliteTemplateFor(true, '2026-11-23', dayFile)).toBe(pgliteTemplates.demo);
  });

  it('is the empty one on any other day: the demo is then seeded for that day, its dates follow the clock', () => {
    expect(pgliteTemplateFor(true, '2027-01-01', dayFile)).toBe(pgliteTemplates.empty);
    expect(pgliteTemplateFor(true, '2026-11-23', join(dir, 'missing.day'))).toBe(pgliteTemplates.empty);
  });

  it('is the empty one with demo mode off', () => {
    expect(pgliteTemplateFor(false, '2026-11-23', dayFile)).toBe(pgliteTemplates.empty);
  });
});
