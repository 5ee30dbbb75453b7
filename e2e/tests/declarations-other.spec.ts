import { randomUUID } from 'node:crypto';
import { addDays, istanbulToday } from '@ebelediye/finance';
import { serverNow } from './support/clock';
import { signInNewMember } from './support/debtor';
import { expect, test, type Page } from './support/fixtures';
import { checkScreen } from './support/screen-check';

// A member files one advertising, one entertainment and one ÇTV declaration, sees each number, then
// finds all three with their accruals on /Beyanlarim. Each form also shows one Turkish message under a
// field for a bad input, and every screen passes axe at 1280 and 360 px without scrolling sideways.
// Every test declares as a member of its own (support/debtor.ts): declarations are debts, and no other
// journey may find them, or need them filed first.

/** Review → "Beyanı gönder" → "Evet": the declaration number on the result step. */
async function submit(page: Page): Promise<string> {
  const check = page.getByRole('button', { name: 'Kontrol et' });
  await check.click();
  await expect(page.getByRole('heading', { name: 'Adım 2 / 3: Kontrol' })).toBeVisible();
  await page.getByRole('button', { name: 'Beyanı gönder' }).click();
  await page.getByRole('dialog', { name: 'Bilgilendirme' }).getByRole('button', { name: 'Evet' }).click();
  const number = page.getByTestId('declaration-number');
  await expect(number).toHaveText(/^BYN-\d{4}-\d{6}$/);
  await expect(page.getByRole('link', { name: /Beyanname özetini indir \(PDF\)/ })).toBeVisible();
  return (await number.textContent())!.trim();
}

/** The live preview has computed a sum. */
async function previewShown(page: Page) {
  await expect(page.getByTestId('preview-total')).toHaveText(/₺/, { timeout: 15_000 });
}

/**
 * The three declarations the forms below file, filed through the API as the signed-in member: a lit
 * sign of 6 m² from today, a month's cinema takings, a café of 85,5 m² (ÇTV activity F012, the seed's
 * "Kafe"). Their declaration numbers.
 */
async function fileAllThree(page: Page): Promise<Record<'ad' | 'entertainment' | 'ect', string>> {
  const today = istanbulToday(serverNow());
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const file = async (operation: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/${operation}`, {
      data: { requestId: randomUUID(), documents: [], ...data },
    });
    expect(response.ok(), `${operation}: ${await response.text()}`).toBeTruthy();
    return ((await response.json()) as { declarationNo: string }).declarationNo;
  };
  return {
    ad: await file('RecordEMunicipalityAdDeclaration', {
      advertisingTypeCode: 'ISIKLI_TABELA',
      locationCode: 'CEPHE',
      widthM: '4',
      heightM: '1,5',
      count: 1,
      periods: 1,
      startDate: today,
      addressText: 'Cumhuriyet Cad. No: 18, Yeşilvadi',
    }),
    entertainment: await file('RecordEMunicipalityEntertainmentDeclaration', {
      placeTypeCode: 'SINEMA',
      entertainmentTypeCode: 'SINEMA_GOSTERIM',
      period: lastMonth,
      takingsKurus: 15_000_000,
      addressText: 'Çarşı Mah. Sinema Sok. No: 4, Yeşilvadi',
    }),
    ect: await file('RecordEMunicipalityECTDeclaration', {
      year: Number(today.slice(0, 4)),
      activityTypeCode: 'F012',
      grade: 2,
      areaM2: '85,5',
      addressText: 'Sanayi Mah. 3. Cad. No: 21, Yeşilvadi',
    }),
  };
}

test('an advertising declaration: a sign without its size is refused in Turkish, then filed', async ({
  page,
}, testInfo) => {
  await signInNewMember(page);
  await page.goto('/EMunicipalityAdDeclaration');
  await expect(page.getByRole('heading', { level: 1, name: 'İlan ve Reklam Vergisi Beyanı' })).toBeVisible();
  await checkScreen(page, testInfo, 'ad-declaration');

  await page.getByRole('combobox', { name: 'Reklam türü' }).selectOption({ label: 'Işıklı tabela' });
  await expect(page.getByText('Tarife: m² başına yıllık.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Reklamın yeri' }).selectOption({ label: 'Bina cephesi' });
  await page.getByRole('textbox', { name: 'Reklamın bulunduğu adres' }).fill('Cumhuriyet Cad. No: 18, Yeşilvadi');
  await page.getByRole('textbox', { name: 'Boy (m)' }).fill('1,5');
  // En left empty: the contract's own sentence under the field.
  await page.getByRole('button', { name: 'Kontrol et' }).click();
  await expect(page.getByRole('textbox', { name: 'En (m)' })).toHaveAccessibleDescription('En (m) zorunludur.');

  await page.getByRole('textbox', { name: 'En (m)' }).fill('4');
  await previewShown(page);
  await expect(page.getByText(/4 m × 1,5 m = 6 m²/)).toBeVisible();
  await submit(page);
  await checkScreen(page, testInfo, 'ad-declaration-result');
});

test('an entertainment declaration: takings that are not a sum are refused in Turkish, then filed', async ({
  page,
}, testInfo) => {
  await signInNewMember(page);
  await page.goto('/EMunicipalityEntertainmentDeclaration');
  await expect(page.getByRole('heading', { level: 1, name: 'Eğlence Vergisi Beyanı' })).toBeVisible();
  await checkScreen(page, testInfo, 'entertainment-declaration');

  await page.getByRole('combobox', { name: 'Yer türü' }).selectOption({ label: 'Sinema salonu' });
  await page.getByRole('combobox', { name: 'Eğlence türü' }).selectOption({ label: 'Sinema gösterimi' });
  await page.getByRole('textbox', { name: 'Eğlence yerinin adresi' }).fill('Çarşı Mah. Sinema Sok. No: 4, Yeşilvadi');
  const takings = page.getByRole('textbox', { name: 'Bilet hasılatı (TL)' });
  await takings.fill('12,345');
  await takings.blur();
  await expect(takings).toHaveAccessibleDescription(
    'Hasılatı TL olarak yazınız, kuruşu virgülle ayırınız (örnek: 125.000,50).',
  );

  await takings.fill('150.000');
  await previewShown(page);
  await expect(page.getByTestId('preview-total')).toHaveText('₺7.500,00');
  await checkScreen(page, testInfo, 'entertainment-declaration-filled');
  await submit(page);
});

test('a ÇTV declaration: the workplace from the address register; an area of 0 is refused in Turkish, then filed', async ({
  page,
}, testInfo) => {
  await signInNewMember(page);
  await page.goto('/EMunicipalityECTDeclaration');
  await expect(page.getByRole('heading', { level: 1, name: 'Çevre Temizlik Vergisi Beyanı' })).toBeVisible();
  await checkScreen(page, testInfo, 'ect-declaration');

  // The address cascade: mahalle → cadde/sokak → dış kapı, each list filled once the one above is chosen.
  const district = page.getByRole('combobox', { name: 'Mahalle' });
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const street = page.getByRole('combobox', { name: 'Cadde / Sokak' });
  await expect(street).toBeEnabled();
  await expect(street.locator('option')).not.toHaveCount(1);
  await street.selectOption({ index: 1 });
  const door = page.getByRole('combobox', { name: 'Dış kapı no' });
  await expect(door).toBeEnabled();
  await expect(door.locator('option')).not.toHaveCount(1);
  await door.selectOption({ index: 1 });
  await expect(page.getByRole('textbox', { name: /Açık adres/ })).toHaveValue(/No/);

  await page.getByRole('combobox', { name: 'Faaliyet türü' }).selectOption({ label: 'Kafe (3. grup)' });
  await expect(page.getByText('Bina grubu: 3. grup (faaliyet türüne göre belirlenir).')).toBeVisible();
  await page.getByRole('combobox', { name: 'Derece' }).selectOption({ label: '2. derece' });
  const area = page.getByRole('textbox', { name: 'İşyeri alanı (m²)' });
  await area.fill('0');
  await area.blur();
  await expect(area).toHaveAccessibleDescription('İşyeri alanı (m²) sıfırdan büyük olmalıdır.');

  await area.fill('85,5');
  await previewShown(page);
  await submit(page);
  await checkScreen(page, testInfo, 'ect-declaration-result');
});

test('all three on /Beyanlarim, from the side menu, with their accruals', async ({ page }, testInfo) => {
  await signInNewMember(page);
  const numbers = await fileAllThree(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/DebtQuestioning');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('button', { name: 'Beyannameler' }).click();
  await nav.getByRole('link', { name: 'Beyanlarım' }).click();
  await expect(page).toHaveURL(/\/Beyanlarim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beyanlarım' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Beyannameleriniz' });
  for (const [kind, description] of [
    ['ad', /İlan ve Reklam Vergisi — Işıklı tabela/],
    ['entertainment', /Eğlence Vergisi — Sinema gösterimi/],
    // Each ÇTV accrual names its workplace, so two workplaces of one business are told apart.
    ['ect', /Çevre Temizlik Vergisi 1\. taksit — Kafe: .*No/],
  ] as const) {
    const card = list.getByRole('article').filter({ hasText: numbers[kind] });
    await expect(card).toBeVisible();
    await expect(card.getByText('Ödenmedi')).toBeVisible();
    await expect(card.getByRole('link', { name: /Kalanı öde/ })).toHaveAttribute('href', '/DebtQuestioning');
    await card.getByRole('button', { name: `Ayrıntılar: ${numbers[kind]} numaralı beyanname` }).click();
    await expect(card.getByRole('list', { name: 'Tahakkuklar' }).getByRole('listitem').first()).toContainText(
      description,
    );
    await expect(card.getByText('Bu beyan için henüz ödeme yapılmadı.')).toBeVisible();
  }
  await checkScreen(page, testInfo, 'my-declarations');
});
