import type { IntegrationClient } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import IntegrationClientsScreen from './integration-clients-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const administrator = { id: 1, userName: 'demo.yonetici', fullName: 'Derya Aksoy', role: 'administrator', unit: null };

const existing: IntegrationClient = {
  id: 3,
  name: 'Gelir Yönetim Sistemi',
  keyPrefix: 'gys_AbCd1234',
  allowList: [],
  createdBy: 'Derya Aksoy',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('the desk’s integration keys', () => {
  it('says an empty allow-list lets every address in, and shows a new key once with a copy button', async () => {
    let clients = [existing];
    const fetch = mockFetch({
      '/api/GetStaffSession': staffSessionReply(administrator),
      '/api/GetIntegrationClients': () => ({ body: { clients } }),
      '/api/IssueIntegrationClient': (body) => {
        const client = { ...existing, id: 4, name: String(body.name), allowList: body.allowList as string[] };
        clients = [client, ...clients];
        return { body: { client, apiKey: 'gys_thekeyshownonlyonce' } };
      },
    });
    renderWithProviders(
      <SignedIn>
        <IntegrationClientsScreen />
      </SignedIn>,
      { path: '/yonetim/entegrasyon-anahtarlari' },
    );
    expect(await screen.findByText('Her adres (liste boş)')).toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Anahtar ver' });
    await user.type(within(form).getByRole('textbox', { name: 'Sistem adı' }), 'Banka köprüsü');
    await user.type(
      within(form).getByRole('textbox', { name: 'İzin verilen adresler' }),
      '192.0.2.0/24{enter}10.0.0.7',
    );
    await user.click(within(form).getByRole('button', { name: 'Anahtar ver' }));

    expect(await screen.findByText('gys_thekeyshownonlyonce')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopyala' })).toBeInTheDocument();
    const issued = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/IssueIntegrationClient'));
    expect(JSON.parse(String(issued?.[1]?.body))).toMatchObject({
      name: 'Banka köprüsü',
      allowList: ['192.0.2.0/24', '10.0.0.7'],
    });
    await waitFor(() => expect(screen.getByText('192.0.2.0/24, 10.0.0.7')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'İptal et: Banka köprüsü' })).toBeInTheDocument();
  });

  it('asks before revoking a key, and revokes nothing when the answer is no', async () => {
    const fetch = mockFetch({
      '/api/GetStaffSession': staffSessionReply(administrator),
      '/api/GetIntegrationClients': { body: { clients: [existing] } },
      '/api/RevokeIntegrationClient': { body: { client: { ...existing, revokedAt: '2026-11-27T09:00:00.000Z' } } },
    });
    renderWithProviders(
      <SignedIn>
        <IntegrationClientsScreen />
      </SignedIn>,
      { path: '/yonetim/entegrasyon-anahtarlari' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'İptal et: Gelir Yönetim Sistemi' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('“Gelir Yönetim Sistemi” anahtarı iptal edilsin mi?');
    await user.click(within(question).getByRole('button', { name: 'Hayır' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/RevokeIntegrationClient'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'İptal et: Gelir Yönetim Sistemi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/RevokeIntegrationClient'))).toHaveLength(1),
    );
  });
});
