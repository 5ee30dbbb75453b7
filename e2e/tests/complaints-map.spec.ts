import { expect, test } from './support/fixtures';
import { demoStaff, signInToDesk } from './support/desk';
import { checkScreen } from './support/screen-check';
import { settingsServer } from './support/settings-server';
import { demoMembers, signIn } from './support/sign-in';

// The map: on a portal with a tile server (MAP_TILE_URL) the complaint form shows a map; a
// click puts the point, keyboard users take the map's centre with a button, and the desk reads the
// point. The tiles come from the portal itself — its /favicon.svg, with {z}/{x}/{y} in the query —
// so the journey needs no network; http:// is allowed for a loopback tile host only (config.ts).

test.describe('a complaint with a point on the map', () => {
  const server = settingsServer('complaints-map', 15, {}, (baseURL) => ({
    MAP_TILE_URL: `${baseURL}/favicon.svg?z={z}&x={x}&y={y}`,
  }));
  test.use({ baseURL: server.baseURL });
  test.beforeAll(server.start);
  test.afterAll(server.stop);

  test('a member marks the spot, lodges, and the desk shows the point', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await signIn(page, demoMembers.mehmet);
    await page.setViewportSize({ width: 1280, height: 900 });
    const tile = page.waitForResponse((response) => /\/favicon\.svg\?z=\d+&x=\d+&y=\d+$/.test(response.url()));
    await page.goto('/ComplaintsAndRequests');
    const map = page.getByRole('region', { name: /^Harita: yeri işaretlemek/ });
    await expect(map).toBeVisible();
    expect((await tile).ok()).toBe(true);
    await expect(page.getByText('Konum seçilmedi.')).toBeVisible();

    // Keyboard: the map's centre (Türkiye's middle), then removed again.
    await page.getByRole('button', { name: 'Haritanın ortasını konum olarak seç' }).click();
    await expect(page.getByText('Seçilen konum: 39,00000, 35,00000')).toBeVisible();
    await page.getByRole('button', { name: 'Konumu kaldır' }).click();
    await expect(page.getByText('Konum seçilmedi.')).toBeVisible();

    // A click on the map, right of and below the centre: east of 35°, south of 39°.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.7, y: box.height * 0.7 } });
    const chosen = page.getByText(/^Seçilen konum: \d{2},\d{5}, \d{2},\d{5}$/);
    await expect(chosen).toBeVisible();
    const pointText = (await chosen.textContent())!.replace('Seçilen konum: ', '');
    const [lat, lon] = pointText.split(', ').map((part) => Number(part.replace(',', '.')));
    expect(lat).toBeLessThan(39);
    expect(lon).toBeGreaterThan(35);
    await expect(map.locator('path.leaflet-interactive, path')).not.toHaveCount(0);

    await page.getByLabel('Konu').selectOption({ label: 'Çukur / yol bozukluğu' });
    await page
      .getByRole('textbox', { name: 'Ne oldu? Kısaca anlatınız' })
      .fill('Kavşaktaki yolda derin bir çukur var, haritada işaretledim.');
    await page.getByLabel('Mahalle').selectOption({ index: 1 });
    const street = page.getByLabel('Cadde / sokak');
    await expect(street.locator('option')).not.toHaveCount(1);
    await street.selectOption({ index: 1 });
    await checkScreen(page, testInfo, 'complaint-form-map');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
    const trackingNo = (await page.getByText(/Başvuru numaranız: BM-\d{4}-\d{6}/).textContent())!.match(
      /BM-\d{4}-\d{6}/,
    )![0];
    expect(cspViolations).toEqual([]);

    // The desk reads the stored point.
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1280, height: 900 });
    await signInToDesk(desk, context, demoStaff.operator);
    await desk.getByRole('navigation', { name: 'Masa menüsü' }).getByRole('link', { name: 'Başvurular' }).click();
    await desk.getByRole('link', { name: trackingNo }).click();
    await expect(desk.getByRole('heading', { level: 1, name: `Başvuru ${trackingNo}` })).toBeVisible();
    await expect(desk.getByRole('definition').filter({ hasText: pointText })).toHaveText(pointText);
    await desk.close();
  });
});
