import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { GatewayRedirect } from './gateway-redirect';

describe('GatewayRedirect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the bank form once by default (NestPay, the MPI ACS)', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { container } = renderWithProviders(
      <GatewayRedirect gateway={{ url: 'https://bank.example/fim/est3Dgate', fields: { oid: 'EB1', hash: 'x' } }} />,
    );
    const form = container.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://bank.example/fim/est3Dgate');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('opens VakıfBank Common Payment with GET and the token as the query', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { container } = renderWithProviders(
      <GatewayRedirect
        gateway={{
          url: 'https://cptest.vakifbank.com.tr/CommonPayment/SecurePayment',
          method: 'get',
          fields: { Ptkn: 'abc123' },
        }}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form.method).toBe('get');
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('Ptkn=abc123');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
