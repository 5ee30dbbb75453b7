import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { demoStaff, lodgeNoiseComplaint, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

// Decisions 056 and 058: an administrator opens another unit's application
// only after saying why, and finds that read — with the reason — in the audit trail, which they
// filter and download as CSV with Turkish headings.

test('an administrator opens another unit’s application with a reason and finds the read in the audit trail', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  // A noise complaint (Zabıta's, not the administrator's Yazı İşleri), lodged by a member through the API.
  await signIn(page, demoMembers.mehmet);
  const trackingNo = await lodgeNoiseComplaint(page);

  const desk = await context.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await signInToDesk(desk, context, demoStaff.administrator);
  const nav = desk.getByRole('navigation', { name: 'Masa menüsü' });
  await nav.getByRole('link', { name: 'Başvurular' }).click();
  await desk.getByRole('link', { name: trackingNo }).click();

  // Not their unit: the reason first; too short is refused in Turkish, nothing shown.
  await expect(desk.getByText(/Bu başvuru biriminize atanmamış\. Açmak için nedenini yazınız/)).toBeVisible();
  await expect(desk.getByText('Gece yarısından sonra')).toHaveCount(0);
  await desk.getByRole('textbox', { name: 'Okuma nedeni' }).fill('bakış');
  await desk.getByRole('button', { name: 'Başvuruyu aç' }).click();
  await expect(desk.getByText('Okuma nedeni en az 10 karakter olmalıdır.')).toBeVisible();
  const reason = 'Vatandaş telefonla aradı, başvurusunun durumunu soruyor.';
  await desk.getByRole('textbox', { name: 'Okuma nedeni' }).fill(reason);
  await desk.getByRole('button', { name: 'Başvuruyu aç' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Başvuru ${trackingNo}` })).toBeVisible();
  await expect(desk.getByText('Gece yarısından sonra yüksek sesle müzik çalınıyor.')).toBeVisible();

  // The audit trail: the read with its reason, filtered, and the same as CSV.
  await nav.getByRole('link', { name: 'İşlem Kaydı' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'İşlem Kaydı' })).toBeVisible();
  const filters = desk.getByRole('form', { name: 'Süzgeçler' });
  await filters.getByLabel('İşlem', { exact: true }).selectOption({ label: 'Başvuru görüntülendi' });
  await filters.getByLabel('Kullanıcı adı').fill(demoStaff.administrator.userName);
  await filters.getByRole('button', { name: 'Süz' }).click();
  const table = desk.getByRole('table', { name: 'Personel işlem kaydı' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`Deniz Arslan (demo.yonetici)`);
  await expect(table).toContainText(reason);
  await checkScreen(desk, testInfo, 'desk-staff-actions');
  await desk.setViewportSize({ width: 1280, height: 900 });

  const downloading = desk.waitForEvent('download');
  await filters.getByRole('button', { name: 'CSV olarak indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personel-islem-kaydi-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(
    csv.startsWith(
      '\uFEFF"Zaman";"Personel";"Kullanıcı adı";"İşlem";"Kayıt türü";"Kayıt no";"IP adresi";"İstek no";"Ayrıntı"',
    ),
  ).toBe(true);
  expect(csv).toContain('"Deniz Arslan";"demo.yonetici";"complaint.viewed";"complaint"');
  expect(csv).toContain(reason);
});
