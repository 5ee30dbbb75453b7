import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMenu } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import HomeScreen from './home-screen';

const contactParameters = [
  { code: 'DESTEK_TELEFONU', group: 'ILETISIM', value: '444 12 34', description: '' },
  { code: 'DESTEK_EPOSTA', group: 'ILETISIM', value: 'destek@sile.example', description: '' },
  { code: 'ADRES', group: 'ILETISIM', value: 'Meydan No: 1, Şile', description: '' },
];

function renderHome() {
  const fetchMock = mockFetch({
    '/api/RetrieveMenus': { body: { items: testMenu } },
    '/api/RetrieveParametersWithoutAuthorization': { body: { parameters: contactParameters } },
  });
  renderWithProviders(<HomeScreen />, { path: '/anasayfa' });
  return fetchMock;
}

describe('the home screen', () => {
  it('names the municipality and links its web site in a new tab', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Şile Belediyesi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Belediyemizin web sitesi (yeni sekmede açılır)' })).toHaveAttribute(
      'href',
      'https://sile.example',
    );
  });

  it('shows the mayor with a described photo and a link to more', async () => {
    renderHome();
    const card = await screen.findByRole('region', { name: 'Ayşe Işık' });
    expect(within(card).getByRole('img', { name: 'Belediye Başkanı Ayşe Işık' })).toHaveAttribute(
      'src',
      '/test/baskan.svg',
    );
    expect(within(card).getByText('Belediye Başkanı')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Başkanımızı tanıyın/ })).toHaveAttribute(
      'href',
      'https://sile.example/baskan',
    );
  });

  it('lists as services the menu screens that exist, but not itself', async () => {
    renderHome();
    const services = await screen.findByRole('region', { name: 'Çevrimiçi hizmetler' });
    expect(await within(services).findByRole('link', { name: /Çevre Temizlik Menüsü/ })).toHaveAttribute(
      'href',
      '/mobil-menu',
    );
    expect(within(services).queryByRole('link', { name: 'Anasayfa' })).not.toBeInTheDocument();
    expect(within(services).queryByRole('link', { name: /Borç Yapılandırma/ })).not.toBeInTheDocument();
  });

  it('shows the public contact parameters of group ILETISIM', async () => {
    const fetchMock = renderHome();
    const contact = await screen.findByRole('region', { name: 'İletişim' });
    expect(await within(contact).findByRole('link', { name: '444 12 34' })).toHaveAttribute('href', 'tel:4441234');
    expect(within(contact).getByRole('link', { name: 'destek@sile.example' })).toHaveAttribute(
      'href',
      'mailto:destek@sile.example',
    );
    expect(within(contact).getByText('Meydan No: 1, Şile')).toBeInTheDocument();

    const parameterCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/RetrieveParametersWithoutAuthorization'),
    );
    expect(JSON.parse(String(parameterCall?.[1]?.body))).toMatchObject({ group: 'ILETISIM' });
  });
});
