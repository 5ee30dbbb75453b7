import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { complaints } from '../../../locales/tr/complaints';
import { LodgeForm } from './lodge-form';

// The screen adds its namespace when its chunk loads; the form alone is rendered here.
if (!i18n.hasResourceBundle('tr', 'complaints')) i18n.addResourceBundle('tr', 'complaints', complaints);

const replies = (lodged: (body: Record<string, unknown>) => void) => ({
  '/api/GetComplaintCategories': {
    body: {
      categories: [{ code: 'YOL', name: 'Çukur / yol bozukluğu', description: '', unitName: null, active: true }],
      mapTileUrl: null,
    },
  },
  '/api/GetDistrictListFromActiveAddressSource': {
    body: { districts: [{ code: '10', name: 'Cumhuriyet', countyCode: '1', isActive: true }] },
  },
  '/api/GetStreetListWithoutAuthorization': {
    body: { streets: [{ code: '20', name: 'Çınar', type: 'sokak', typeName: 'Sokak', districtCode: '10' }] },
  },
  '/api/GetOuterDoorListWithoutAuthorization': { body: { outerDoors: [] } },
  '/api/LodgeComplaint': (body: Record<string, unknown>) => {
    lodged(body);
    return {
      body: {
        trackingNo: 'BM-2026-000001',
        accessCode: 'ABCDEFGH',
        deadline: '2026-12-23',
        law: '3071',
        status: 'received',
      },
    };
  },
});

describe('complaint form without a tile server (MAP_TILE_URL unset)', () => {
  it('shows no map and lodges with the address picker alone, without a point', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = mockFetch(replies((body) => bodies.push(body)));
    const onLodged = vi.fn();
    renderWithProviders(<LodgeForm onLodged={onLodged} />, { path: '/ComplaintsAndRequests', member: testMember });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Çukur / yol bozukluğu' });
    await user.selectOptions(screen.getByLabelText('Konu'), 'YOL');
    await user.type(screen.getByRole('textbox', { name: /Ne oldu/ }), 'Okulun önündeki yolda derin bir çukur var.');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Cumhuriyet' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Mahalle'), '10');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Çınar' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Cadde / sokak'), '20');

    expect(screen.queryByRole('region', { name: /^Harita: yeri işaretlemek/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Haritanın ortasını konum olarak seç' })).not.toBeInTheDocument();
    expect(screen.queryByText(/haritada da işaretleyiniz/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    await waitFor(() =>
      expect(onLodged).toHaveBeenCalledWith(expect.objectContaining({ trackingNo: 'BM-2026-000001' })),
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ categoryCode: 'YOL', place: { districtCode: '10', streetCode: '20' } });
    expect(bodies[0]).not.toHaveProperty('point');
    // Nothing of the map (no tile request) was fetched.
    expect(fetchMock.mock.calls.every(([url]) => String(url).includes('/api/'))).toBe(true);
  });
});

describe('complaint form for a visitor', () => {
  it('adds no photo before the phone is proven, and its KVKK notice says what is published and what is not', async () => {
    mockFetch(replies(() => undefined));
    renderWithProviders(<LodgeForm onLodged={vi.fn()} />, { path: '/ComplaintsAndRequests' });
    await screen.findByRole('option', { name: 'Çukur / yol bozukluğu' });
    expect(screen.getByRole('button', { name: 'Fotoğraf ekle' })).toBeDisabled();
    expect(
      screen.getByText('Fotoğraf eklemek için önce yukarıda cep telefonunuzu SMS koduyla doğrulayınız.'),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Başvurularda Kişisel Verilerin Korunması Aydınlatma Metni' });
    expect(notice).toHaveTextContent('Açık veri olarak yayımlananlar');
    expect(notice).toHaveTextContent('size verilen yanıt yayımlanmaz');
    expect(notice).toHaveTextContent('sorgulama kodunu bilen kişi görebilir');
    // Not membership's notice: nothing about tax records or e-Devlet.
    expect(notice).not.toHaveTextContent('Vergi kayıtları');
  });
});

describe('complaint form by kind of application', () => {
  it('asks each kind what fits it, and lodges a member’s information request with no place but an address', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch(replies((body) => bodies.push(body)));
    const onLodged = vi.fn();
    renderWithProviders(<LodgeForm onLodged={onLodged} />, { path: '/ComplaintsAndRequests', member: testMember });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Çukur / yol bozukluğu' });
    expect(screen.getByRole('textbox', { name: /Ne oldu\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Öneri' }));
    expect(screen.getByRole('textbox', { name: /Öneriniz nedir\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ne oldu/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bilgi edinme' }));
    await user.selectOptions(screen.getByLabelText('Konu'), 'YOL');
    await user.type(
      screen.getByRole('textbox', { name: /Hangi bilgiyi ya da belgeyi istiyorsunuz\?/ }),
      '2025 yılı bütçe gerçekleşme raporunu istiyorum.',
    );
    expect(screen.getByText('Yer (isteğe bağlı; başvurunuz bir yerle ilgiliyse)')).toBeInTheDocument();
    // A member's TCKN comes from the registry; the address is asked of everyone (4982 art. 6).
    expect(screen.queryByRole('textbox', { name: /T\.C\. Kimlik No/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(
      await screen.findByText('Bilgi edinme başvurusunda ev ya da iş adresinizi yazınız (4982 sayılı Kanun md. 6).'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(
      screen.getByRole('textbox', { name: /Ev ya da iş adresiniz/ }),
      'Gül Sokak No: 1 D: 3, Cumhuriyet Mahallesi',
    );
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    await waitFor(() => expect(onLodged).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      kind: 'bilgi_edinme',
      applicantAddress: 'Gül Sokak No: 1 D: 3, Cumhuriyet Mahallesi',
    });
    expect(bodies[0]).not.toHaveProperty('place');
    expect(bodies[0]).not.toHaveProperty('kvkkAccepted');
  });

  it('asks a visitor’s information request for a valid TCKN, and gives the KVKK notice without asking consent', async () => {
    mockFetch(replies(() => undefined));
    renderWithProviders(<LodgeForm onLodged={vi.fn()} />, { path: '/ComplaintsAndRequests' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Çukur / yol bozukluğu' });
    expect(screen.queryByRole('checkbox', { name: /Aydınlatma|kabul ediyorum/ })).not.toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Başvurularda Kişisel Verilerin Korunması Aydınlatma Metni' });
    expect(notice).toHaveTextContent('fotoğraflar');
    expect(notice).toHaveTextContent('Kimler görür');
    await user.click(screen.getByRole('radio', { name: 'Bilgi edinme' }));
    await user.selectOptions(screen.getByLabelText('Konu'), 'YOL');
    await user.type(
      screen.getByRole('textbox', { name: /Hangi bilgiyi/ }),
      '2025 yılı bütçe gerçekleşme raporunu istiyorum.',
    );
    await user.type(screen.getByRole('textbox', { name: /T\.C\. Kimlik No/ }), '10000000147');
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText('Geçerli bir T.C. Kimlik No giriniz.')).toBeInTheDocument();
  });
});
