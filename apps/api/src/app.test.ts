import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

describe('the server as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz says the process is up and the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('sends a strict CSP that still allows the ALTCHA worker, and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown call with 404 in the error model, and a request id', async () => {
    const response = await t.call('NoSuchOperation');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Böyle bir işlem yok. (POST /api/NoSuchOperation)', code: 'not_found' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unparseable JSON with a Turkish 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/RetrieveMenus',
      headers: { 'content-type': 'application/json' },
      payload: '{bozuk',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: 'İstek gövdesi geçerli bir JSON değil.', code: 'bad_input' });
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('serves the OpenAPI document generated from the contract at /api/docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/RetrieveMenus',
        '/api/GetServerTime',
        '/api/GetParameterValue',
        '/api/RetrieveParametersWithoutAuthorization',
      ]),
    );
    // Built from the zod schema when the document is first read, not at start.
    const login = document.paths['/api/ValidateUserForEMunicipality'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
  });

  it('serves the sandbox index in demo mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SANDBOX');
  });
});
