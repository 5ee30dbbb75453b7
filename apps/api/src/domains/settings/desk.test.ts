import { secretSettingKeys } from '@ebelediye/contract';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingFiles, settings, staffActions } from '../../db/schema';
import { drawLetterhead, newDocument } from '../../pdf';
import { signIn } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaffSession, signInStaff } from '../../test/staff';

async function storedSettings(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.db.select().from(settings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 74, g: 44, b: 143, alpha: 1 } } })
    .png()
    .toBuffer();
}

describe('the desk\'s "Ayarlar" page', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ SETTING_MayorTitle: 'Başkan (ortamdan)' });
    admin = await signInStaff(t, 'demo.yonetici');
  });
  afterAll(() => t.close());

  it('shows every setting grouped, with labels and help, env-fixed ones named, and secrets only as set', async () => {
    const response = await t.call('GetDeskSettings', {}, { headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byKey = Object.fromEntries(body.settings.map((s: { key: string }) => [s.key, s]));
    expect(byKey.MayorName).toMatchObject({
      group: 'mayor',
      label: 'Belediye başkanının adı',
      kind: 'text',
      value: 'Deniz Işıkçı',
      fixedBy: null,
    });
    expect(byKey.MayorName.help.length).toBeGreaterThan(5);
    expect(byKey.MayorTitle).toMatchObject({ value: 'Başkan (ortamdan)', fixedBy: 'SETTING_MayorTitle' });
    expect(byKey.RefundApprovalLimitKurus).toMatchObject({ kind: 'lira', value: '5.000' });
    expect(byKey.OperationPauseStartHours).toMatchObject({ group: 'pauseWindow', value: '0' });
    expect(byKey.HasSubscription).toMatchObject({ kind: 'boolean', value: true });
    for (const key of secretSettingKeys) expect(byKey[key]).toMatchObject({ kind: 'secret', value: null, isSet: true });
    expect(byKey.DemoMode).toBeUndefined();
    // Never a secret's value, anywhere in the answer.
    const stored = await storedSettings(t);
    const publicValues = new Set(Object.values(await t.app.settings.get().then((s) => s.public)).map(String));
    // (The demo's SMS account is also its e-Devlet client id, a public value: that one cannot be looked for.)
    const secrets = secretSettingKeys
      .map((key) => JSON.parse(stored[key]) as string)
      .filter((v) => !publicValues.has(v));
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const value of secrets) expect(response.body).not.toContain(value);
    expect(body.logo).toBeNull();
  });

  it('saves only what changed — mayor, pause window, the refund limit in TL — with before and after in the audit trail', async () => {
    const response = await t.call(
      'SaveDeskSettings',
      {
        MayorName: '  Ayşe Yılmaz ',
        OperationPauseStartHours: '23',
        OperationPauseStartMinute: 45,
        OperationPauseFinishHours: '0',
        OperationPauseFinishMinute: '15',
        RefundApprovalLimitKurus: '7.500,50',
        CityName: 'Örnekşehir', // unchanged: not written, not in the trail
      },
      { headers: admin },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().changed.sort()).toEqual(
      [
        'MayorName',
        'OperationPauseFinishMinute',
        'OperationPauseStartHours',
        'OperationPauseStartMinute',
        'RefundApprovalLimitKurus',
      ].sort(),
    );
    const stored = await storedSettings(t);
    expect(JSON.parse(stored.MayorName)).toBe('Ayşe Yılmaz');
    expect(JSON.parse(stored.RefundApprovalLimitKurus)).toBe(750050);
    expect(JSON.parse(stored.OperationPauseStartHours)).toBe(23);

    const served = (await t.app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
    expect(served).toMatchObject({
      MayorName: 'Ayşe Yılmaz',
      OperationPauseStartHours: 23,
      RefundApprovalLimitKurus: 750050,
    });

    const [row] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'settings.changed'))
      .orderBy(staffActions.id);
    const changes = (row.detail as { changes: { key: string; before: unknown; after: unknown }[] }).changes;
    expect(changes).toContainEqual({ key: 'MayorName', before: 'Deniz Işıkçı', after: 'Ayşe Yılmaz' });
    expect(changes).toContainEqual({ key: 'RefundApprovalLimitKurus', before: 500000, after: 750050 });
    expect(changes.map((change) => change.key)).not.toContain('CityName');

    const page = (await t.call('GetDeskSettings', {}, { headers: admin })).json();
    expect(page.history[0]).toMatchObject({ action: 'settings.changed', staff: { userName: 'demo.yonetici' } });
    expect(page.history[0].changes).toContainEqual({
      key: 'RefundApprovalLimitKurus',
      label: 'İade onay sınırı (TL)',
      before: '5.000',
      after: '7.500,50',
    });

    // The window takes effect at once in this process: a state-changing call inside it is refused,
    // while the desk's save still runs there (the administrator can end the window).
    t.setNow(new Date('2026-11-20T23:50:00+03:00'));
    try {
      const paused = await t.call('ValidateCode', { code: '123456' });
      expect(paused.statusCode).toBe(503);
      expect(paused.json().Message).toContain('23:45–00:15');
      const off = await t.call(
        'SaveDeskSettings',
        { OperationPauseStartHours: '0', OperationPauseStartMinute: '0', OperationPauseFinishMinute: '0' },
        { headers: admin },
      );
      expect(off.statusCode).toBe(200);
      expect((await t.call('ValidateCode', { code: '123456' })).statusCode).not.toBe(503);
    } finally {
      t.setNow(undefined);
    }
  });

  it('renames the capital with the municipality when it was the name upper-cased', async () => {
    const response = await t.call('SaveDeskSettings', { MunicipalityName: 'Göl Belediyesi' }, { headers: admin });
    expect(response.statusCode).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
    expect(served.MunicipalityNameCapital).toBe('GÖL BELEDİYESİ');
    await t.call('SaveDeskSettings', { MunicipalityName: 'Yeşilvadi Belediyesi (Demo)' }, { headers: admin });
  });

  it('writes a secret without ever returning it; the trail says only "değiştirildi"', async () => {
    const response = await t.call('SaveDeskSettings', { StoreKey: 'YENI-ANAHTAR-42' }, { headers: admin });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse((await storedSettings(t)).StoreKey)).toBe('YENI-ANAHTAR-42');
    expect((await t.app.settings.get()).secret('StoreKey')).toBe('YENI-ANAHTAR-42');
    const page = await t.call('GetDeskSettings', {}, { headers: admin });
    expect(page.body).not.toContain('YENI-ANAHTAR-42');
    expect(page.body).not.toContain('TRPS0200');
    const rows = await t.db.select().from(staffActions).where(eq(staffActions.action, 'settings.changed'));
    const trail = JSON.stringify(rows.map((row) => row.detail));
    expect(trail).not.toContain('YENI-ANAHTAR-42');
    expect(trail).not.toContain('TRPS0200');
    const last = rows.at(-1)?.detail as { changes: unknown[] };
    expect(last.changes).toEqual([{ key: 'StoreKey', before: 'değiştirildi', after: 'değiştirildi' }]);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['an address', { MunicipalityWebsiteUrl: 'ftp://yesilvadi' }, 'MunicipalityWebsiteUrl', 'https:// ile başlayan'],
    ['a code', { CityCode: '6' }, 'CityCode', 'İl kodu 2 haneli bir sayı olmalıdır.'],
    ['an hour', { OperationPauseStartHours: '24' }, 'OperationPauseStartHours', '0 ile 23 arasında'],
    ['a minute', { OperationPauseFinishMinute: '1a' }, 'OperationPauseFinishMinute', 'tam sayı olmalıdır'],
    ['a number', { LogoWidth: 500 }, 'LogoWidth', '16 ile 200 arasında'],
    ['a place on the page', { LogoCoordinates: '900,10' }, 'LogoCoordinates', 'A4 sayfasının içinde'],
    ['a payment model', { StoreType: '2d' }, 'StoreType', 'Ödeme modeli listedekilerden biri olmalıdır.'],
    ['a bank', { ActiveBankMerchantCode: '9999' }, 'ActiveBankMerchantCode', 'Etkin banka listedeki'],
    [
      'the refund limit in TL',
      { RefundApprovalLimitKurus: '12,345' },
      'RefundApprovalLimitKurus',
      'TL olarak yazılmalıdır',
    ],
    ['an empty secret', { MerchantPassword: '' }, 'MerchantPassword', 'Gizli ayar için yeni bir değer yazınız'],
    ['a required setting emptied', { MayorName: ' ' }, 'MayorName', 'Belediye başkanının adı boş bırakılamaz'],
    ['a setting the desk does not hold', { DemoMode: false }, '', ''],
    ['a good value beside a bad one', { MayorName: 'Kimse', CityCode: 'AB' }, 'CityCode', 'İl kodu'],
  ];
  for (const [what, body, field, message] of refusals) {
    it(`refuses ${what} with 400, its Turkish message under its field, and changes nothing`, async () => {
      const before = await storedSettings(t);
      const trailBefore = await t.db.select().from(staffActions).where(like(staffActions.action, 'settings.%'));
      const response = await t.call('SaveDeskSettings', body, { headers: admin });
      expect(response.statusCode).toBe(400);
      if (field) expect(response.json().field).toBe(field);
      expect(response.json().Message).toContain(message);
      expect(await storedSettings(t)).toEqual(before);
      const trailAfter = await t.db.select().from(staffActions).where(like(staffActions.action, 'settings.%'));
      expect(trailAfter.length).toBe(trailBefore.length);
    });
  }

  it('refuses an empty save, and a setting fixed by the environment, naming the variable', async () => {
    const empty = await t.call('SaveDeskSettings', {}, { headers: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('Değişen bir ayar yok.');
    const fixed = await t.call('SaveDeskSettings', { MayorTitle: 'Başka' }, { headers: admin });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json()).toMatchObject({ field: 'MayorTitle' });
    expect(fixed.json().Message).toContain('SETTING_MayorTitle');
  });

  it('is for administrators only: other roles 403, a citizen or nobody 401', async () => {
    const calls = [
      ['GetDeskSettings', {}],
      ['SaveDeskSettings', { MayorName: 'Yetkisiz' }],
      ['UploadDeskLogo', { fileName: 'a.png', contentBase64: 'iVBORw0KGgo=' }],
      ['RemoveDeskLogo', {}],
    ] as const;
    const revenue = await signInStaff(t, 'demo.gelir');
    const others = [revenue, (await createStaffSession(t, 'complaints_operator')).headers];
    for (const headers of others) {
      for (const [name, body] of calls) expect((await t.call(name, body, { headers })).statusCode, name).toBe(403);
    }
    const citizen = await signIn(t, '10000000146', 'Demo2026');
    for (const [name, body] of calls) {
      // A citizen's session is no staff session: refused before the handler, whichever way.
      expect([401, 403], name).toContain((await t.call(name, body, { headers: citizen })).statusCode);
      expect((await t.call(name, body)).statusCode, name).toBe(401);
    }
    expect(JSON.parse((await storedSettings(t)).MayorName)).not.toBe('Yetkisiz');
  });

  describe('the logo', () => {
    it('is checked by its bytes: a text file named .png, a header too large or a cut file are refused', async () => {
      const text = await t.call(
        'UploadDeskLogo',
        { fileName: 'logo.png', contentBase64: Buffer.from('bu bir resim değil\n').toString('base64') },
        { headers: admin },
      );
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ field: 'contentBase64' });
      expect(text.json().Message).toContain('PNG ya da JPEG');

      const huge = await pngOf(64, 64);
      huge.writeUInt32BE(10_000, 16); // IHDR width
      const tooBig = await t.call(
        'UploadDeskLogo',
        { fileName: 'logo.png', contentBase64: huge.toString('base64') },
        { headers: admin },
      );
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().Message).toBe('Logo en çok 4000×4000 piksel olabilir.');

      const tiny = await t.call(
        'UploadDeskLogo',
        { fileName: 'logo.png', contentBase64: (await pngOf(8, 8)).toString('base64') },
        { headers: admin },
      );
      expect(tiny.json().Message).toBe('Logo en az 16×16 piksel olmalıdır.');

      const whole = await pngOf(200, 100);
      const cut = await t.call(
        'UploadDeskLogo',
        { fileName: 'logo.png', contentBase64: whole.subarray(0, 60).toString('base64') },
        { headers: admin },
      );
      expect(cut.statusCode).toBe(400);
      expect(cut.json().Message).toContain('bozuk');

      const large = Buffer.alloc(600 * 1024, 1);
      large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const oversize = await t.call(
        'UploadDeskLogo',
        { fileName: 'logo.png', contentBase64: large.toString('base64') },
        { headers: admin },
      );
      expect(oversize.statusCode).toBe(400);
      expect(oversize.json().Message).toBe('Logo dosyası en fazla 512 KB olabilir.');

      expect(await t.db.select().from(settingFiles)).toEqual([]);
    });

    it('is stored, previewed, drawn on the next document, recorded, and removed again', async () => {
      const jpeg = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#226633' } })
        .jpeg()
        .toBuffer();
      const uploaded = await t.call(
        'UploadDeskLogo',
        { fileName: 'amblem.jpg', contentBase64: jpeg.toString('base64') },
        { headers: admin },
      );
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.json()).toMatchObject({ width: 300, height: 150 });
      expect(uploaded.json().dataUrl).toMatch(/^data:image\/png;base64,/);

      const page = (await t.call('GetDeskSettings', {}, { headers: admin })).json();
      expect(page.logo).toMatchObject({ width: 300, height: 150 });
      expect(page.history[0]).toMatchObject({ action: 'settings.logo_uploaded' });

      // The next document draws the picture, not the initials.
      const snapshot = await t.app.settings.get();
      expect(snapshot.logo?.width).toBe(300);
      const { doc, finish } = newDocument(snapshot, 'Makbuz');
      drawLetterhead(doc, snapshot, 'TAHSİLAT MAKBUZU');
      const pdf = (await finish()).toString('latin1');
      expect(pdf).toContain('/Subtype /Image');

      const removed = await t.call('RemoveDeskLogo', {}, { headers: admin });
      expect(removed.statusCode).toBe(200);
      expect((await t.app.settings.get()).logo).toBeNull();
      expect((await t.call('RemoveDeskLogo', {}, { headers: admin })).statusCode).toBe(404);
      const trail = await t.db
        .select()
        .from(staffActions)
        .where(and(like(staffActions.action, 'settings.logo%'), eq(staffActions.entityId, 'logo')));
      expect(trail.map((row) => row.action)).toEqual(['settings.logo_uploaded', 'settings.logo_removed']);
    });
  });
});

describe('a change at the desk in every process, without a restart', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.anotherProcess();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function servedBy(app: FastifyInstance) {
    return (await app.inject({ method: 'GET', url: '/AppSetting.json' })).json();
  }

  it('reaches the other process at once (its 10-second copy is dropped by the database notice)', async () => {
    // The other process has read the settings and keeps them for 10 s.
    expect((await servedBy(other)).MayorName).toBe('Deniz Işıkçı');
    const admin = await signInStaff(t, 'demo.yonetici');
    const saved = await t.call(
      'SaveDeskSettings',
      { MayorName: 'Can Ertuğrul', OperationPauseStartHours: '2', OperationPauseFinishHours: '3' },
      { headers: admin },
    );
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    let served = await servedBy(other);
    while (served.MayorName !== 'Can Ertuğrul' && Date.now() - started < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      served = await servedBy(other);
    }
    expect(served).toMatchObject({
      MayorName: 'Can Ertuğrul',
      OperationPauseStartHours: 2,
      OperationPauseFinishHours: 3,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await other.settings.get()).public.OperationPauseFinishHours).toBe(3);
  });
});
