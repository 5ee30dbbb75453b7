import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('reference calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GetServerTime tells the server clock and the Turkish time zone', async () => {
    t.setNow(new Date('2026-11-30T20:59:00Z'));
    const response = await t.call('GetServerTime');
    expect(response.json()).toEqual({ serverTime: '2026-11-30T20:59:00.000Z', timeZone: 'Europe/Istanbul' });
    t.setNow(undefined);
  });

  it('GetParameterValue returns a public parameter', async () => {
    const response = await t.call('GetParameterValue', { userName: 'EBELEDIYE_WEB', code: 'DESTEK_TELEFONU' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'DESTEK_TELEFONU',
      group: 'ILETISIM',
      value: '444 99 01',
      description: 'Çağrı merkezi (demo)',
    });
  });

  it('GetParameterValue refuses a missing or malformed code with a Turkish message naming the field', async () => {
    const missing = await t.call('GetParameterValue', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Message: 'Parametre kodu zorunludur.', code: 'bad_input', field: 'code' });
    const malformed = await t.call('GetParameterValue', { code: 'DROP TABLE;' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('code');
    expect(malformed.json().Message).toMatch(/Parametre kodu/);
  });

  it('GetParameterValue answers 404 for an unknown code and for a parameter that is not public', async () => {
    expect((await t.call('GetParameterValue', { code: 'YOK_BOYLE' })).statusCode).toBe(404);
    const hidden = await t.call('GetParameterValue', { code: 'SMS_KOD_GECERLILIK_DK' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('not_found');
  });

  it('RetrieveParametersWithoutAuthorization lists public parameters, optionally of one group', async () => {
    const all = (await t.call('RetrieveParametersWithoutAuthorization')).json().parameters;
    expect(all.map((p: { code: string }) => p.code)).not.toContain('SMS_KOD_GECERLILIK_DK');
    const contact = (await t.call('RetrieveParametersWithoutAuthorization', { group: 'ILETISIM' })).json().parameters;
    expect(contact.map((p: { code: string }) => p.code).sort()).toEqual(['ADRES', 'DESTEK_EPOSTA', 'DESTEK_TELEFONU']);
    const empty = (await t.call('RetrieveParametersWithoutAuthorization', { group: 'YOK' })).json().parameters;
    expect(empty).toEqual([]);
  });

  it('RetrieveParametersWithoutAuthorization refuses a malformed group', async () => {
    const response = await t.call('RetrieveParametersWithoutAuthorization', { group: 'a b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('group');
  });
});
