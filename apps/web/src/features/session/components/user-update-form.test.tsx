import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UserUpdateForm } from './user-update-form';

describe('UserUpdateForm', () => {
  it('after a save starts over as a fresh form: the emptied phone field is not flagged as missing', async () => {
    configureApiClient({ baseUrl: '/api', userName: 'TEST_WEB' });
    const saved = { ...testMember, email: 'yeni@example.com' };
    const fetchMock = mockFetch({ '/api/UpdateUserForEMunicipality': { body: { member: saved } } });
    const onUpdated = vi.fn();
    renderWithProviders(<UserUpdateForm member={testMember} onUpdated={onUpdated} />);

    const email = screen.getByRole('textbox', { name: 'E-posta' });
    await userEvent.clear(email);
    await userEvent.type(email, 'yeni@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cep telefonu' }), '5320000001');
    await userEvent.type(screen.getByLabelText(/^Mevcut şifreniz/), 'Demo2026');
    await userEvent.click(screen.getByRole('button', { name: 'Bilgilerimi güncelle' }));

    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(saved));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/UpdateUserForEMunicipality'))![1]!.body),
    );
    expect(body).toMatchObject({ email: 'yeni@example.com', gsmNumber: '5320000001', password: 'Demo2026' });

    const phone = screen.getByRole('textbox', { name: 'Cep telefonu' });
    await waitFor(() => expect(phone).toHaveValue(''));
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      `Kayıtlı numaranız: ${testMember.phoneMasked}. Değiştirmiyorsanız aynı numarayı yazınız.`,
    );
    expect(screen.getByRole('textbox', { name: 'E-posta' })).toHaveValue('yeni@example.com');
    expect(screen.getByLabelText(/^Mevcut şifreniz/)).toHaveValue('');
  }, 15_000);
});
