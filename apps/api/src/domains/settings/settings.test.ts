import { appSettingsSchema, secretSettingKeys } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /AppSetting.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SETTING_MayorName: 'Ortam Değişkeni Başkan', SETTING_LogoWidth: '99' });
  });
  afterAll(() => t.close());

  it('serves every public setting of SPEC §3 for the demo municipality', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(appSettingsSchema.shape).sort());
    expect(body.MunicipalityName).toBe('Yeşilvadi Belediyesi (Demo)');
    expect(body.MunicipalityNameCapital).toBe('YEŞİLVADİ BELEDİYESİ (DEMO)');
    expect(body.ActiveBankMerchantCode).toBe('0010');
  });

  it('never includes a secret, by name or by value', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/AppSetting.json' })).body;
    for (const key of secretSettingKeys) expect(text).not.toContain(`"${key}"`);
    expect(text).not.toContain('TRPS0200');
  });

  it('lets an environment variable override a stored setting, typed as the setting', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
    expect(body.MayorName).toBe('Ortam Değişkeni Başkan');
    expect(body.LogoWidth).toBe(99);
  });

  it('reflects a change an operator makes in the settings table', async () => {
    await t.db
      .update(settings)
      .set({ value: JSON.stringify('Göl Belediyesi') })
      .where(eq(settings.key, 'MunicipalityName'));
    await t.db
      .update(settings)
      .set({ value: JSON.stringify('') })
      .where(eq(settings.key, 'MunicipalityNameCapital'));
    t.app.settings.invalidate();
    const body = (await t.app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
    expect(body.MunicipalityName).toBe('Göl Belediyesi');
    expect(body.MunicipalityNameCapital).toBe('GÖL BELEDİYESİ');
  });
});
