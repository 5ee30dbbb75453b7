import { expect, test, type Page } from './support/fixtures';
import { demo } from './support/demo-calendar';
import { seriousViolations } from './support/screen-check';
import { signInNewMember } from './support/debtor';
import { signIn } from './support/sign-in';

// Estate declarations against the real server: a citizen fills a form from empty, sees the tax
// computed live, reviews, confirms and gets a declaration number whose installments are then in her
// debt list. Each journey declares as a member of its own (support/debtor.ts): a declaration is a
// debt, and no other journey may find it. The screens alone are looked at as the demo's Ayşe.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/** An ada number no other test (or earlier run on the same data) has declared. */
const freshBlock = () => String(100_000 + Math.floor(Math.random() * 899_999));

/** The address register cascade: the first district, street, door and unit on offer. */
async function chooseAddress(page: Page) {
  const form = page.locator('form');
  for (const label of ['Mahalle', 'Cadde / Sokak', 'Dış kapı no', 'İç kapı no']) {
    const select = form.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await expect(select.locator('option').nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
  }
  // "Akpınar Mahallesi" as the register names it; a district named without it gets "Mah.".
  await expect(form.getByLabel('Açık adres')).toHaveValue(/(Mahallesi|Mah\.) .+ No: .+ İç Kapı: .+/);
}

async function fillParcel(page: Page, block: string, parcel = '7', building = false) {
  await page.getByRole('textbox', { name: 'Ada', exact: true }).fill(block);
  await page.getByRole('textbox', { name: 'Parsel', exact: true }).fill(parcel);
  await page.getByLabel('Parsel alanı (m²)').fill('800');
  // The unit's land share (arsa payı) is asked apart from the owner's share (hisse, 1 / 1 unless changed).
  if (building) {
    await page.getByLabel('Arsa payı (pay)').fill('40');
    await page.getByLabel('Arsa payı (payda)').fill('800');
  }
}

async function fillAcquisition(page: Page) {
  await page.getByLabel('Edinme tarihi').fill(`14.03.${demo.previousYear}`);
  await page.getByLabel('Edinme sebebi').selectOption({ label: 'Satın alma' });
}

/** From the review step, "Beyanı gönder" and "Evet" in the "Bilgilendirme" question. */
async function submitAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Beyanı gönder' }).dblclick();
  const question = page.getByRole('dialog', { name: 'Bilgilendirme' });
  await expect(question).toContainText('Onaylıyor musunuz?');
  await question.getByRole('button', { name: 'Evet' }).click();
}

/** Counts the record calls a page makes, to prove a double click or a refused form sends at most what it should. */
function countRecordCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/RecordEMunicipalityEstateDeclaration')) calls.count += 1;
  });
  return calls;
}

test.describe('estate declarations', () => {
  test('a citizen declares a building from an empty form and finds its installments on /DebtQuestioning', async ({
    page,
  }) => {
    const member = await signInNewMember(page);
    const block = freshBlock();
    const records = countRecordCalls(page);
    await page.goto('/EMunicipalityEstateDeclarationBuilding');
    await expect(page.getByRole('heading', { level: 1, name: 'Emlak Beyanı – Bina' })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Vergi önizlemesi' });
    await expect(preview).toContainText('Bütün zorunlu alanlar doğru doldurulunca vergi burada hesaplanır.');
    // The taxpayer is the signed-in registry.
    await expect(page.getByRole('region', { name: 'Mükellef' })).toContainText(member.ad);

    await chooseAddress(page);
    await fillParcel(page, block, '7', true);
    // A half-owner declares half: the tax is computed on half the unit.
    await page.getByLabel('Hisse (payda)').fill('2');
    // The zero rate is not offered for a workplace, and is for a dwelling.
    await page.getByLabel('Bina türü').selectOption({ label: 'Dükkân ve mağaza' });
    await expect(page.getByRole('checkbox', { name: /Sıfır oran istiyorum/ })).toHaveCount(0);
    await page.getByLabel('Bina türü').selectOption({ label: 'Mesken (daire)' });
    await expect(page.getByRole('checkbox', { name: /Sıfır oran istiyorum/ })).toBeVisible();
    await page.getByLabel('Kullanım amacı').selectOption({ label: 'Konut' });
    await page.getByLabel('Yapı türü').selectOption({ label: 'Çelik veya betonarme karkas' });
    await page.getByLabel('Yapı sınıfı').selectOption({ label: '3. sınıf' });
    await page.getByLabel('Yapım (iskân) yılı').fill('2014');
    await page.getByLabel('Bağımsız bölüm brüt alanı (m²)').fill('120');
    await page.getByLabel('Bağımsız bölüm no').fill('3');
    await fillAcquisition(page);

    // The live preview: the tax and how it was reached, before anything is saved.
    await expect(preview.getByTestId('preview-total')).toHaveText(/^₺[\d.]+,\d{2}$/);
    await expect(preview).toContainText('Arsa payı değeri');
    await expect(preview).toContainText('Aşınma payı');
    await expect(preview).toContainText('Vergi değeri (hisseniz 1/2)');
    await expect(preview.getByRole('list', { name: 'Taksitler' })).toContainText(
      `${demo.year} Emlak Vergisi 2. taksit (ada ${block}, parsel 7, bağımsız bölüm 3)`,
    );
    const previewTotal = await preview.getByTestId('preview-total').innerText();

    // A document goes up before submitting; its size limit is stated on screen.
    await expect(page.getByText(/her biri en fazla 5 MB/)).toBeVisible();
    await page
      .getByTestId('declaration-document-input')
      .setInputFiles({ name: 'tapu.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('list', { name: 'Eklenen belgeler' })).toContainText('tapu.pdf');

    await page.getByRole('button', { name: 'Kontrol et' }).click();
    await expect(page.getByRole('heading', { name: 'Adım 2 / 3: Kontrol' })).toBeFocused();
    const details = page.getByRole('region', { name: 'Beyan bilgileri' });
    await expect(details).toContainText('Mesken (daire)');
    await expect(details).toContainText(`${block} / 7`);
    await expect(details).toContainText(/Hisse\s*1 \/ 2/);
    await expect(details).toContainText(/Arsa payı\s*40 \/ 800/);
    await expect(details).toContainText(`14.03.${demo.previousYear}`);
    await expect(page.getByRole('region', { name: 'Vergi önizlemesi' }).getByTestId('preview-total')).toHaveText(
      previewTotal,
    );

    await submitAndConfirm(page);
    await expect(page.getByTestId('declaration-number')).toHaveText(new RegExp(`^BYN-${demo.year}-\\d{6}$`));
    await expect(page.getByText('Beyannameniz alındı')).toBeVisible();
    expect(records.count, 'a double click records once').toBe(1);
    await expect(page.getByRole('list', { name: 'Taksitler' })).toContainText(
      `${demo.year} Kültür Varlıkları Katkı Payı 2. taksit (ada ${block}, parsel 7, bağımsız bölüm 3)`,
    );
    await expect(page.getByRole('list', { name: 'Eklenen belgeler' })).toContainText('Beyannameye eklendi');

    const summary = page.getByRole('link', { name: /Beyanname özetini indir \(PDF\)/ });
    const summaryUrl = await summary.getAttribute('href');
    expect(summaryUrl).toMatch(/^\/api\/declarations\/\d+\.pdf$/);
    const summaryPdf = await page.request.get(summaryUrl!);
    expect((await summaryPdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: 'Taksitleri Borç Sorgulama ekranında görün' }).click();
    await expect(page).toHaveURL(/\/DebtQuestioning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    for (const installment of [1, 2]) {
      await expect(
        page.getByRole('checkbox', {
          name: `Seç: ${demo.year} Emlak Vergisi ${installment}. taksit (ada ${block}, parsel 7, bağımsız bölüm 3)`,
        }),
      ).toBeVisible();
    }
  });

  test('bad input shows the Turkish message under the field, and nothing is submitted', async ({ page }) => {
    await signInNewMember(page);
    const records = countRecordCalls(page);
    let previews = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/PreviewEMunicipalityEstateDeclaration')) previews += 1;
    });
    await page.goto('/EMunicipalityEstateDeclarationPlot');
    await expect(page.getByRole('heading', { level: 1, name: 'Emlak Beyanı – Arsa' })).toBeVisible();

    const area = page.getByLabel('Parsel alanı (m²)');
    await area.fill('0');
    await expect(area).toHaveAccessibleDescription('Parsel alanı (m²) sıfırdan büyük olmalıdır.');
    await page.getByLabel('Hisse (pay)').fill('');
    await expect(page.getByLabel('Hisse (pay)')).toHaveAccessibleDescription('Hisse (pay) zorunludur.');
    // A share larger than the whole, and an ada of zero, are refused under the field.
    await page.getByLabel('Hisse (pay)').fill('3');
    await page.getByLabel('Hisse (payda)').fill('2');
    await expect(page.getByLabel('Hisse (pay)')).toHaveAccessibleDescription('Hisse payı paydasından büyük olamaz.');

    await page.getByRole('button', { name: 'Kontrol et' }).click();
    await expect(page.getByText('Lütfen işaretli alanları düzeltiniz.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ada', exact: true })).toHaveAccessibleDescription(
      'Ada numarası 1–6 haneli bir sayıdır.',
    );
    await expect(page.getByLabel('Edinme sebebi')).toHaveAccessibleDescription('Edinme sebebini seçiniz.');
    await expect(page.getByLabel('Açık adres')).toHaveAccessibleDescription('Adresi yazınız (en az 5 karakter).');
    await expect(page.getByRole('heading', { name: 'Adım 1 / 3: Bilgiler' })).toBeVisible();
    expect(records.count).toBe(0);
    expect(previews, 'no preview of an invalid form').toBe(0);
  });

  test('the same plot declared twice for the year gets the server’s 409 sentence', async ({ page }) => {
    await signInNewMember(page);
    const block = freshBlock();
    await page.goto('/EMunicipalityEstateDeclarationPlot');
    const fill = async () => {
      await chooseAddress(page);
      await fillParcel(page, block, '1');
      await fillAcquisition(page);
      await expect(page.getByRole('region', { name: 'Vergi önizlemesi' }).getByTestId('preview-total')).toBeVisible();
      await page.getByRole('button', { name: 'Kontrol et' }).click();
      await submitAndConfirm(page);
    };
    await fill();
    const first = (await page.getByTestId('declaration-number').innerText()).trim();

    await page.getByRole('button', { name: 'Yeni beyan ver' }).click();
    await expect(page.getByRole('textbox', { name: 'Ada', exact: true })).toHaveValue('');
    await fill();
    const refusal = page.getByRole('alert').filter({ hasText: 'Bu beyan daha önce verilmiş' });
    await expect(refusal).toContainText(`beyanname no ${first}`);
    await expect(page.getByTestId('declaration-number')).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`estate declaration screens at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    for (const path of [
      '/EMunicipalityEstateDeclarationLand',
      '/EMunicipalityEstateDeclarationPlot',
      '/EMunicipalityEstateDeclarationBuilding',
    ]) {
      test(`${path} has no serious or critical WCAG 2.2 AA violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByLabel('Mahalle', { exact: true })).toBeEnabled();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        // The messages under the fields, too.
        await page.getByRole('button', { name: 'Kontrol et' }).click();
        await expect(page.getByText('Lütfen işaretli alanları düzeltiniz.')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
