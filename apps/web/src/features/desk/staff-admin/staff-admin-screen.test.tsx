import type { StaffAccountView } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { desk } from '../../../locales/tr/desk';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useStaffSession } from '../staff-session';
import StaffAdminScreen from './staff-admin-screen';
import { staffSessionReply } from '../../../test/fixtures';

if (!i18n.hasResourceBundle('tr', 'desk')) i18n.addResourceBundle('tr', 'desk', desk);

function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().staff ? children : null;
}

const administrator = { id: 1, userName: 'demo.yonetici', fullName: 'Deniz Arslan', role: 'administrator', unit: null };
const units = [
  { id: 7, name: 'Mali Hizmetler Müdürlüğü' },
  { id: 2, name: 'Fen İşleri Müdürlüğü' },
];
const me: StaffAccountView = {
  id: 1,
  userName: 'demo.yonetici',
  fullName: 'Deniz Arslan',
  role: 'administrator',
  unit: null,
  status: 'active',
  phoneMasked: '(555) *** ** 01',
  lastSignInAt: '2026-11-27T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const operator: StaffAccountView = {
  ...me,
  id: 5,
  userName: 'can.demir',
  fullName: 'Can Demir',
  role: 'complaints_operator',
  unit: units[1],
  lastSignInAt: null,
};

function renderScreen(replies: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch({
    '/api/GetStaffSession': staffSessionReply(administrator),
    '/api/GetStaffAccounts': { body: { accounts: [me, operator], units } },
    ...replies,
  });
  renderWithProviders(
    <SignedIn>
      <StaffAdminScreen />
    </SignedIn>,
    { path: '/yonetim/personel' },
  );
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, name: string) =>
  JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).endsWith(`/api/${name}`))?.[1]?.body));

describe('the desk’s staff and roles', () => {
  it('lists people with role names, never offers to disable oneself, and says who never signed in', async () => {
    renderScreen({});
    expect(await screen.findByText('Şikâyet operatörü')).toBeInTheDocument();
    expect(screen.getByText('Hiç giriş yapmadı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pasifleştir: Can Demir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pasifleştir: Deniz Arslan' })).not.toBeInTheDocument();
  });

  it('creates a person with the unit chosen from the list, and shows the server’s refusal under its field', async () => {
    let tries = 0;
    const fetch = renderScreen({
      '/api/CreateStaffAccount': () =>
        ++tries === 1
          ? {
              status: 400,
              body: { Message: 'Geçerli bir cep telefonu giriniz: (5##) ### ## ##', code: 'bad_input', field: 'phone' },
            }
          : { body: { account: { ...operator, id: 9, fullName: 'Ayşe Yıldız', role: 'revenue_operator' } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yeni personel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni personel hesabı' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kullanıcı adı' }), 'ayse.yildiz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad soyad' }), 'Ayşe Yıldız');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cep telefonu' }), '212');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Birim' }), 'Mali Hizmetler Müdürlüğü');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabı aç' }));
    expect(await within(dialog).findByText('Geçerli bir cep telefonu giriniz: (5##) ### ## ##')).toBeInTheDocument();
    expect(bodyOf(fetch, 'CreateStaffAccount')).toMatchObject({
      staffUserName: 'ayse.yildiz',
      role: 'revenue_operator',
      unitId: 7,
    });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Cep telefonu' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cep telefonu' }), '5551234567');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabı aç' }));
    expect(await screen.findByText('Ayşe Yıldız için hesap açıldı; geçici şifre SMS ile gönderildi.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before disabling a person', async () => {
    const fetch = renderScreen({
      '/api/DisableStaffAccount': { body: { account: { ...operator, status: 'passive' } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pasifleştir: Can Demir' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Can Demir pasifleştirilsin mi?');
    await user.click(within(question).getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(bodyOf(fetch, 'DisableStaffAccount')).toMatchObject({ id: 5 }));
  });
});
