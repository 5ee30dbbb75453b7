import { istanbulMinuteOfDay } from '@ebelediye/contract/settings';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { serverNow } from './support/clock';
import { demo } from './support/demo-calendar';
import { newDebtor } from './support/debtor';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';

// The deployment settings at the desk (decision 086): an administrator renames the mayor, sets a pause
// window around this very minute and uploads the receipt logo; the citizen's side follows without a
// restart. Every journey of the run shares the portal, so the journey puts everything back.

/** A 48 × 32 PNG in the municipality's purple. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAYAAABU1PscAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZElEQVR4nO2TQQ3AABDCEISSmpvkTcQezSU8+JcGQp/3cmIDsAL1LbIJ1TfJTtybiQ3ACtS3yCZU3yQ7cW8mNgArUN8im1B9k+zEvZnYAKxAfYtsQvVNshP3ZmIDsAL1Lf6Z0AeeXhi1rZ22RwAAAABJRU5ErkJggg==',
  'base64',
);

const demoMayor = 'Deniz Işıkçı';
const newMayor = 'Nazlı Çağlayan';

async function setField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
}

test('an administrator changes the mayor, the pause window and the logo, and the portal follows', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // A citizen with a debt to pay, made before the pause window (signing up changes state too).
  const { debt } = await newDebtor(page);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInToDesk(desk, deskContext, demoStaff.itAdministrator);
  await desk.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Ayarlar' }).click();
  await expect(desk).toHaveURL(/\/yonetim\/ayarlar$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Belediye başkanı' })).toBeVisible();
  // A secret is never shown: its field is empty and says it is set.
  await expect(desk.getByLabel('Mağaza anahtarı (store key)', { exact: true })).toHaveValue('');
  await expect(desk.getByText(/Kayıtlı \(gösterilmez\)/).first()).toBeVisible();

  // A bad value is refused under its own field, by the same schema as the API's.
  // From the keyboard: Enter in a field saves, and focus goes to the field in error.
  await setField(desk, 'Duraklatma başlangıcı: saat', '25');
  await desk.getByLabel('Belediye başkanının adı', { exact: true }).press('Enter');
  await expect(desk.getByText('Duraklatma başlangıç saati 0 ile 23 arasında olmalıdır.')).toBeVisible();
  await expect(desk.getByLabel('Duraklatma başlangıcı: saat', { exact: true })).toBeFocused();

  // The mayor's name, and a pause window from this minute for an hour (Istanbul time, the server's clock).
  const minute = istanbulMinuteOfDay(serverNow());
  const start = minute;
  const finish = (minute + 60) % 1440;
  await setField(desk, 'Belediye başkanının adı', newMayor);
  await setField(desk, 'Duraklatma başlangıcı: saat', String(Math.floor(start / 60)));
  await setField(desk, 'Duraklatma başlangıcı: dakika', String(start % 60));
  await setField(desk, 'Duraklatma bitişi: saat', String(Math.floor(finish / 60)));
  await setField(desk, 'Duraklatma bitişi: dakika', String(finish % 60));
  await expect(desk.getByText(/Değişen alan: [3-5]/)).toBeVisible();
  await desk.getByLabel('Duraklatma bitişi: dakika', { exact: true }).press('Enter');
  await expect(desk.getByText(/ayar kaydedildi\./)).toBeVisible();
  const history = desk.getByRole('table', { name: 'Son değişiklikler' });
  await expect(history.getByText(`Belediye başkanının adı: ${demoMayor} → ${newMayor}`)).toBeVisible();

  try {
    // The citizen's side: the new name on the home page, and a payment refused inside the window.
    await page.goto('/');
    await expect(page.getByText(newMayor).first()).toBeVisible();
    await page.goto('/DebtQuestioning');
    await page.getByRole('checkbox', { name: `Seç: ${debt('culture', demo.year, 1)}`, exact: true }).check();
    await page.getByRole('region', { name: 'Seçilen borçlar' }).getByRole('button', { name: 'Öde' }).click();
    await page.getByRole('button', { name: 'Onayla ve devam et' }).click();
    await expect(page.getByText(/saatleri arasında bakımdadır/).first()).toBeVisible();

    // The receipt logo: a text file named .png is refused by its bytes; a PNG is taken and previewed.
    const logoInput = desk.getByTestId('logo-input');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('resim değil\n') });
    await expect(desk.getByRole('alert').filter({ hasText: 'PNG ya da JPEG' })).toBeVisible();
    await logoInput.setInputFiles({ name: 'amblem.png', mimeType: 'image/png', buffer: logoPng });
    await expect(desk.getByRole('img', { name: 'Yüklü logonun önizlemesi' })).toBeVisible();
    await expect(desk.getByTestId('logo-details')).toContainText('48×32 piksel');
    await checkScreen(desk, testInfo, 'desk-settings');
  } finally {
    // Put the portal back as the other journeys expect it — the demo's mayor, no pause window, no logo —
    // through the desk's own calls, so a failure above still leaves the portal as it was.
    const restored = await deskContext.request.post('/api/SaveDeskSettings', {
      data: {
        MayorName: demoMayor,
        OperationPauseStartHours: '0',
        OperationPauseStartMinute: '0',
        OperationPauseFinishHours: '0',
        OperationPauseFinishMinute: '0',
      },
    });
    expect(restored.status()).toBe(200);
    await deskContext.request.post('/api/RemoveDeskLogo', { data: {} });
    await deskContext.close();
  }

  await page.goto('/');
  await expect(page.getByText(demoMayor).first()).toBeVisible();
});
