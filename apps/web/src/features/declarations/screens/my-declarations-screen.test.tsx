import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import MyDeclarationsScreen from './my-declarations-screen';

const advertising = {
  declarationId: 41,
  declarationNo: 'BYN-2026-000041',
  kind: 'advertising',
  kindName: 'İlan ve reklam vergisi beyanı',
  year: 2026,
  title: 'Işıklı tabela — 2026-11-01',
  submittedAt: '2026-11-02T09:30:00.000Z',
  totalKurus: 1_200_000,
  paidKurus: 0,
  openKurus: 1_200_000,
  summaryUrl: '/api/declarations/41.pdf',
  documents: [
    {
      fileId: '7f0c2a52-4b8e-4a55-9d3a-0b0e1f6f0a11',
      fileName: 'tabela-foto.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 48_000,
    },
  ],
};

const ect = {
  declarationId: 40,
  declarationNo: 'BYN-2026-000040',
  kind: 'ect',
  kindName: 'Çevre temizlik vergisi beyanı',
  year: 2026,
  title: 'ÇTV — Lokanta, 2026',
  submittedAt: '2026-03-10T08:00:00.000Z',
  totalKurus: 500_000,
  paidKurus: 250_000,
  openKurus: 250_000,
  summaryUrl: '/api/declarations/40.pdf',
  documents: [],
};

const ectAccruals = {
  accruals: [
    {
      accrualId: 901,
      revenueCode: 'CTV',
      description: '2026 Çevre Temizlik Vergisi (işyeri, 3. grup) 1. taksit',
      installment: 1,
      dueDate: '2026-05-31',
      principalKurus: 250_000,
      paidKurus: 250_000,
    },
    {
      accrualId: 902,
      revenueCode: 'CTV',
      description: '2026 Çevre Temizlik Vergisi (işyeri, 3. grup) 2. taksit',
      installment: 2,
      dueDate: '2026-11-30',
      principalKurus: 250_000,
      paidKurus: 0,
    },
  ],
};

const collection = {
  collectionId: 77,
  receiptNo: '2026-0000077',
  collectedAt: '2026-05-20T10:15:00.000Z',
  totalKurus: 250_000,
  lines: [
    {
      accrualId: 901,
      description: '2026 Çevre Temizlik Vergisi (işyeri, 3. grup) 1. taksit',
      principalKurus: 250_000,
      interestKurus: 0,
    },
  ],
};

function replies(declarations: unknown[]) {
  return {
    '/api/RetrieveDeclarationSummary': { body: { declarations } },
    '/api/GetDeclarationAccruments': (body: Record<string, unknown>) => ({
      body: body.declarationId === 40 ? ectAccruals : { accruals: [] },
    }),
    '/api/RetrieveAccrumentModulTypes': { body: { types: [{ code: 'CTV', name: 'Çevre Temizlik Vergisi' }] } },
    '/api/GetDeclarationCollectionsForEMunicipality': (body: Record<string, unknown>) => ({
      body: { collections: body.declarationId === 40 ? [collection] : [] },
    }),
    '/api/RetrieveCollectionDetailByCollectionOid': { body: collection },
  };
}

describe('my declarations (/Beyanlarim)', () => {
  it('lists each declaration with what was paid and what is left, its PDF summary and a way to pay the rest', async () => {
    const fetchMock = mockFetch(replies([advertising, ect]));
    renderWithProviders(<MyDeclarationsScreen />, { path: '/Beyanlarim', member: testMember });

    const list = await screen.findByRole('list', { name: 'Beyannameleriniz' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'İlan ve reklam vergisi beyanı — BYN-2026-000041',
    );
    expect(within(first).getByText('Ödenmedi')).toBeInTheDocument();
    expect(within(second).getByText('Kısmen ödendi')).toBeInTheDocument();
    expect(first).toHaveTextContent('Verildiği tarih02.11.2026');
    expect(within(first).getByRole('link', { name: /Beyanname özeti \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/declarations/41.pdf',
    );
    expect(
      within(second).getByRole('link', { name: /Kalanı öde: BYN-2026-000040 numaralı beyanname, ₺2\.500,00/ }),
    ).toHaveAttribute('href', '/DebtQuestioning');
    // The totals over all declarations: 12.000 + 5.000, of which 2.500 paid.
    expect(screen.getByRole('region', { name: /Bütün beyannameleriniz/ })).toHaveTextContent('₺17.000,00');
    expect(screen.getByRole('region', { name: /Bütün beyannameleriniz/ })).toHaveTextContent('₺14.500,00');
    // Details are asked only when opened.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('GetDeclarationAccruments'))).toBe(false);
  });

  it('opens a declaration’s accruals, payments and documents, and one payment’s detail', async () => {
    mockFetch(replies([advertising, ect]));
    renderWithProviders(<MyDeclarationsScreen />, { path: '/Beyanlarim', member: testMember });

    const card = (await screen.findAllByRole('article'))[1];
    const toggle = within(card).getByRole('button', { name: 'Ayrıntılar: BYN-2026-000040 numaralı beyanname' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const accruals = await within(card).findByRole('list', { name: 'Tahakkuklar' });
    const rows = within(accruals).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Çevre Temizlik Vergisi · 1. taksit · Son ödeme: 31.05.2026');
    expect(rows[0]).toHaveTextContent('Ödendi');
    expect(rows[1]).toHaveTextContent('Ödenmedi');

    const payments = await within(card).findByRole('list', { name: 'Ödemeler' });
    expect(payments).toHaveTextContent('Makbuz no 2026-0000077');
    expect(within(card).getByText('Bu beyana belge eklenmedi.')).toBeInTheDocument();

    await userEvent.click(within(payments).getByRole('button', { name: 'Ayrıntı: 2026-0000077 numaralı makbuz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme ayrıntısı' });
    expect(await within(dialog).findByText('Anapara: ₺2.500,00 · Gecikme zammı: ₺0,00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  });

  it('opens the declaration a result page links to, with its documents', async () => {
    mockFetch(replies([advertising, ect]));
    renderWithProviders(<MyDeclarationsScreen />, { path: '/Beyanlarim?beyan=41', member: testMember });
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByRole('button', { name: /^Ayrıntılar/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('Bu beyan için tahakkuk yok.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Görüntüle: tabela-foto.jpg' })).toBeInTheDocument();
  });

  it('says so when there is no declaration yet, and shows the server’s sentence when the list fails', async () => {
    mockFetch(replies([]));
    const { unmount } = renderWithProviders(<MyDeclarationsScreen />, { path: '/Beyanlarim', member: testMember });
    expect(await screen.findByText(/Henüz verdiğiniz bir beyanname bulunmuyor/)).toBeInTheDocument();
    unmount();

    mockFetch({
      '/api/RetrieveDeclarationSummary': {
        status: 503,
        body: { Message: 'Hizmet şu anda kullanılamıyor.', code: 'unavailable' },
      },
    });
    renderWithProviders(<MyDeclarationsScreen />, { path: '/Beyanlarim', member: testMember });
    expect(await screen.findByText('Beyannameleriniz yüklenemedi.')).toBeInTheDocument();
    expect(screen.getAllByText('Hizmet şu anda kullanılamıyor.').length).toBeGreaterThan(0);
  });
});
