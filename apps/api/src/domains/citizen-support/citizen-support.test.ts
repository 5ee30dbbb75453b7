import { citizenSupportMessages, isValidTckn, sessionMessages } from '@ebelediye/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClosureRequests,
  auditLog,
  members,
  registries,
  sessions,
  smsOutbox,
  staffActions,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, signIn, solveCaptcha } from '../../test/session';
import { signInStaff } from '../../test/staff';
import { hashPassword } from '../session/passwords';

/** A valid T.C. Kimlik No from nine digits (identity.md's rule). */
function tcknFrom(nine: string): string {
  const d = nine.split('').map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${nine}${d10}${d11}`;
}

let people = 0;

/** A member of this test's own: a registry and an account with password Demo2026 and a phone of their own. */
async function freshMember(t: TestApp) {
  people += 1;
  const identityNo = tcknFrom(`7${String(Date.now() % 10_000_000).padStart(7, '0')}${people}`);
  expect(isValidTckn(identityNo)).toBe(true);
  const phone = `54400${String(people).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
  const oid = `R-test-${identityNo}`;
  await t.db.insert(registries).values({
    oid,
    kind: 'G',
    identityNo,
    name: 'Deniz',
    surname: 'Akgün',
    phone,
    email: 'deniz.akgun@example.com',
  });
  const now = new Date();
  const [member] = await t.db
    .insert(members)
    .values({
      registryOid: oid,
      userName: identityNo,
      passwordHash: await hashPassword('Demo2026'),
      phone,
      email: 'deniz.akgun@example.com',
      kvkkAcceptedAt: now,
    })
    .returning();
  return { identityNo, phone, oid, memberId: member.id };
}

const reason = { reasonKind: 'phone', reasonText: 'Vatandaş aradı, şifresini unuttuğunu söyledi.' } as const;

describe("citizens' support at the desk", () => {
  let t: TestApp;
  let gelir: Record<string, string>;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    gelir = await signInStaff(t, 'demo.gelir');
    operator = await signInStaff(t, 'demo.operator');
  });
  afterAll(() => t.close());

  it('finds a citizen with a reason: registry partly masked, debts with today’s amounts, orders, applications, and the look in the audit trail', async () => {
    const found = await t.call('CitizenSupportFind', { ID: '10000000146', ...reason }, { headers: gelir });
    expect(found.statusCode).toBe(200);
    const [ayse] = found.json().citizens;
    expect(ayse.registry).toMatchObject({
      name: 'Ayşe',
      identityNoMasked: '100******46',
      phoneMasked: '(532) *** ** 33',
    });
    expect(ayse.registry.emailMasked).toMatch(/^\w{2}\*\*\*@/);
    expect(ayse.account).toMatchObject({ status: 'active', lockedUntil: null });
    expect(ayse.debts.length).toBeGreaterThan(0);
    expect(ayse.debtsTotalKurus).toBe(
      ayse.debts.reduce((sum: number, debt: { totalKurus: number | null }) => sum + (debt.totalKurus ?? 0), 0),
    );
    expect(Array.isArray(ayse.orders)).toBe(true);
    expect(Array.isArray(ayse.applications)).toBe(true);
    expect(found.body).not.toContain('10000000146');

    const [row] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'citizen.looked_up'), eq(staffActions.subjectRegistryOid, ayse.registry.oid)));
    expect(row.detail).toMatchObject({ reasonKind: 'phone', reason: 'Vatandaş başvurusu (telefon)' });
    expect(JSON.stringify(row.detail)).not.toContain('10000000146');
  });

  it('refuses a look without a reason, or with a bad number, with a Turkish message', async () => {
    const noReason = await t.call('CitizenSupportFind', { ID: '10000000146' }, { headers: gelir });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe(citizenSupportMessages.reasonKindRequired);
    const shortText = await t.call(
      'CitizenSupportFind',
      { ID: '10000000146', reasonKind: 'counter', reasonText: 'x' },
      { headers: gelir },
    );
    expect(shortText.statusCode).toBe(400);
    expect(shortText.json().Message).toBe(citizenSupportMessages.reasonTextRequired);
    const badNumber = await t.call('CitizenSupportFind', { ID: '10000000147', ...reason }, { headers: gelir });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().Message).toBe('Geçerli bir T.C. Kimlik No veya Vergi No giriniz.');
  });

  it('keeps the desk to its roles: 403 for a complaints operator and a citizen, 401 for nobody', async () => {
    expect(
      (await t.call('CitizenSupportFind', { ID: '10000000146', ...reason }, { headers: operator })).statusCode,
    ).toBe(403);
    const citizen = await signIn(t, '17291716060', 'Demo2026');
    expect(
      (await t.call('CitizenSupportFind', { ID: '10000000146', ...reason }, { headers: citizen })).statusCode,
    ).toBe(403);
    expect((await t.call('CitizenSupportFind', { ID: '10000000146', ...reason })).statusCode).toBe(401);
    expect(
      (await t.call('CitizenSupportUnlockAccount', { ID: '10000000146', ...reason }, { headers: operator })).statusCode,
    ).toBe(403);
    expect((await t.call('CitizenSupportGetClosureRequests', {}, { headers: operator })).statusCode).toBe(403);
  });

  it('answers 404 for a number with no registry and records the look that found nothing', async () => {
    const unknown = await t.call('CitizenSupportFind', { ID: '34567890170', ...reason }, { headers: gelir });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(citizenSupportMessages.notFound);
    const rows = await t.db.select().from(staffActions).where(eq(staffActions.action, 'citizen.looked_up'));
    expect(rows.some((row) => (row.detail as { found?: number }).found === 0 && row.subjectRegistryOid === null)).toBe(
      true,
    );
  });

  it('unlocks an account locked by wrong passwords', async () => {
    const person = await freshMember(t);
    for (let i = 0; i < 5; i++)
      await t.call('ValidateUserForEMunicipality', {
        userName: person.identityNo,
        password: 'Yanlis123',
        altcha: await solveCaptcha(t),
      });
    const locked = await t.call('ValidateUserForEMunicipality', {
      userName: person.identityNo,
      password: 'Demo2026',
      altcha: await solveCaptcha(t),
    });
    expect(locked.statusCode).toBe(429);
    const seen = (await t.call('CitizenSupportFind', { ID: person.identityNo, ...reason }, { headers: gelir })).json();
    expect(seen.citizens[0].account.lockedUntil).not.toBeNull();

    const unlocked = await t.call(
      'CitizenSupportUnlockAccount',
      { ID: person.identityNo, ...reason },
      { headers: gelir },
    );
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ wasLocked: true, message: citizenSupportMessages.unlocked });
    expect((await signIn(t, person.identityNo, 'Demo2026')).cookie).toBeTruthy();
    const [row] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'member.unlocked'));
    expect(row.subjectRegistryOid).toBe(person.oid);
  });

  it('sends a temporary password by SMS through the forgotten-password flow', async () => {
    const person = await freshMember(t);
    const sent = await t.call(
      'CitizenSupportSendPasswordReset',
      { ID: person.identityNo, ...reason },
      { headers: gelir },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().phoneMasked).toMatch(/\*\*\*/);
    const temporary = (await lastSmsTo(t, person.phone)).match(/geçici şifreniz: (\S+) /)![1];
    const session = await signIn(t, person.identityNo, temporary);
    const me = (await t.call('GetUserOfEMunicipality', {}, { headers: session })).json().member;
    expect(me.mustChangePassword).toBe(true);
    const [row] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'member.password_reset_sent'));
    expect(row.subjectRegistryOid).toBe(person.oid);
    expect(JSON.stringify(row.detail)).not.toContain(temporary);
    expect(
      (await t.call('CitizenSupportSendPasswordReset', { ID: person.identityNo }, { headers: gelir })).statusCode,
    ).toBe(400);
  });
});

describe("the citizen's own data and closing the account (KVKK art. 11)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each person their own data only, as JSON and PDF, without the password hash', async () => {
    const a = await freshMember(t);
    const b = await freshMember(t);
    const asA = await signIn(t, a.identityNo, 'Demo2026');
    const asB = await signIn(t, b.identityNo, 'Demo2026');

    const mine = await t.call('CitizenSupportDownloadMyData', {}, { headers: asA });
    expect(mine.statusCode).toBe(200);
    const data = mine.json();
    expect(data.account).toMatchObject({ userName: a.identityNo, phone: a.phone });
    expect(data.registries[0].identityNo).toBe(a.identityNo);
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(data.retainedUnderLaw.join(' ')).toContain('VUK md. 253');
    expect(mine.body).not.toContain('argon2');
    expect(mine.body).not.toContain('passwordHash');
    // Nothing in the request can name another person: a userName in the body is ignored.
    expect(mine.body).not.toContain(b.identityNo);
    const tried = await t.call('CitizenSupportDownloadMyData', { userName: b.identityNo }, { headers: asA });
    expect(tried.body).not.toContain(b.identityNo);
    expect((await t.call('CitizenSupportDownloadMyData', {}, { headers: asB })).json().registries[0].identityNo).toBe(
      b.identityNo,
    );

    const pdf = await t.app.inject({ method: 'GET', url: '/api/kvkk/verilerim.pdf', headers: asA });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const downloads = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.data_downloaded'));
    expect(downloads.map((row) => (row.detail as { format: string }).format).sort()).toEqual([
      'json',
      'json',
      'json',
      'pdf',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/kvkk/verilerim.pdf' })).statusCode).toBe(401);
    expect((await t.call('CitizenSupportDownloadMyData', {})).statusCode).toBe(401);
  });

  it('closes an account on request: the supervisor completes it, the account cannot sign in, and signing up again is possible', async () => {
    const person = await freshMember(t);
    const session = await signIn(t, person.identityNo, 'Demo2026');
    const asked = await t.call(
      'CitizenSupportRequestClosure',
      { reason: 'Artık kullanmıyorum.' },
      { headers: session },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().request).toMatchObject({ state: 'open', reason: 'Artık kullanmıyorum.' });
    const again = await t.call('CitizenSupportRequestClosure', {}, { headers: session });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(citizenSupportMessages.closureOpenAlready);
    const mine = (await t.call('CitizenSupportGetMyClosureRequest', {}, { headers: session })).json();
    expect(mine.request.state).toBe('open');
    expect(mine.retained.length).toBeGreaterThan(0);

    const gelir = await signInStaff(t, 'demo.gelir');
    const gelirsef = await signInStaff(t, 'demo.gelirsef');
    const list = (await t.call('CitizenSupportGetClosureRequests', {}, { headers: gelir })).json().requests;
    const request = list.find((r: { id: number }) => r.id === asked.json().request.id);
    expect(request).toMatchObject({ name: 'Deniz Akgün', daysLeft: 30 });
    expect(request.identityNoMasked).not.toBe(person.identityNo);
    const listed = await t.db.select().from(staffActions).where(eq(staffActions.action, 'account_closure.listed'));
    expect(listed.map((row) => row.subjectRegistryOid)).toContain(person.oid);

    // An operator may see the list but not complete it.
    expect((await t.call('CitizenSupportCompleteClosure', { id: request.id }, { headers: gelir })).statusCode).toBe(
      403,
    );

    const done = await t.call('CitizenSupportCompleteClosure', { id: request.id }, { headers: gelirsef });
    expect(done.statusCode).toBe(200);
    expect(done.json().request.state).toBe('completed');
    expect((await t.call('CitizenSupportCompleteClosure', { id: request.id }, { headers: gelirsef })).statusCode).toBe(
      409,
    );

    expect(await t.db.select().from(members).where(eq(members.id, person.memberId))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.registryOid, person.oid))).toHaveLength(0);
    const [registry] = await t.db.select().from(registries).where(eq(registries.oid, person.oid));
    expect(registry).toMatchObject({ identityNo: person.identityNo, phone: null, email: null });
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, person.phone));
    expect(sms.some((row) => row.purpose === 'account_closure' && row.body.includes('tamamlandı'))).toBe(true);
    const [audit] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'account_closure.completed'));
    expect(audit.subjectRegistryOid).toBe(person.oid);

    const refused = await t.call('ValidateUserForEMunicipality', {
      userName: person.identityNo,
      password: 'Demo2026',
      altcha: await solveCaptcha(t),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().Message).toBe(sessionMessages.noMember);
    expect((await t.call('GetUserOfEMunicipality', {}, { headers: session })).statusCode).toBe(401);
    // The number is free to sign up again (the registry is reused).
    expect((await t.call('ValidateRegistries', { ID: person.identityNo })).json()).toEqual({
      registryExists: true,
      memberExists: false,
    });
  });

  it('refuses a closure with a reason, which is required, and keeps the account', async () => {
    const person = await freshMember(t);
    const session = await signIn(t, person.identityNo, 'Demo2026');
    const { request } = (await t.call('CitizenSupportRequestClosure', {}, { headers: session })).json();
    const gelirsef = await signInStaff(t, 'demo.gelirsef');
    const noReason = await t.call('CitizenSupportRefuseClosure', { id: request.id }, { headers: gelirsef });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe(citizenSupportMessages.closureRefusalRequired);
    const refused = await t.call(
      'CitizenSupportRefuseClosure',
      { id: request.id, reason: 'Açık bir yapılandırma planınız var; önce belediyeyle görüşünüz.' },
      { headers: gelirsef },
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json().request).toMatchObject({ state: 'refused' });
    expect(await t.db.select().from(members).where(eq(members.id, person.memberId))).toHaveLength(1);
    const [row] = await t.db.select().from(accountClosureRequests).where(eq(accountClosureRequests.id, request.id));
    expect(row.decidedBy).not.toBeNull();
    expect(await lastSmsTo(t, person.phone)).toContain('reddedildi');
    // A refused request does not stop a new one.
    expect((await t.call('CitizenSupportRequestClosure', {}, { headers: session })).statusCode).toBe(200);
  });
});
