import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import EctAnnualPriceScreen from '../features/reference/screens/ect-annual-price';
import ResolutionCouncilObservationScreen from '../features/resolutions/screens/resolution-council-observation';

const prices = (year: number) => ({
  year,
  years: [2025, 2026],
  items: [
    {
      municipalityType: 'buyuksehir',
      municipalityTypeName: 'Büyükşehir belediyesi',
      buildingGroup: 1,
      grade: 1,
      amountKurus: 5_200_000,
    },
    {
      municipalityType: 'buyuksehir',
      municipalityTypeName: 'Büyükşehir belediyesi',
      buildingGroup: 1,
      grade: 2,
      amountKurus: 3_900_050,
    },
  ],
});

describe('a reference table screen', () => {
  it('reads its filters from the address and shows amounts as Turkish lira', async () => {
    const fetchMock = mockFetch({ '/api/RetrieveECTAnnualPrices': (body) => ({ body: prices(Number(body.year)) }) });
    renderWithProviders(<EctAnnualPriceScreen />, { path: '/ECTAnnualPrice?yil=2025&grup=1' });
    const table = await screen.findByRole('table', { name: 'Çevre Temizlik Vergisi Tarifesi (2025)' });
    expect(within(table).getByRole('cell', { name: '₺39.000,50' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('1. grup');
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body).toMatchObject({ year: 2025, buildingGroup: 1 });
    expect(screen.getByText('2 kayıt')).toBeInTheDocument();
  });

  it('says so in Turkish when a year has no table', async () => {
    mockFetch({ '/api/RetrieveECTAnnualPrices': { body: { year: 2031, years: [2025, 2026], items: [] } } });
    renderWithProviders(<EctAnnualPriceScreen />, { path: '/ECTAnnualPrice?yil=2031' });
    expect(await screen.findByText('2031 yılı için henüz bir tablo yayımlanmadı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeDisabled();
  });

  it('shows the server’s sentence when the call fails, and tries again on request', async () => {
    let calls = 0;
    mockFetch({
      '/api/RetrieveECTAnnualPrices': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { Message: 'Hizmet şu anda kullanılamıyor.', code: 'unavailable' } }
          : { body: prices(2026) };
      },
    });
    renderWithProviders(<EctAnnualPriceScreen />, { path: '/ECTAnnualPrice?yil=2026' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tablo yüklenemedi.');
    expect(alert).toHaveTextContent('Hizmet şu anda kullanılamıyor.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('the resolution screens', () => {
  it('open one decision from its shareable address, and say so when it does not exist', async () => {
    mockFetch({
      '/api/GetResolution': { status: 404, body: { Message: 'Aradığınız karar bulunamadı.', code: 'not_found' } },
    });
    renderWithProviders(<ResolutionCouncilObservationScreen />, { path: '/ResolutionCouncilObservation?karar=999999' });
    expect(await screen.findByText('Aradığınız karar bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karar listesine dön' })).toHaveAttribute(
      'href',
      '/ResolutionCouncilObservation',
    );
  });

  it('show the full text, the PDF and the link to share', async () => {
    mockFetch({
      '/api/GetResolution': {
        body: {
          resolution: {
            id: 7,
            kind: 'council',
            year: 2026,
            number: 12,
            decidedOn: '2026-02-04',
            typeCode: 'IMAR',
            typeName: 'İmar planı ve değişiklikleri',
            subject: 'Çamlık Mahallesi imar planı değişikliği',
            hasAttachment: true,
            meeting: 'Şubat Ayı Olağan Toplantısı, 1. Birleşim',
            body: 'Birinci paragraf.\n\nİkinci paragraf; karar verildi.',
            attachment: {
              fileName: 'meclis-karari-2026-12.pdf',
              sizeBytes: 2400,
              url: '/api/resolutions/7/attachment',
            },
          },
        },
      },
    });
    renderWithProviders(<ResolutionCouncilObservationScreen />, {
      path: '/ResolutionCouncilObservation?yil=2026&karar=7',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Çamlık Mahallesi imar planı değişikliği' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Karar 2026/12')).toBeInTheDocument();
    expect(screen.getByText('04.02.2026')).toBeInTheDocument();
    expect(screen.getByText('İkinci paragraf; karar verildi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kararın PDF dosyası \(2 KB\)/ })).toHaveAttribute(
      'href',
      '/api/resolutions/7/attachment',
    );
    expect(screen.getByRole('textbox', { name: 'Paylaşılabilir bağlantı' })).toHaveValue(
      `${window.location.origin}/ResolutionCouncilObservation?karar=7`,
    );
    // Back to the list keeps its filters.
    expect(screen.getByRole('link', { name: 'Karar listesine dön' })).toHaveAttribute(
      'href',
      '/ResolutionCouncilObservation?yil=2026',
    );
  });
});
