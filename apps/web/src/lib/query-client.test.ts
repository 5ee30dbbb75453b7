import { describe, expect, it, vi } from 'vitest';
import { ApiError, ServerError } from './errors';
import { createAppQueryClient } from './query-client';

describe('createAppQueryClient', () => {
  it('sends a failed query to the global error handler', async () => {
    const onError = vi.fn();
    const client = createAppQueryClient(onError);
    const error = new ApiError(404, 'not_found', 'Kayıt bulunamadı.', {});
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(error) }).catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('stays quiet for a query that shows its own errors', async () => {
    const onError = vi.fn();
    const client = createAppQueryClient(onError);
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ServerError(500)),
        meta: { handlesOwnErrors: true },
        retry: false,
      })
      .catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends a failed mutation to the global error handler', async () => {
    const onError = vi.fn();
    const client = createAppQueryClient(onError);
    const error = new ApiError(409, 'conflict', 'Bu işlem daha önce yapılmış.', {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('does not retry a client error, which would fail the same way', async () => {
    const client = createAppQueryClient(() => undefined);
    const queryFn = vi.fn(() => Promise.reject(new ApiError(400, 'bad_input', 'Geçersiz.', {})));
    await client.fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('retries a server hiccup once', async () => {
    const client = createAppQueryClient(() => undefined);
    const queryFn = vi.fn(() => Promise.reject(new ServerError(502)));
    await client.fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
