import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { testSettings } from '../test/fixtures';
import { callOperation } from './api-client';
import { documentTitleFor, loadAppSettings } from './app-settings';
import { ServerError } from './errors';

describe('documentTitleFor', () => {
  it('uses the capitalised name the settings give', () => {
    expect(documentTitleFor({ MunicipalityName: 'Şile Belediyesi', MunicipalityNameCapital: 'ŞİLE BELEDİYESİ' })).toBe(
      'ŞİLE BELEDİYESİ',
    );
  });

  it('upper-cases the municipality the Turkish way when no capitalised name is set: istanbul becomes İSTANBUL', () => {
    expect(documentTitleFor({ MunicipalityName: 'istanbul', MunicipalityNameCapital: '' })).toBe('İSTANBUL');
    expect(documentTitleFor({ MunicipalityName: 'Yeşilvadi Belediyesi (Demo)', MunicipalityNameCapital: '' })).toBe(
      'YEŞİLVADİ BELEDİYESİ (DEMO)',
    );
  });

  it("puts the page's own name first", () => {
    expect(
      documentTitleFor({ MunicipalityName: 'Şile Belediyesi', MunicipalityNameCapital: 'ŞİLE BELEDİYESİ' }, 'Giriş'),
    ).toBe('Giriş – ŞİLE BELEDİYESİ');
  });
});

describe('loadAppSettings', () => {
  it('reads /AppSetting.json and teaches the API client its base address and userName', async () => {
    const fetchMock = mockFetch({
      '/AppSetting.json': { body: { ...testSettings, Service: '/v2/api', SystemUser: 'SILE_WEB' } },
      '/v2/api/RetrieveMenus': { body: { items: [] } },
    });
    await loadAppSettings();
    await callOperation('RetrieveMenus', {});

    expect(fetchMock.mock.calls[1][0]).toBe('/v2/api/RetrieveMenus');
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ userName: 'SILE_WEB' });
  });

  it('fails with a server error when the settings are unreadable', async () => {
    mockFetch({ '/AppSetting.json': { body: { MunicipalityName: 'eksik' } } });
    await expect(loadAppSettings()).rejects.toBeInstanceOf(ServerError);
  });
});
