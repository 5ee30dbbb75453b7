import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import EntertainmentDeclarationScreen from './entertainment-declaration-screen';

const placeTypes = [
  { code: 'SINEMA', name: 'Sinema salonu' },
  { code: 'LUNAPARK', name: 'Lunapark' },
];

const entertainmentTypes = [
  {
    code: 'SINEMA_GOSTERIM',
    name: 'Sinema gösterimi',
    basis: 'hasilat',
    rateBasisPoints: 500,
    dailyAmountKurus: null,
    placeTypeCodes: ['SINEMA'],
  },
  {
    code: 'LUNAPARK_OYUN',
    name: 'Lunapark oyunları (oyuncak başına)',
    basis: 'gunluk',
    rateBasisPoints: null,
    dailyAmountKurus: 6_000,
    placeTypeCodes: ['LUNAPARK'],
  },
];

const computation = {
  year: 2026,
  breakdown: [
    { label: 'Günlük tutar', value: '₺60,00 × 3 adet' },
    { label: 'Gün', value: '12' },
    { label: 'Eğlence vergisi', value: '₺2.160,00' },
  ],
  totalKurus: 216_000,
  installments: [
    {
      revenueCode: 'EGLENCE',
      installment: 10,
      dueDate: '2026-11-20',
      amountKurus: 216_000,
      description: '2026-10 Eğlence Vergisi — Lunapark oyunları (oyuncak başına)',
    },
  ],
};

function serverReplies() {
  return mockFetch({
    '/api/RetrieveEntertainmentPlaceTypes': { body: { items: placeTypes } },
    '/api/RetrieveEntertainmentTypes': { body: { items: entertainmentTypes } },
    '/api/RetrieveParametersWithoutAuthorization': {
      body: { parameters: [{ code: 'DOSYA_AZAMI_BOYUT_MB', group: 'DOSYA', value: '5', description: '' }] },
    },
    '/api/PreviewEMunicipalityEntertainmentDeclaration': { body: computation },
    '/api/RecordEMunicipalityEntertainmentDeclaration': {
      body: {
        declarationId: 52,
        declarationNo: 'BYN-2026-000052',
        computation,
        summaryUrl: '/api/declarations/52.pdf',
      },
    },
  });
}

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Types a whole value at once (a paste): long texts key by key make the test slow and prove nothing more. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(value);
}
const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('the entertainment tax declaration', { timeout: 60_000 }, () => {
  it('asks for the days of a daily type, in Turkish, and files it to a declaration number', async () => {
    const user = userEvent.setup();
    const fetchMock = serverReplies();
    renderWithProviders(<EntertainmentDeclarationScreen />, {
      path: '/EMunicipalityEntertainmentDeclaration',
      member: testMember,
    });

    // The owner is the signed-in registry.
    expect(await screen.findByText('Ali Yılmaz')).toBeInTheDocument();
    // No entertainment can be chosen before the place.
    expect(select(/Eğlence türü/)).toBeDisabled();
    await waitFor(() =>
      expect(within(select(/Yer türü/)).getByRole('option', { name: 'Lunapark' })).toBeInTheDocument(),
    );
    await user.selectOptions(select(/Yer türü/), 'LUNAPARK');
    const types = select(/Eğlence türü/);
    expect(within(types).queryByRole('option', { name: 'Sinema gösterimi' })).not.toBeInTheDocument();
    await user.selectOptions(types, 'LUNAPARK_OYUN');
    expect(types).toHaveAccessibleDescription('Bu türde vergi, adet başına günlük ₺60,00 tutarındadır.');
    expect(screen.queryByRole('textbox', { name: /Bilet hasılatı/ })).not.toBeInTheDocument();
    await fill(user, /Eğlence yerinin adresi/, 'Sahil Mah. Lunapark Alanı No: 1');

    // Checking with the days empty: the server's sentence under the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await waitFor(() => expect(field(/Gün sayısı/)).toHaveAccessibleDescription('Gün sayısını giriniz.'));
    expect(field(/Gün sayısı/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(fetchMock, 'RecordEMunicipalityEntertainmentDeclaration')).toHaveLength(0);

    await fill(user, /Gün sayısı/, '12');
    await fill(user, /Adet/, '3');
    const panel = screen.getByRole('region', { name: 'Vergi önizlemesi' });
    expect(
      await within(panel).findByText('₺2.160,00', { selector: '[data-testid="preview-total"]' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('₺60,00 × 3 adet')).toBeInTheDocument();
    const lastPreview = () => bodiesOf(fetchMock, 'PreviewEMunicipalityEntertainmentDeclaration').at(-1);
    await waitFor(() =>
      expect(lastPreview()).toMatchObject({
        placeTypeCode: 'LUNAPARK',
        entertainmentTypeCode: 'LUNAPARK_OYUN',
        days: 12,
        units: 3,
      }),
    );
    expect(lastPreview()).not.toHaveProperty('takingsKurus');

    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    const details = await screen.findByRole('region', { name: 'Beyan bilgileri' });
    expect(within(details).getByText('Lunapark oyunları (oyuncak başına)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beyanı gönder' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).getByRole('button', { name: 'Evet' }),
    );
    expect(await screen.findByTestId('declaration-number')).toHaveTextContent('BYN-2026-000052');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Beyanname özetini indir \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/declarations/52.pdf',
    );
    const [recorded] = bodiesOf(fetchMock, 'RecordEMunicipalityEntertainmentDeclaration');
    expect(recorded).toMatchObject({ entertainmentTypeCode: 'LUNAPARK_OYUN', days: 12, units: 3, documents: [] });
  });

  it('takes the takings of a share-of-takings type in lira, Turkish style, and says when they are not a sum', async () => {
    const user = userEvent.setup();
    const fetchMock = serverReplies();
    renderWithProviders(<EntertainmentDeclarationScreen />, {
      path: '/EMunicipalityEntertainmentDeclaration',
      member: testMember,
    });
    await waitFor(() =>
      expect(within(select(/Yer türü/)).getByRole('option', { name: 'Sinema salonu' })).toBeInTheDocument(),
    );
    await user.selectOptions(select(/Yer türü/), 'SINEMA');
    await user.selectOptions(select(/Eğlence türü/), 'SINEMA_GOSTERIM');
    expect(select(/Eğlence türü/)).toHaveAccessibleDescription('Bu türde vergi, bilet hasılatının %5 oranıdır.');
    expect(screen.queryByRole('textbox', { name: /Gün sayısı/ })).not.toBeInTheDocument();
    await fill(user, /Eğlence yerinin adresi/, 'Çarşı Mah. Sinema Sok. No: 4');

    await fill(user, /Bilet hasılatı/, '12,345');
    await waitFor(() =>
      expect(field(/Bilet hasılatı/)).toHaveAccessibleDescription(
        'Hasılatı TL olarak yazınız, kuruşu virgülle ayırınız (örnek: 125.000,50).',
      ),
    );

    await fill(user, /Bilet hasılatı/, '1.250.000,50');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PreviewEMunicipalityEntertainmentDeclaration').at(-1)).toMatchObject({
        takingsKurus: 125_000_050,
      }),
    );
    expect(bodiesOf(fetchMock, 'PreviewEMunicipalityEntertainmentDeclaration').at(-1)).not.toHaveProperty('days');

    // Another place: the entertainment no longer fits and is no longer chosen.
    await user.selectOptions(select(/Yer türü/), 'LUNAPARK');
    await waitFor(() => expect(select(/Eğlence türü/)).toHaveValue(''));
  });
});
