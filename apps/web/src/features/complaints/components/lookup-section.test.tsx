import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { complaints } from '../../../locales/tr/complaints';
import { LookupSection } from './lookup-section';

if (!i18n.hasResourceBundle('tr', 'complaints')) i18n.addResourceBundle('tr', 'complaints', complaints);

const complaint = (phoneToVerify: boolean) => ({
  trackingNo: 'BM-2026-000007',
  kind: 'sikayet',
  kindName: 'Şikâyet',
  categoryName: 'Çöp toplanmadı',
  description: 'Konteynerler üç gündür boşaltılmadı.',
  placeText: 'Çınar Sokak önü',
  status: 'received',
  statusName: 'Alındı',
  createdAt: '2026-11-20T09:00:00.000Z',
  deadline: '2026-12-21',
  law: '3071',
  answer: null,
  rejectionReason: null,
  photoCount: 0,
  history: [],
  phoneToVerify,
});

describe('Başvuru sorgula', () => {
  it('asks for the look-up code, not the phone, and offers an unproven phone its SMS check', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      '/api/GetComplaintByTrackingNo': (body: unknown) => {
        bodies.push(body);
        return { body: { complaint: complaint(true) } };
      },
    });
    renderWithProviders(<LookupSection />, { path: '/ComplaintsAndRequests' });
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /Cep telefonu/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Başvuru numarası/ }), 'BM-2026-000007');
    await user.type(screen.getByRole('textbox', { name: /Sorgulama kodu/ }), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Sorgula' }));
    await waitFor(() =>
      expect(bodies).toEqual([expect.objectContaining({ trackingNo: 'BM-2026-000007', accessCode: 'ABCDEFGH' })]),
    );
    expect(bodies[0]).not.toHaveProperty('phone');
    expect(await screen.findByRole('heading', { name: 'Telefonunuzu doğrulayınız' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Cep telefonu/ })).toBeInTheDocument();
  });
});
