import { istanbulToday, leaveEntitlement } from '@ebelediye/finance';
import { serverNow } from './support/clock';
import { expect, test } from './support/fixtures';
import { checkScreen } from './support/screen-check';
import { demoMembers, signIn } from './support/sign-in';

// The demo employee (Mehmet Öztürk, README) opens his payslips, the payslip PDF, his leave and his
// enforcement files from the "Personel" group of the side menu; a citizen who is not an employee
// has no such group and gets a sentence, not an error. Every screen passes axe at 1280 and 360 px.
// The demo year rolls with the server's day (seed/employees.ts): this month's payslip is held back
// until LastSalaryHideTillDay (15 in the demo).

const monthNames = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const today = istanbulToday(serverNow());
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const hidden = Number(today.slice(8, 10)) < 15;
const newest = hidden ? (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }) : { year, month };
const period = (p: { year: number; month: number }) => `${monthNames[p.month - 1]} ${p.year}`;

test.describe.configure({ mode: 'serial' });

test('the demo employee reads his payslips, opens the PDF, sees his leave and enforcement files', async ({
  page,
}, testInfo) => {
  await signIn(page, demoMembers.mehmet);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/anasayfa');
  await page.getByRole('button', { name: 'Ana menü' }).click();
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('button', { name: 'Personel' }).click();
  await nav.getByRole('link', { name: 'Maaş Bordrosu' }).click();
  await expect(page).toHaveURL(/\/maas-bordrosu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maaş Bordrosu' })).toBeVisible();
  await expect(page.getByText('Mehmet Öztürk · Sicil no P-1042')).toBeVisible();

  if (hidden)
    await expect(
      page.getByText(
        `${period({ year, month })} bordronuz 15.${String(month).padStart(2, '0')}.${year} tarihinde görüntülenecektir.`,
      ),
    ).toBeVisible();
  const months = page.getByRole('navigation', { name: 'Bordro ayları' }).getByRole('button');
  await expect(months).toHaveCount(hidden ? 11 : 12);
  await expect(months.first()).toContainText(period(newest));
  await expect(page.getByRole('heading', { level: 2, name: period(newest) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kazançlar' })).toBeVisible();
  const deductions = page.getByRole('table', { name: 'Kesintiler' });
  await expect(deductions.getByRole('rowheader', { name: /Gelir vergisi.*kümülatif matrah/ })).toBeVisible();
  await expect(deductions.getByRole('rowheader', { name: 'SGK işçi payı (%14)' })).toBeVisible();
  await expect(page.getByText(/^Net ödenen: ₺/)).toBeVisible();
  await checkScreen(page, testInfo, 'salary-payroll');

  // The PDF the button opens: a real PDF for this month, for this employee.
  const pdfLink = page.getByRole('link', { name: new RegExp(`Bordroyu PDF olarak aç: ${period(newest)}`) });
  const href = await pdfLink.getAttribute('href');
  expect(href).toBe(`/api/payslips/${newest.year}-${String(newest.month).padStart(2, '0')}.pdf`);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // An older month, chosen from the list.
  await months.nth(1).click();
  const older =
    newest.month === 1 ? { year: newest.year - 1, month: 12 } : { year: newest.year, month: newest.month - 1 };
  await expect(page.getByRole('heading', { level: 2, name: period(older) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`ay=${older.year}-${String(older.month).padStart(2, '0')}$`));

  await page.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('link', { name: 'İzin Bilgileri' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İzin Bilgileri' })).toBeVisible();
  const account = page.getByRole('region', { name: `${year} yıllık izin hesabı` });
  const entitled = leaveEntitlement('4857', '2012-04-02', '1979-11-02', year);
  await expect(account.getByText(`${entitled.days} gün`).first()).toBeVisible();
  await expect(account.getByText(`Dayanak: ${entitled.rule}`)).toBeVisible();
  const ends = ['03-13', '04-22', '06-05', '08-14', '10-28'].filter((end) => `${year}-${end}` < today);
  const records = page.getByRole('region', { name: `${year} izin kayıtları` });
  if (ends.length === 0) await expect(records.getByText('Bu yıl için izin kaydı yok.')).toBeVisible();
  else await expect(records.getByRole('row')).toHaveCount(ends.length + 1);
  await checkScreen(page, testInfo, 'leave-information');

  await page.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('link', { name: 'İcra Bilgileri' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İcra Bilgileri' })).toBeVisible();
  const alimony = page.getByRole('region', { name: '1. sıra · Yeşilvadi 2. İcra Dairesi (Demo) 2025/1187' });
  await expect(alimony.getByText('Nafaka', { exact: true })).toBeVisible();
  await expect(alimony.getByRole('table', { name: 'Aylık kesintiler' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('region', { name: '2. sıra · Yeşilvadi 1. İcra Dairesi (Demo) 2026/342' })).toBeVisible();
  await checkScreen(page, testInfo, 'enforcement-information');
});

test('a citizen who is not an employee has no Personel menu and gets a sentence on the screens', async ({
  page,
}, testInfo) => {
  await signIn(page, demoMembers.ayse);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/anasayfa');
  await page.getByRole('button', { name: 'Ana menü' }).click();
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav.getByRole('button', { name: 'Hesabım' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Personel' })).toHaveCount(0);
  for (const path of ['/maas-bordrosu', '/izin-bilgileri', '/icra-bilgileri']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'Bu sayfa belediye personeli içindir.' })).toBeVisible();
  }
  await checkScreen(page, testInfo, 'not-an-employee');
  // The payslip PDF is refused too.
  expect(
    (await page.request.get(`/api/payslips/${newest.year}-${String(newest.month).padStart(2, '0')}.pdf`)).status(),
  ).toBe(403);
});
