import { UNEXPECTED_ERROR_MESSAGE } from '@ebelediye/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { callOperation, configureApiClient, isErrorSentence } from './api-client';
import { ApiError, NO_BODY_FALLBACK, ServerError, UnauthenticatedError } from './errors';

const menus = { items: [{ id: 1, kind: 'link', label: 'Anasayfa', path: '/anasayfa' }] };

describe('callOperation', () => {
  beforeEach(() => configureApiClient({ baseUrl: '/api', userName: 'EBELEDIYE_WEB' }));

  it('posts JSON to /api/<Name> with the fixed userName and same-origin credentials', async () => {
    const fetchMock = mockFetch({ '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: [] } } });
    await callOperation('RetrieveParametersWithoutAuthorization', { group: 'ILETISIM' });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/RetrieveParametersWithoutAuthorization');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ userName: 'EBELEDIYE_WEB', group: 'ILETISIM' });
  });

  it('lets a userName in the input win over the fixed one, as sign-in sends the citizen ID there', async () => {
    const fetchMock = mockFetch({ '/api/RetrievePassword': { body: { memberExists: true } } });
    await callOperation('RetrievePassword', { userName: '10000000146' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ userName: '10000000146' });
  });

  it('uses the base address from the settings', async () => {
    configureApiClient({ baseUrl: '/belediye/api/', userName: 'X' });
    const fetchMock = mockFetch({ '/belediye/api/RetrieveMenus': { body: menus } });
    await callOperation('RetrieveMenus', {});
    expect(fetchMock.mock.calls[0][0]).toBe('/belediye/api/RetrieveMenus');
  });

  it('passes a 2xx response through as the parsed output', async () => {
    mockFetch({ '/api/RetrieveMenus': { status: 201, body: menus } });
    await expect(callOperation('RetrieveMenus', {})).resolves.toEqual(menus);
  });

  it('sets no timeout: the request carries no abort signal', async () => {
    const fetchMock = mockFetch({ '/api/RetrieveMenus': { body: menus } });
    await callOperation('RetrieveMenus', {});
    expect(fetchMock.mock.calls[0][1]?.signal).toBeUndefined();
  });

  it('rejects a failure with the parsed body, its code, field and message', async () => {
    const body = { Message: 'Parametre kodu zorunludur.', code: 'bad_input', field: 'code' };
    mockFetch({ '/api/GetParameterValue': { status: 400, body } });
    const error = await callOperation('GetParameterValue', { code: 'X' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'error_api',
      status: 400,
      code: 'bad_input',
      field: 'code',
      Message: body.Message,
      body,
    });
  });

  it('rejects a failure without a body with "Something went wrong!" as its body and the generic Turkish message', async () => {
    mockFetch({ '/api/RetrieveMenus': { status: 502 } });
    const error = await callOperation('RetrieveMenus', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ body: NO_BODY_FALLBACK, Message: UNEXPECTED_ERROR_MESSAGE, status: 502 });
  });

  it('raises a server error carrying the response Message on a 500', async () => {
    mockFetch({
      '/api/RetrieveMenus': { status: 500, body: { Message: 'Veritabanına ulaşılamadı.', code: 'server' } },
    });
    const error = await callOperation('RetrieveMenus', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ kind: 'error_server', status: 500, Message: 'Veritabanına ulaşılamadı.' });
  });

  it('raises a server error with "Beklenmedik bir hata oluştu" on a 500 without a Message', async () => {
    mockFetch({ '/api/RetrieveMenus': { status: 500, body: '<html>Proxy Error</html>' } });
    const error = await callOperation('RetrieveMenus', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ Message: 'Beklenmedik bir hata oluştu' });
  });

  it('raises an unauthenticated error on a 401', async () => {
    mockFetch({
      '/api/GetUserOfEMunicipality': {
        status: 401,
        body: { Message: 'Bu işlem için giriş yapmalısınız.', code: 'unauthenticated' },
      },
    });
    const error = await callOperation('GetUserOfEMunicipality', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error).toMatchObject({
      kind: 'error_unauthenticated',
      status: 401,
      Message: 'Bu işlem için giriş yapmalısınız.',
    });
  });

  it('keeps the code of a 503 pause so a screen can tell it from a crash', async () => {
    mockFetch({ '/api/RetrieveMenus': { status: 503, body: { Message: 'Sistem bakımdadır.', code: 'paused' } } });
    await expect(callOperation('RetrieveMenus', {})).rejects.toMatchObject({
      code: 'paused',
      status: 503,
      Message: 'Sistem bakımdadır.',
    });
  });

  it('turns an unreachable server into an "unavailable" error with a Turkish message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callOperation('RetrieveMenus', {})).rejects.toMatchObject({
      code: 'unavailable',
      status: 0,
      Message: expect.stringContaining('Hizmet'),
    });
  });

  it('raises a server error when a success does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/RetrieveMenus': { body: { menu: 'yok' } } });
    await expect(callOperation('RetrieveMenus', {})).rejects.toBeInstanceOf(ServerError);
  });

  it('raises a server error when a success has an empty body', async () => {
    mockFetch({ '/api/RetrieveMenus': { status: 200 } });
    await expect(callOperation('RetrieveMenus', {})).rejects.toMatchObject({ Message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('treats a success that is an error sentence as an error showing that sentence', async () => {
    mockFetch({ '/api/RetrieveMenus': { body: 'Kullanıcı kaydı bulunamadı' } });
    const error = await callOperation('RetrieveMenus', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ Message: 'Kullanıcı kaydı bulunamadı', body: 'Kullanıcı kaydı bulunamadı' });
  });
});

describe('the string rule of SPEC §5', () => {
  it('calls a plain sentence longer than ten characters an error', () => {
    expect(isErrorSentence('RetrieveMenus', 'Kayıt bulunamadı.')).toBe(true);
  });

  it('calls a sentence with a number at its end an error, though V8 would parse it as a date', () => {
    expect(isErrorSentence('RetrieveMenus', 'Hata oluştu 12')).toBe(true);
  });

  it('lets a string of ten characters or fewer through', () => {
    expect(isErrorSentence('RetrieveMenus', 'Tamamlandı')).toBe(false);
  });

  it('lets a string holding html through', () => {
    expect(isErrorSentence('RetrieveMenus', '<p>Makbuz hazırlandı</p>')).toBe(false);
  });

  it('lets a date through', () => {
    expect(isErrorSentence('GetServerTime', '2026-11-22T08:50:32.000Z')).toBe(false);
    expect(isErrorSentence('GetServerTime', '22.11.2026 08:50')).toBe(false);
    expect(isErrorSentence('GetServerTime', 'Sun, 22 Nov 2026 08:50:32 GMT')).toBe(false);
  });

  it('lets the e-identity login call answer with a string', () => {
    expect(isErrorSentence('LoginViaEDevlet', 'b1946ac92492d2347c6235b4d2611184')).toBe(false);
  });

  it("lets '1' through", () => {
    expect(isErrorSentence('RetrieveMenus', '1')).toBe(false);
  });

  it('ignores anything that is not a string', () => {
    expect(isErrorSentence('RetrieveMenus', { Message: 'Kayıt bulunamadı.' })).toBe(false);
  });
});
