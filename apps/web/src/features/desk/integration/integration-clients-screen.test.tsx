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
      '/api/GetStaffSession': { body: { staff: administrator } },
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
});
