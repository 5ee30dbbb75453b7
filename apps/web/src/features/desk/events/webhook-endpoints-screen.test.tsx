import type { WebhookEndpoint } from '@ebelediye/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import WebhookEndpointsScreen from './webhook-endpoints-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const administrator = {
  id: 1,
  userName: 'demo.yonetici',
  fullName: 'Ayşe Yönetici',
  role: 'administrator',
  unit: null,
};

const gaveUp: WebhookEndpoint = {
  id: 3,
  url: 'https://gelir.belediye.example/olaylar',
  description: 'Gelir yönetim sistemi',
  enabled: false,
  disabledReason:
    'Olaylar üç gündür teslim edilemiyor; uç nokta otomatik olarak devre dışı bırakıldı. Son hata: HTTP 503',
  createdAt: '2026-11-20T08:00:00.000Z',
  deliveredUpTo: 'evt_120',
  waiting: 42,
  oldestWaitingSeconds: 3 * 86_400 + 3600,
  lastFailure: { since: '2026-11-24T07:00:00.000Z', status: 503, error: 'HTTP 503: bakımda' },
};

describe('the desk’s olay abonelikleri', () => {
  it('shows a disabled endpoint, its backlog and why; the secret of a new one once; replays from an event', async () => {
    const replays: Record<string, unknown>[] = [];
    mockFetch({
      '/api/GetStaffSession': staffSessionReply(administrator),
      '/api/GetWebhookEndpoints': { body: { endpoints: [gaveUp] } },
      '/api/AddWebhookEndpoint': (body) => ({
        body: {
          endpoint: { ...gaveUp, id: 4, url: body.url, description: body.description, enabled: true, waiting: 0 },
          secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
        },
      }),
      '/api/ReplayWebhookEvents': (body) => {
        replays.push(body);
        return { body: { queued: 7 } };
      },
    });
    renderWithProviders(
      <SignedIn>
        <WebhookEndpointsScreen />
      </SignedIn>,
      { path: '/yonetim/olay-abonelikleri' },
    );
    expect(await screen.findByText(/Devre dışı kalmış bir abonelik var/)).toBeInTheDocument();
    expect(screen.getAllByText(/üç gündür teslim edilemiyor/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('42').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 gün 1 sa').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adres (https://…)'), 'https://yeni.example/olay');
    await user.type(screen.getByLabelText('Açıklama'), 'Yeni sistem');
    await user.click(screen.getByRole('button', { name: 'Abonelik ekle' }));
    expect(await screen.findByText('whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Yeniden gönder: Gelir yönetim sistemi' })[0]);
    await user.type(screen.getByLabelText('Şu olaydan (evt_…)'), 'evt_100');
    await user.click(screen.getByRole('button', { name: 'Yeniden gönder' }));
    await waitFor(() => expect(replays).toMatchObject([{ id: 3, fromEventId: 'evt_100' }]));
    expect(await screen.findByText('7 olay yeniden gönderilmek üzere sıraya alındı.')).toBeInTheDocument();
  });
});
