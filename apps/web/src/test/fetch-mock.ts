import { vi } from 'vitest';

type Reply =
  { status?: number; body?: unknown } | ((body: Record<string, unknown>) => { status?: number; body?: unknown });

/**
 * Stubs fetch with answers per URL path (e.g. '/api/RetrieveMenus'). Unknown paths answer 404, so
 * a test notices a call it did not expect.
 */
export function mockFetch(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const reply = replies[path];
    if (!reply)
      return new Response(JSON.stringify({ Message: 'Aradığınız kayıt bulunamadı.', code: 'not_found' }), {
        status: 404,
      });
    const requestBody = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const { status = 200, body } = typeof reply === 'function' ? reply(requestBody) : reply;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
