import { expect, test, type Download, type Page } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import { demo } from './support/demo-calendar';
import { seriousViolations } from './support/screen-check';

// The reference tables and the council's and committee's decisions, for anyone.

// The demo's tables and decisions cover the year its server was started in and the two before it.
const { year: thisYear, previousYear: lastYear } = demo;
const twoYearsAgo = thisYear - 2;
const noTableYet = thisYear + 5;
/**
 * Decisions are taken from the committee's first Tuesday of January on: in a year's first week the
 * demo has none yet, and the decision screens, which open on this year, show an empty list.
 */
const decisionsYear = demo.today > `${thisYear}-01-07` ? thisYear : lastYear;
/** A decision screen on a year that has decisions (this year's unless it has none yet). */
const withDecisions = (path: string) =>
  decisionsYear === thisYear || !path.startsWith('/Resolution') ? path : `${path}?yil=${decisionsYear}`;

async function csvOf(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** The table of a screen, found by its accessible region. */
const tableOf = (page: Page) => page.getByRole('region', { name: /tablosu/ }).getByRole('table');

/** The first decision of a list, as a table row (tablet and up) or a card (phone). */
const firstResolutionLink = (page: Page) => page.getByRole('link', { name: /sayılı kararı aç/ }).first();

/** The rows on screen are the ones asked for last (the table is not waiting for another page or filter). */
async function settled(page: Page) {
  await expect(page.getByRole('region', { name: /tablosu/ })).toHaveAttribute('aria-busy', 'false');
}

/** Does something and waits until the screen has asked for, and shown, the list it leads to. */
async function listAfter(
  page: Page,
  operation: string,
  wanted: (body: Record<string, unknown>) => boolean,
  action: () => Promise<unknown>,
) {
  const response = page.waitForResponse(
    (candidate) =>
      candidate.url().endsWith(`/api/${operation}`) && wanted(JSON.parse(candidate.request().postData() ?? '{}')),
  );
  await action();
  await response;
  await settled(page);
}

test.describe('reference tables', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('street valuations: Turkish search, filters kept in the address across a reload, sorting, paging', async ({
    page,
  }) => {
    await page.goto('/EstateStreetValuation');
    await expect(page.getByRole('heading', { level: 1, name: 'Emlak Arsa Birim Değerleri' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Yıl' })).toHaveText(String(thisYear));
    await expect(tableOf(page).getByRole('row')).toHaveCount(26); // header + 25 rows
    await expect(page.getByText(/^[\d.]+ kayıt$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Sokak adında ara' }).fill('çay');
    await expect(page).toHaveURL(/ara=%C3%A7ay/);
    await expect(tableOf(page).getByRole('row', { name: /^Çay Sokak Cumhuriyet Mahallesi/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Sokak adında ara' })).toHaveValue('çay');
    await expect(tableOf(page).getByRole('row', { name: /^Çay Sokak Cumhuriyet Mahallesi/ })).toBeVisible();

    // Without Turkish letters too.
    await page.getByRole('searchbox', { name: 'Sokak adında ara' }).fill('cay');
    await expect(page).toHaveURL(/ara=cay/);
    await expect(tableOf(page).getByRole('row', { name: /^Çay Sokak Cumhuriyet Mahallesi/ })).toBeVisible();

    // District → street cascade.
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page.getByRole('combobox', { name: 'Cadde/Sokak' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Mahalle' }).click();
    await page.getByRole('option', { name: 'Cumhuriyet Mahallesi' }).click();
    await expect(page).toHaveURL(/mahalle=990101/);
    const street = page.getByRole('combobox', { name: 'Cadde/Sokak' });
    await expect(street).toBeEnabled();
    await street.fill('cinar');
    await page.getByRole('option', { name: 'Çınar Sokak' }).click();
    await expect(tableOf(page).getByRole('row')).toHaveCount(2);
    await expect(tableOf(page).getByRole('rowheader')).toHaveText('Çınar Sokak');
    await expect(tableOf(page).getByRole('cell', { name: /^₺[\d.]+,\d{2}$/ })).toBeVisible();

    // Sort by value, highest first, and page on.
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await listAfter(
      page,
      'RetrieveEstateStreetValuations',
      (body) => body.sortBy === 'value',
      () => page.getByRole('button', { name: 'm² birim değeri' }).click(),
    );
    await listAfter(
      page,
      'RetrieveEstateStreetValuations',
      (body) => body.sortDirection === 'desc',
      () => page.getByRole('button', { name: /m² birim değeri/ }).click(),
    );
    await expect(page).toHaveURL(/sirala=value&yon=desc/);
    const values = await tableOf(page).locator('tbody td:last-child').allTextContents();
    const kurus = values.map((text) => Number(text.replace(/[₺.]/g, '').replace(',', '')));
    expect(kurus).toEqual([...kurus].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect(page).toHaveURL(/sayfa=2/);
    await expect(page.getByText(/^26–50 \//)).toBeVisible();
  });

  test('street valuations: the CSV holds every filtered row, with Turkish letters, for Excel', async ({ page }) => {
    await page.goto('/EstateStreetValuation?mahalle=990101&ara=%C3%A7ay');
    await expect(tableOf(page).getByRole('row', { name: /^Çay Sokak Cumhuriyet Mahallesi/ })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`arsa-birim-degerleri-${thisYear}.csv`);
    const csv = await csvOf(download);
    expect(csv.startsWith('\ufeffYıl;Mahalle;Cadde/Sokak;Tür;m² birim değeri (TL)\r\n')).toBe(true);
    expect(csv).toMatch(new RegExp(`\\r\\n${thisYear};Cumhuriyet Mahallesi;Çay Sokak;Sokak;\\d+,\\d{2}\\r\\n`));
    const rows = csv.trim().split('\r\n').slice(1);
    await expect(page.getByText(`${rows.length} kayıt`)).toBeVisible();
  });

  test('wear shares: the table of the regulation, filtered by construction type, as CSV', async ({ page }) => {
    await page.goto('/EstateAbrasionShare');
    await expect(page.getByRole('heading', { level: 1, name: 'Emlak Aşınma Payları' })).toBeVisible();
    const concrete = tableOf(page).getByRole('row', { name: /Çelik veya betonarme karkas/ });
    await expect(concrete.getByRole('cell')).toHaveText([
      '%4',
      '%6',
      '%10',
      '%15',
      '%20',
      '%25',
      '%32',
      '%40',
      '%50',
      '%60',
    ]);
    await expect(
      tableOf(page)
        .getByRole('row', { name: /Kerpiç ve diğer basit yapılar/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('%95');

    await page.getByRole('combobox', { name: 'Yapı türü' }).click();
    await page.getByRole('option', { name: 'Yığma kagir, yığma yarı kagir' }).click();
    await expect(page).toHaveURL(/grup=YIGMA/);
    await expect(tableOf(page).locator('tbody tr')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    const csv = await csvOf(download);
    expect(csv).toContain('Yapı türü;Kapsadığı yapılar;0–3 yaş;4–5 yaş;');
    expect(csv).toContain(
      'Yığma kagir, yığma yarı kagir;Yığma kagir, Yığma yarı kagir;6;8;12;18;25;32;40;50;60;70\r\n',
    );
  });

  test('construction costs by type and class, and an earlier year', async ({ page }) => {
    await page.goto('/EstateConstructionCost');
    await expect(page.getByRole('heading', { level: 1, name: 'Bina İnşaat Maliyetleri' })).toBeVisible();
    const concrete = tableOf(page).getByRole('row', { name: /Çelik veya betonarme karkas/ });
    await expect(concrete.getByRole('cell').first()).toHaveText('₺21.050,00');
    await page.getByRole('combobox', { name: 'Yıl' }).click();
    await page.getByRole('option', { name: String(twoYearsAgo) }).click();
    await expect(page).toHaveURL(new RegExp(`yil=${twoYearsAgo}`));
    await expect(concrete.getByRole('cell').first()).not.toHaveText('₺21.050,00');
    await page.getByRole('combobox', { name: 'Yapı sınıfı' }).click();
    await page.getByRole('option', { name: 'Basit' }).click();
    await expect(tableOf(page).getByRole('columnheader')).toHaveText(['Yapı türü', 'Basit']);
  });

  test('advertising tariff by municipality group and item', async ({ page }) => {
    await page.goto('/AdvertisingTaxAnnualGroupTariff');
    await expect(page.getByRole('heading', { level: 1, name: 'İlan Reklam Vergisi Tarifesi' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Belediye grubu' }).click();
    await page.getByRole('option', { name: 'Büyükşehir belediyeleri' }).click();
    await page.getByRole('combobox', { name: 'Tarife kalemi' }).click();
    await page.getByRole('option', { name: 'Işıklı ilan ve reklam' }).click();
    await expect(tableOf(page).locator('tbody tr')).toHaveCount(1);
    await expect(tableOf(page).locator('tbody tr')).toContainText('m² başına yıllık');
    await expect(tableOf(page).locator('tbody tr')).toContainText('₺1.120,00');
  });

  test('ÇTV: filters, a year without a table, and a failing call', async ({ page }) => {
    await page.goto('/ECTAnnualPrice');
    await expect(page.getByRole('heading', { level: 1, name: 'Çevre Temizlik Vergisi Tarifesi' })).toBeVisible();
    await expect(tableOf(page).locator('tbody tr')).toHaveCount(70);
    await page.getByRole('combobox', { name: 'Bina grubu' }).click();
    await page.getByRole('option', { name: '3. grup' }).click();
    await page.getByRole('combobox', { name: 'Belediye türü' }).click();
    await page.getByRole('option', { name: 'Diğer belediyeler' }).click();
    await expect(tableOf(page).locator('tbody tr')).toHaveCount(5);
    await expect(page).toHaveURL(/tur=diger&grup=3|grup=3&tur=diger/);

    await page.goto(`/ECTAnnualPrice?yil=${noTableYet}`);
    await expect(
      page.getByRole('status').filter({ hasText: `${noTableYet} yılı için henüz bir tablo yayımlanmadı.` }),
    ).toBeVisible();

    await page.route('**/api/RetrieveECTAnnualPrices', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          Message: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyiniz.',
          code: 'unavailable',
        }),
      }),
    );
    await page.goto(`/ECTAnnualPrice?yil=${lastYear}`);
    await expect(page.getByRole('alert')).toContainText('Tablo yüklenemedi.');
    await expect(page.getByRole('alert')).toContainText('Hizmet şu anda kullanılamıyor.');
    await page.unroute('**/api/RetrieveECTAnnualPrices');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(tableOf(page).locator('tbody tr')).toHaveCount(70);
  });
});

test.describe('resolutions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('search the committee’s decisions by a Turkish word, open one, its PDF and its shareable link', async ({
    page,
    request,
  }) => {
    await page.goto('/ResolutionComitteeObservation?yil=tumu');
    await expect(page.getByRole('heading', { level: 1, name: 'Encümen Kararları' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Konu ve metinde ara' }).fill('ağaçlandırma');
    await expect(page).toHaveURL(/ara=a%C4%9Fa%C3%A7land%C4%B1rma/);
    const first = tableOf(page).locator('tbody tr').first().getByRole('link');
    await expect(first).toContainText(/ağaçlandırma/i);
    const count = await page.getByText(/^\d+ kayıt$/).textContent();

    // The same decisions without Turkish letters.
    await page.getByRole('searchbox', { name: 'Konu ve metinde ara' }).fill('agaclandirma');
    await expect(page).toHaveURL(/ara=agaclandirma/);
    await expect(page.getByText(/^\d+ kayıt$/)).toHaveText(count!);

    await tableOf(page).locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/karar=\d+/);
    const id = new URL(page.url()).searchParams.get('karar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ağaçlandırma/i);
    await expect(page.getByText(/^Belediye Encümeninin \d{2}\.\d{2}\.\d{4} tarihli toplantısında/)).toBeVisible();
    await expect(page.getByText(/karar verildi\.$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Paylaşılabilir bağlantı' })).toHaveValue(
      new RegExp(`/ResolutionComitteeObservation\\?karar=${id}$`),
    );

    // The shareable link opens the decision on its own.
    await page.goto(`/ResolutionComitteeObservation?karar=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ağaçlandırma/i);
    await page.getByRole('link', { name: 'Karar listesine dön' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Encümen Kararları' })).toBeVisible();

    // A decision with a PDF: the link serves a real PDF.
    await page.goto(withDecisions('/ResolutionCouncilObservation'));
    await tableOf(page).locator('tbody tr').filter({ hasText: 'PDF var' }).first().getByRole('link').click();
    const pdfLink = page.getByRole('link', { name: /Kararın PDF dosyası/ });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('filter the council’s decisions by year, type, number and dates; the list as CSV', async ({ page }) => {
    await page.goto('/ResolutionCouncilObservation');
    await expect(page.getByRole('combobox', { name: 'Yıl' })).toHaveText(String(thisYear));
    await page.getByRole('combobox', { name: 'Yıl' }).click();
    await listAfter(
      page,
      'GetResolutionList',
      (body) => body.year === lastYear,
      () => page.getByRole('option', { name: String(lastYear) }).click(),
    );
    await page.getByRole('combobox', { name: 'Karar türü' }).click();
    await listAfter(
      page,
      'GetResolutionList',
      (body) => body.typeCode === 'IMAR',
      () => page.getByRole('option', { name: 'İmar planı ve değişiklikleri' }).click(),
    );
    await expect(page).toHaveURL(new RegExp(`yil=${lastYear}`));
    await expect(page).toHaveURL(/tur=IMAR/);
    const types = await tableOf(page).locator('tbody td:nth-child(4)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['İmar planı ve değişiklikleri']));

    // Dates on their own, over every type of the year.
    await page.goto(`/ResolutionCouncilObservation?yil=${lastYear}`);
    await listAfter(
      page,
      'GetResolutionList',
      (body) => body.dateFrom === `${lastYear}-03-01`,
      () => page.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill(`01.03.${lastYear}`),
    );
    await listAfter(
      page,
      'GetResolutionList',
      (body) => body.dateTo === `${lastYear}-06-30`,
      () => page.getByRole('textbox', { name: 'Bitiş tarihi' }).fill(`30.06.${lastYear}`),
    );
    await expect(page).toHaveURL(new RegExp(`bas=${lastYear}-03-01&bit=${lastYear}-06-30`));
    const dates = await tableOf(page).locator('tbody td:nth-child(2)').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(new RegExp(`^\\d{2}\\.0[3-6]\\.${lastYear}$`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`meclis-kararlari-${lastYear}.csv`);
    const csv = await csvOf(download);
    expect(csv.startsWith('\ufeffKarar no;Tarih;Tür;Konu;PDF\r\n')).toBe(true);
    const total = Number((await page.getByText(/^\d+ kayıt$/).textContent())!.replace(/\D/g, ''));
    expect(csv.trim().split('\r\n').length - 1).toBe(total);

    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/ResolutionCouncilObservation$/);
    if (decisionsYear === thisYear) {
      await listAfter(
        page,
        'GetResolutionList',
        (body) => body.number === 1,
        () => page.getByRole('textbox', { name: 'Karar no' }).fill('1'),
      );
      await expect(tableOf(page).locator('tbody tr')).toHaveCount(1);
      await expect(tableOf(page).getByRole('rowheader')).toHaveText(`${thisYear}/1`);
    } else {
      await page.getByRole('textbox', { name: 'Karar no' }).fill('1');
      await expect(page.getByText('Seçtiğiniz ölçütlere uyan kayıt bulunamadı.')).toBeVisible();
    }

    await page.getByRole('searchbox', { name: 'Konu ve metinde ara' }).fill('uzay mekiği');
    await expect(page.getByText('Seçtiğiniz ölçütlere uyan kayıt bulunamadı.')).toBeVisible();
  });
});

const screens = [
  '/EstateStreetValuation',
  '/EstateAbrasionShare',
  '/EstateConstructionCost',
  '/AdvertisingTaxAnnualGroupTariff',
  '/ECTAnnualPrice',
  '/ResolutionCouncilObservation',
  '/ResolutionComitteeObservation',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`public information at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of screens) {
      test(`${path} has no serious or critical WCAG 2.2 AA violation and no sideways page scroll`, async ({ page }) => {
        await page.goto(withDecisions(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // On a phone every table's rows are cards (decision 067); a decision's card links to it.
        if (viewport.width < 600 && path.startsWith('/Resolution'))
          await expect(firstResolutionLink(page)).toBeVisible();
        else if (viewport.width < 600) await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        else await expect(tableOf(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }

    test('a resolution’s page passes too', async ({ page }) => {
      await page.goto(withDecisions('/ResolutionCouncilObservation'));
      await firstResolutionLink(page).click();
      await expect(page.getByRole('link', { name: 'Karar listesine dön' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('on a phone the filters fold away, open with the keyboard and keep their values', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/EstateStreetValuation?ara=%C3%A7ay');
  const toggle = page.getByRole('button', { name: 'Filtreler (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('searchbox', { name: 'Sokak adında ara' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('searchbox', { name: 'Sokak adında ara' })).toHaveValue('çay');
  // The rows are cards: nothing scrolls sideways, so there is no frame to reach with the keyboard.
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /tablosu/ })).toHaveCount(0);
});

test('printing hides the navigation and the filters and shows what the table is about', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/EstateConstructionCost?yil=${lastYear}`);
  await expect(tableOf(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'CSV indir' })).toBeHidden();
  await expect(page.getByText(`Seçimler: Yıl: ${lastYear}`)).toBeVisible();
  await expect(tableOf(page)).toBeVisible();
});
