import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readSms } from './membership';

/** The demo desk accounts (README "Try it"; apps/api/src/seed/staff.ts). */
export const demoStaff = {
  administrator: { userName: 'demo.yonetici', password: 'Demo2026', phone: '5559990001', name: 'Deniz Arslan' },
  operator: { userName: 'demo.operator', password: 'Demo2026', phone: '5559990002', name: 'Can Demir' },
  /** The contract-cancellation desk's two operators (decisions 056–057: the issuer does not record the refund). */
  subscriptions: { userName: 'demo.abone', password: 'Demo2026', phone: '5559990003', name: 'Selin Koç' },
  subscriptionsSecond: { userName: 'demo.abone2', password: 'Demo2026', phone: '5559990004', name: 'Emre Şahin' },
  /** The revenue office: an operator, and the supervisor who approves a refund above the limit (four eyes). */
  revenue: { userName: 'demo.gelir', password: 'Demo2026', phone: '5559990005', name: 'Ayşe Yıldız' },
  revenueSupervisor: { userName: 'demo.gelirsef', password: 'Demo2026', phone: '5559990006', name: 'Murat Aydın' },
  /**
   * The IT unit's administrator: the settings and staff journeys sign in as them, so that a whole run's
   * administrator journeys stay within one account's sign-in codes per quarter hour (decision 052).
   */
  itAdministrator: { userName: 'demo.bilgiislem', password: 'Demo2026', phone: '5559990007', name: 'Kerem Çelik' },
} as const;

/** Signs a staff member in at /yonetim/giris: password, then the SMS code read from the sandbox inbox. */
export async function signInToDesk(
  page: Page,
  context: BrowserContext,
  staff: { userName: string; password: string; phone: string },
): Promise<void> {
  await page.goto('/yonetim/giris');
  // Other journeys on this portal sign the same account in: only a code sent after this request is ours.
  const inbox = `/sandbox/sms/messages.json?phone=${staff.phone}`;
  const countBefore = ((await (await context.request.get(inbox)).json()) as { messages: unknown[] }).messages.length;
  await page.getByLabel('Kullanıcı adı').fill(staff.userName);
  await page.getByLabel('Şifre').fill(staff.password);
  await page.getByRole('button', { name: 'Devam et' }).click();
  // After wrong passwords for the account or from this address (another journey's, or an attack the
  // journey acts out) the server asks for the human verification first: the widget solves it on the
  // second press (decision 051).
  const codeSent = page.getByText(/numaralı telefonunuza bir doğrulama kodu gönderildi/);
  const captcha = page.getByRole('group', { name: 'İnsan doğrulaması' });
  await expect(codeSent.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(codeSent).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => ((await (await context.request.get(inbox)).json()) as { messages: unknown[] }).messages.length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(countBefore);
  const code = await readSms(context, staff.phone, /personel giriş kodunuz: (\d{6})/);
  await page.getByLabel('SMS doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Masa menüsü' })
      .or(page.getByRole('button', { name: 'Menü', exact: true }))
      .first(),
  ).toBeVisible();
}

/**
 * A noise complaint (Zabıta's) lodged through the API by the member signed in on `page`, so a desk
 * queue has something in it; its tracking number.
 */
export async function lodgeNoiseComplaint(page: Page): Promise<string> {
  const { streets } = await (
    await page.request.post('/api/GetStreetListWithoutAuthorization', { data: { districtCode: '990101' } })
  ).json();
  const lodged = await page.request.post('/api/LodgeComplaint', {
    data: {
      kind: 'sikayet',
      categoryCode: 'gurultu',
      description: 'Gece yarısından sonra yüksek sesle müzik çalınıyor.',
      place: { districtCode: '990101', streetCode: streets[0].code },
      kvkkAccepted: true,
    },
  });
  expect(lodged.ok()).toBeTruthy();
  return ((await lodged.json()) as { trackingNo: string }).trackingNo;
}
