import { complaintMessages } from '@ebelediye/contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintPhotos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, signIn, solveCaptcha } from '../../test/session';
import { decodeQueue, maxDecodingAtOnce, maxStoredPhotoBytes } from './photos';

// Photo uploads cannot exhaust the server. Who may upload (a member, or a visitor
// who proved a phone by SMS after the captcha), how many pixels, how many bytes are kept, and how many
// uploads an address, a phone and the portal get — counted in the database, so two processes share them.

const members = [
  { id: '10000000146', password: 'Demo2026' },
  { id: '17291716060', password: 'Demo2026' },
  { id: '4540536920', password: 'Demo2026' },
];

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#20a050' } })
    .png()
    .toBuffer();
const flatWebp = (edge: number) =>
  sharp({ create: { width: edge, height: edge, channels: 3, background: '#808080' } })
    .webp()
    .toBuffer();
/** Random pixels: what compresses worst, the attacker's way to make each stored photo as big as possible. */
const noiseJpeg = (edge: number) =>
  sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

async function storedBytes(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ bytes: sql<number>`coalesce(sum(${complaintPhotos.sizeBytes}), 0)::int` })
    .from(complaintPhotos);
  return Number(row.bytes);
}

const upload = (
  app: TestApp['app'],
  content: Buffer,
  headers: Record<string, string> = {},
  validationKey?: string,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/UploadComplaintPhoto',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {
      fileName: 'foto.jpg',
      contentBase64: content.toString('base64'),
      ...(validationKey ? { validationKey } : {}),
    },
  });

describe('complaint photos: who uploads, how big, how many (point 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks a visitor for the SMS check (after the captcha) before anything is decoded or stored', async () => {
    const before = await storedBytes(t);
    const anonymous = await upload(t.app, await tinyPng());
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ field: 'validationKey', Message: complaintMessages.photoVerifyFirst });
    const madeUp = await upload(t.app, await tinyPng(), {}, '00000000-0000-4000-8000-000000000000');
    expect(madeUp.statusCode).toBe(400);
    expect(await storedBytes(t)).toBe(before);

    const phone = '5327770123';
    const { operationReferenceNumber } = (
      await t.call('SendSms', { phone, purpose: 'complaint', altcha: await solveCaptcha(t) })
    ).json();
    // Sent but not yet verified: still refused.
    expect((await upload(t.app, await tinyPng(), {}, operationReferenceNumber)).statusCode).toBe(400);
    const code = (await lastSmsTo(t, phone)).match(/(\d{6})/)![1];
    await t.call('ValidateCode', { operationReferenceNumber, userEntredCode: code });
    const verified = await upload(t.app, await tinyPng(), {}, operationReferenceNumber);
    expect(verified.statusCode).toBe(200);
  });

  it('refuses a 7000 × 7000 picture from its header and keeps a noise picture under 1 MB', async () => {
    const member = await signIn(t, members[0].id, members[0].password);
    const huge = await flatWebp(7000);
    expect(huge.length).toBeLessThan(200_000);
    const refused = await upload(t.app, huge, member);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(complaintMessages.tooManyPixels);

    const noise = await noiseJpeg(2400);
    const kept = await upload(t.app, noise, member);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().sizeBytes).toBeLessThanOrEqual(maxStoredPhotoBytes);
  });

  it('holds the per-phone quota across two processes, then the per-day one', { timeout: 120_000 }, async () => {
    const limited = await createTestApp();
    const other = await limited.anotherProcess();
    try {
      const member = await signIn(limited, members[1].id, members[1].password);
      const png = await tinyPng();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1)
        statuses.push((await upload(i % 2 === 0 ? limited.app : other, png, member)).statusCode);
      expect(statuses).toEqual([...Array(9).fill(200), 429]);
      const refused = await upload(other, png, member);
      expect(refused.json().Message).toBe(complaintMessages.photoQuota.replace('{minutes}', '60'));

      // Each hour nine more, until twenty in the day; then the day's sentence. (The session idles out
      // in an hour, so the member signs in again.)
      // The operation's per-minute limit per address counts in real time (decision 050): the later hours
      // come from other addresses, and the phone's quotas are what is counted.
      limited.setNow(new Date(Date.now() + 61 * 60_000));
      const later = await signIn(limited, members[1].id, members[1].password);
      for (let i = 0; i < 9; i += 1)
        expect(
          (await upload(i % 2 === 0 ? limited.app : other, png, later, undefined, '198.51.100.61')).statusCode,
        ).toBe(200);
      limited.setNow(new Date(Date.now() + 122 * 60_000));
      const latest = await signIn(limited, members[1].id, members[1].password);
      expect((await upload(limited.app, png, latest, undefined, '198.51.100.122')).statusCode).toBe(200);
      expect((await upload(other, png, latest, undefined, '198.51.100.122')).statusCode).toBe(200);
      const daily = await upload(limited.app, png, latest, undefined, '198.51.100.122');
      expect(daily.statusCode).toBe(429);
      expect(daily.json().Message).toBe(complaintMessages.photoDailyQuota);
    } finally {
      limited.setNow(undefined);
      await other.close();
      await limited.close();
    }
  });
});

describe('complaint photos: a flood from one address (point 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps memory and stored bytes bounded while twenty big pictures arrive at once', async () => {
    const sessions = await Promise.all(members.map((member) => signIn(t, member.id, member.password)));
    // 25 MP flat pictures (the largest allowed: each decode holds ~75 MB), 49 MP ones (refused from the
    // header) and noise (the largest re-encoded output), all at once from one address. The bodies are
    // built first, so the figures are the server's.
    const [big, huge, noise] = await Promise.all([flatWebp(5000), flatWebp(7000), noiseJpeg(2400)]);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify({
        fileName: 'foto.jpg',
        contentBase64: (i % 4 === 0 ? huge : i % 4 === 1 ? noise : big).toString('base64'),
      }),
    );
    const rssBefore = process.memoryUsage().rss;
    const bytesBefore = await storedBytes(t);
    let rssPeak = rssBefore;
    let mostDecoding = 0;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      mostDecoding = Math.max(mostDecoding, decodeQueue().decoding);
    }, 5);
    let responses: Awaited<ReturnType<typeof t.app.inject>>[];
    try {
      responses = await Promise.all(
        bodies.map((payload, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/UploadComplaintPhoto',
            headers: { ...sessions[i % sessions.length], 'content-type': 'application/json' },
            payload,
          }),
        ),
      );
    } finally {
      clearInterval(sampler);
    }
    const rssAfter = process.memoryUsage().rss;
    const stored = (await storedBytes(t)) - bytesBefore;
    const statuses = responses.map((response) => response.statusCode);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `photo flood: ${count(200)} stored, ${count(400)} refused (pixels), ${count(429)} over quota, ${count(503)} busy; ` +
        `RSS ${Math.round(rssBefore / 1e6)} MB → peak ${Math.round(rssPeak / 1e6)} MB → ${Math.round(rssAfter / 1e6)} MB; stored ${stored} bytes`,
    );
    expect(count(200) + count(400) + count(429) + count(503)).toBe(20);
    // The 49 MP pictures never reach a decoder: refused by their header, or by the quota before it.
    for (const response of responses.filter((_, i) => i % 4 === 0))
      expect([complaintMessages.tooManyPixels, complaintMessages.photoQuota.replace('{minutes}', '60')]).toContain(
        response.json().Message,
      );
    // Never more decoding at once than the limit; memory grows by what one decode holds, not twenty.
    expect(mostDecoding).toBeLessThanOrEqual(maxDecodingAtOnce);
    expect(rssPeak - rssBefore).toBeLessThan(400 * 1024 * 1024);
    // The address's quota (15 an hour) bounds what is stored, and each photo is at most 1 MB.
    expect(count(200)).toBeLessThanOrEqual(15);
    expect(count(429)).toBeGreaterThanOrEqual(5);
    expect(stored).toBeLessThanOrEqual(count(200) * maxStoredPhotoBytes);
    const more = await upload(t.app, await tinyPng(), sessions[0]);
    expect(more.statusCode).toBe(429);
  }, 180_000);
});
