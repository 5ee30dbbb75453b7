import { maskIdentityNumber, sessionMessages } from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { defineDomain, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { consumeVerifiedCode } from '../sms/codes';
import { createCaptchaChallenge, verifyCaptcha } from './captcha';
import { authorizationUrl, type EDevletConfig, eDevletSuccessCode, exchangeCode, fetchPerson } from './edevlet-client';
import { verifyIdentity } from './nis-client';
import { issueTemporaryPassword } from './account-help';
import { hashPassword, verifyPassword } from './passwords';
import {
  activeMemberOfRegistry,
  memberById,
  memberByUserName,
  memberInfo,
  registriesOf,
  registryByOid,
  registryDetail,
  toRegistry,
} from './registries';
import { closeOtherSessions, closeSession, currentTokenHash, openSession, sessionCookie } from './sessions';
import {
  claimEDevletState,
  eDevletLoginByHandle as freshEDevletLogin,
  insertEDevletState,
  insertMember,
  insertRegistry,
  insertRegistryAddress,
  markEDevletLoginUsed,
  memberCount,
  membersPage,
  setRegistryContact,
  updateEDevletLogin,
  updateMember,
} from './store';
import { assertNotLocked, clearThrottle, consume, recordHit, rules, throttleKey } from './throttle';

const eDevletLoginLifetimeMs = 10 * 60_000;

function eDevletConfig({ config, settings }: Pick<OperationContext, 'config' | 'settings'>): EDevletConfig {
  const redirect = settings.public.EDEVLET_REDIRECT_URI;
  return {
    baseUrl: config.EDEVLET_BASE_URL,
    clientId: settings.public.EDEVLET_CLIENT_ID,
    clientSecret: config.EDEVLET_CLIENT_SECRET,
    redirectUri: config.PUBLIC_URL ? new URL(redirect, config.PUBLIC_URL).toString() : redirect,
  };
}

/** The signed-in member's account; e-Devlet visitors without one get a clear 403. */
async function requireAccount(context: OperationContext) {
  const memberId = context.member?.memberId;
  if (!memberId) throw errors.forbidden('Bu işlem için e-Belediye üyeliği gerekir. Üyelik başvurusu yapabilirsiniz.');
  const member = await memberById(context.db, memberId);
  if (!member) throw errors.unauthenticated();
  return member;
}

/** Checks a member's password for a sensitive change, with its own lockout. */
async function confirmPassword(
  context: OperationContext,
  member: { id: number; passwordHash: string },
  password: string,
  field: string,
) {
  const key = throttleKey('password-check', String(member.id));
  await assertNotLocked(context.db, key, context.now());
  if (!(await verifyPassword(member.passwordHash, password))) {
    await recordHit(context.db, key, rules.passwordChecksPerMember, context.now());
    throw errors.badInput(sessionMessages.currentPasswordWrong, field);
  }
  await clearThrottle(context.db, key);
}

/** A row of e-Devlet login by the handle the browser holds, while it is fresh. */
async function eDevletLoginByHandle(context: OperationContext, handle: string) {
  return freshEDevletLogin(context.db, handle, context.now());
}

/**
 * The identity step of an application: no account yet for this number, and for persons the
 * population register confirms name, surname and birth year.
 */
async function checkApplicant(
  { db, outbound, config }: OperationContext,
  applicant: {
    userPidNo: string;
    registryType: string;
    userNameOrTitle: string;
    userSurname: string;
    yearOfBirth?: number;
  },
): Promise<void> {
  if (await memberByUserName(db, applicant.userPidNo)) throw errors.conflict(sessionMessages.memberExists);
  if (applicant.registryType === 'T') return;
  // The contract requires a person's birth date; checked again here so that the type says so.
  if (applicant.yearOfBirth === undefined) throw errors.badInput('Doğum tarihi zorunludur.', 'yearOfBirth');
  const verified = await verifyIdentity(outbound, config.NIS_URL, {
    tckn: applicant.userPidNo,
    name: applicant.userNameOrTitle,
    surname: applicant.userSurname,
    yearOfBirth: applicant.yearOfBirth,
  });
  if (!verified) throw errors.badInput(sessionMessages.identityNotVerified, 'userNameOrTitle');
}

export const sessionDomain = defineDomain({
  name: 'session',
  handlers: {
    RetrievePassword: async ({ userName }, { db }) => {
      const member = await memberByUserName(db, userName);
      return { memberExists: member?.status === 'active' };
    },

    ValidateUserForEMunicipality: async ({ userName, password, altcha }, context) => {
      const { db, request, reply, now, audit } = context;
      await verifyCaptcha(request.server, db, altcha);
      const at = now();
      const member = await memberByUserName(db, userName);
      if (!member || member.status !== 'active') throw errors.notFound(sessionMessages.noMember);
      const idKey = throttleKey('login-id', userName);
      const ipKey = throttleKey('login-ip', request.ip);
      await assertNotLocked(db, idKey, at);
      await assertNotLocked(db, ipKey, at);

      // The SMS password's hash when that is what was typed, while it is valid; undefined otherwise.
      const temporaryHash =
        member.tempPasswordHash &&
        !!member.tempPasswordExpiresAt &&
        member.tempPasswordExpiresAt > at &&
        (await verifyPassword(member.tempPasswordHash, password))
          ? member.tempPasswordHash
          : undefined;
      const usesTemporary = temporaryHash !== undefined;
      if (!usesTemporary && !(await verifyPassword(member.passwordHash, password))) {
        await recordHit(db, idKey, rules.loginFailuresPerId, at);
        await recordHit(db, ipKey, rules.loginFailuresPerIp, at);
        await audit('session.login_failed', { entity: 'member', entityId: member.id });
        throw errors.unauthenticated(sessionMessages.wrongPassword);
      }
      await clearThrottle(db, idKey);
      const updated = await db.transaction(async (tx) => {
        // The SMS password replaces the old one once used, and must be changed at once; signing in
        // with the old one instead makes the SMS password useless.
        const row = await updateMember(
          tx,
          member.id,
          temporaryHash !== undefined
            ? {
                passwordHash: temporaryHash,
                tempPasswordHash: null,
                tempPasswordExpiresAt: null,
                mustChangePassword: true,
                updatedAt: at,
              }
            : { tempPasswordHash: null, tempPasswordExpiresAt: null },
        );
        if (usesTemporary) await closeOtherSessions(tx, member.id);
        await openSession(
          tx,
          request,
          reply,
          { registryOid: member.registryOid, memberId: member.id, viaEDevlet: false },
          at,
        );
        return row;
      });
      await audit('session.login', {
        entity: 'member',
        entityId: member.id,
        detail: { temporaryPassword: usesTemporary },
      });
      return { member: await memberInfo(db, member.registryOid, updated, false) };
    },

    GetUserOfEMunicipality: async (_input, { db, member }) => {
      const account = member.memberId ? await memberById(db, member.memberId) : undefined;
      return { member: await memberInfo(db, member.registryOid, account, member.viaEDevlet) };
    },

    Logout: async (_input, { db, request, reply, member, audit }) => {
      await closeSession(db, request, reply);
      if (member) await audit('session.logout', { entity: 'registry', entityId: member.registryOid });
      return { success: true as const };
    },

    ChangePassword: async ({ currentPassword, newPassword }, context) => {
      const member = await requireAccount(context);
      await confirmPassword(context, member, currentPassword, 'currentPassword');
      if (await verifyPassword(member.passwordHash, newPassword))
        throw errors.badInput(sessionMessages.sameAsOld, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await context.db.transaction(async (tx) => {
        await updateMember(tx, member.id, {
          passwordHash,
          mustChangePassword: false,
          tempPasswordHash: null,
          tempPasswordExpiresAt: null,
          updatedAt: context.now(),
        });
        await closeOtherSessions(tx, member.id, currentTokenHash(context.request));
      });
      await context.audit('member.password_changed', { entity: 'member', entityId: member.id });
      return { success: true as const };
    },

    ValidateRegistries: async ({ ID }, { db }) => {
      const found = await registriesOf(db, ID);
      const member = await memberByUserName(db, ID);
      return { registryExists: found.length > 0, memberExists: member?.status === 'active' };
    },

    GetRetailRegistryInfoViaNIS: async ({ tckn, name, surname, yearOfBirth }, { outbound, config }) => ({
      verified: await verifyIdentity(outbound, config.NIS_URL, { tckn, name, surname, yearOfBirth }),
    }),

    ValidateEMunicipalityUserForRegister: async (input, context) => {
      await checkApplicant(context, input);
      return { registryExists: (await registriesOf(context.db, input.userPidNo)).length > 0 };
    },

    CreateUserForEmunicipality: async (input, context) => {
      const { db, request, reply, now, audit } = context;
      const at = now();
      await checkApplicant(context, input);
      const person = input.registryType !== 'T';
      const passwordHash = await hashPassword(input.password);
      const birthDate = person
        ? `${input.yearOfBirth}-${String(input.monthOfBirth).padStart(2, '0')}-${String(input.dayOfBirth).padStart(2, '0')}`
        : null;

      const member = await db.transaction(async (tx) => {
        await consumeVerifiedCode(tx, input.validationKey, input.userGsmNumber, 'register', at, 'validationKey');
        // A person the municipality already knows keeps their registry; a newcomer gets one.
        const [known] = await registriesOf(tx, input.userPidNo);
        const registryOid = known?.oid ?? `R-${randomBytes(8).toString('hex')}`;
        if (known) {
          await setRegistryContact(tx, known.oid, { phone: input.userGsmNumber, email: input.userEmail });
        } else {
          await insertRegistry(tx, {
            oid: registryOid,
            kind: input.registryType,
            identityNo: input.userPidNo,
            name: input.userNameOrTitle,
            surname: person ? input.userSurname : '',
            fatherName: input.fatherName ?? null,
            motherName: input.motherName ?? null,
            birthPlace: input.placeOfBirth ?? null,
            birthDate,
            gender: input.gender ?? null,
            phone: input.userGsmNumber,
            email: input.userEmail,
            taxOfficeCode: input.taxOfficeCode ?? null,
            createdAt: at,
          });
        }
        await insertRegistryAddress(tx, { registryOid, kind: 'ikamet', ...input.address });
        const created = await insertMember(tx, {
          registryOid,
          userName: input.userPidNo,
          passwordHash,
          phone: input.userGsmNumber,
          email: input.userEmail,
          smsConsent: input.chkSMSInfo,
          kvkkAcceptedAt: at,
          createdAt: at,
          updatedAt: at,
        });
        // A double click or a retry: the first request made the account, this one changes nothing.
        if (!created) throw errors.conflict(sessionMessages.memberExists);
        await openSession(tx, request, reply, { registryOid, memberId: created.id, viaEDevlet: false }, at);
        return created;
      });
      request.member = {
        memberId: member.id,
        registryOid: member.registryOid,
        isEmployee: false,
        viaEDevlet: false,
        mustChangePassword: false,
      };
      await audit('member.created', {
        entity: 'member',
        entityId: member.id,
        detail: { registryType: input.registryType, smsConsent: input.chkSMSInfo },
      });
      return { member: await memberInfo(db, member.registryOid, member, false) };
    },

    CreateUserDetail: async (address, { db, member, audit }) => {
      await insertRegistryAddress(db, { registryOid: member.registryOid, ...address });
      await audit('registry.address_added', {
        entity: 'registry',
        entityId: member.registryOid,
        detail: { kind: address.kind },
      });
      return { registry: await registryDetail(db, member.registryOid) };
    },

    GetRegistryDetail: async (_input, { db, member }) => ({ registry: await registryDetail(db, member.registryOid) }),

    GetFilteredRegistries: async ({ ID, token }, context) => {
      const { db, member } = context;
      // Only the person themselves: signed in with this ID, or just verified by e-Devlet as this ID.
      let allowed = false;
      if (member) {
        const own = await registryByOid(db, member.registryOid);
        allowed = own?.identityNo === ID;
      }
      if (!allowed && token) {
        const login = await eDevletLoginByHandle(context, token);
        allowed = !!login && login.kimlikNo === ID && !login.usedAt;
      }
      if (!allowed) throw errors.forbidden('Yalnızca kendi sicil kayıtlarınızı görebilirsiniz.');
      return { registries: (await registriesOf(db, ID)).map(toRegistry) };
    },

    SendPasswordForMember: async ({ ID, phone, altcha }, { db, request, now, settings, audit }) => {
      await verifyCaptcha(request.server, db, altcha);
      const at = now();
      await consume(db, throttleKey('reset-ip', request.ip), rules.resetPerIp, at);
      await consume(db, throttleKey('reset-id', ID), rules.resetPerId, at);
      const member = await memberByUserName(db, ID);
      // One message for "no such member" and "wrong phone": the call cannot tell which numbers exist.
      if (!member || member.status !== 'active' || member.phone !== phone)
        throw errors.notFound(sessionMessages.resetNoMatch);
      await db.transaction((tx) => issueTemporaryPassword(tx, member, settings, at));
      await audit('member.password_reset_sent', { entity: 'member', entityId: member.id });
      return { success: true as const };
    },

    UpdateUserForEMunicipality: async (input, context) => {
      const { db, now, audit } = context;
      const member = await requireAccount(context);
      await confirmPassword(context, member, input.password, 'password');
      const registry = await registryByOid(db, member.registryOid);
      const renamed =
        (input.memberName !== undefined && input.memberName.trim() !== registry?.name) ||
        (input.memberSurname !== undefined && input.memberSurname.trim() !== registry?.surname);
      if (renamed) throw errors.badInput('Ad ve soyad nüfus kaydından gelir; buradan değiştirilemez.', 'memberName');
      const at = now();
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
      const phoneChanged = input.gsmNumber !== member.phone;
      const updated = await db.transaction(async (tx) => {
        if (phoneChanged) {
          if (!input.validationKey) throw errors.badInput(sessionMessages.phoneNotVerified, 'validationKey');
          await consumeVerifiedCode(tx, input.validationKey, input.gsmNumber, 'phone_change', at, 'validationKey');
        }
        const row = await updateMember(tx, member.id, {
          phone: input.gsmNumber,
          email: input.email,
          smsConsent: input.chkSMSInfo,
          updatedAt: at,
          ...(passwordHash ? { passwordHash, mustChangePassword: false } : {}),
        });
        await setRegistryContact(tx, member.registryOid, { phone: input.gsmNumber, email: input.email });
        if (passwordHash) await closeOtherSessions(tx, member.id, currentTokenHash(context.request));
        return row;
      });
      await audit('member.updated', {
        entity: 'member',
        entityId: member.id,
        detail: {
          phoneChanged,
          emailChanged: input.email !== member.email,
          smsConsent: input.chkSMSInfo,
          passwordChanged: !!passwordHash,
        },
      });
      return { member: await memberInfo(db, member.registryOid, updated, context.member.viaEDevlet) };
    },

    CreateUserStatus: async ({ password }, context) => {
      const member = await requireAccount(context);
      await confirmPassword(context, member, password, 'password');
      await context.db.transaction(async (tx) => {
        await updateMember(tx, member.id, { status: 'passive', updatedAt: context.now() });
        await closeOtherSessions(tx, member.id);
      });
      context.reply.clearCookie(sessionCookie, { path: '/' });
      await context.audit('member.closed', { entity: 'member', entityId: member.id });
      return { success: true as const };
    },

    GetAllUsersForEmunicipality: async ({ pageIndex }, { db }) => {
      const pageSize = 50;
      const total = await memberCount(db);
      const rows = await membersPage(db, pageSize, pageIndex);
      return {
        total,
        users: rows.map((row) => ({
          memberId: row.id,
          userNameMasked: maskIdentityNumber(row.userName),
          name: `${row.name} ${row.surname}`.trim(),
          status: row.status,
        })),
      };
    },

    GetEDevletAuthorizationUrl: async (_input, context) => {
      if (context.settings.public.IsEDevletLoginDisable)
        throw errors.unavailable('e-Devlet ile giriş bu belediyede kapalıdır.');
      // SPEC §9: the state is a random number between 1000 and 1000000, kept server-side and checked on return.
      for (let tries = 0; tries < 5; tries++) {
        const state = String(randomInt(1000, 1_000_001));
        const inserted = await insertEDevletState(
          context.db,
          state,
          new Date(context.now().getTime() + eDevletLoginLifetimeMs),
        );
        if (inserted) return { url: authorizationUrl(eDevletConfig(context), state) };
      }
      throw errors.unavailable();
    },

    LoginViaEDevlet: async ({ code, state }, context) => {
      const { db, now, outbound } = context;
      if (!code || !state) return { token: null };
      // The state must be one we issued, unexpired and not yet used: a forged or replayed return gets null.
      const login = await claimEDevletState(db, state, randomBytes(24).toString('hex'), now());
      if (!login) return { token: null };
      let accessToken: string | null = null;
      try {
        accessToken = await exchangeCode(outbound, eDevletConfig(context), code);
      } catch (error) {
        context.log.warn({ err: error }, 'e-Devlet belirteç alınamadı');
      }
      if (!accessToken) return { token: null };
      await updateEDevletLogin(db, login.id, { accessToken });
      return { token: login.handle };
    },

    GetPersonInfoViaEDevlet: async ({ accessToken }, context) => {
      const login = await eDevletLoginByHandle(context, accessToken);
      if (!login?.accessToken || login.usedAt)
        return {
          sonucKodu: 'EDV09.004',
          sonucAciklamasi: sessionMessages.invalidEDevletToken,
          kullaniciBilgileri: null,
        };
      const person = await fetchPerson(context.outbound, eDevletConfig(context), login.accessToken);
      if (person.sonucKodu === eDevletSuccessCode && person.kullaniciBilgileri) {
        await updateEDevletLogin(context.db, login.id, { kimlikNo: person.kullaniciBilgileri.kimlikNo });
      }
      return person;
    },

    SaveEDevletLogin: async ({ token, registryOid }, context) => {
      const { db, request, reply, now, audit } = context;
      const login = await eDevletLoginByHandle(context, token);
      if (!login?.kimlikNo) throw errors.unauthenticated(sessionMessages.invalidEDevletToken);
      const registry = await registryByOid(db, registryOid);
      // Trust only the identity e-Devlet returned: the registry must carry that very number.
      if (!registry || registry.identityNo !== login.kimlikNo)
        throw errors.forbidden('Bu sicil e-Devlet ile doğrulanan kimliğe ait değil.');
      const member = await activeMemberOfRegistry(db, registry.oid);
      await db.transaction(async (tx) => {
        const used = await markEDevletLoginUsed(tx, login.id, now());
        if (!used) throw errors.conflict('Bu e-Devlet girişi zaten kullanıldı. Lütfen yeniden giriş yapınız.');
        await openSession(
          tx,
          request,
          reply,
          { registryOid: registry.oid, memberId: member?.id ?? null, viaEDevlet: true },
          now(),
        );
      });
      await audit('session.login_edevlet', {
        entity: 'registry',
        entityId: registry.oid,
        detail: { hasAccount: !!member },
      });
      return { member: await memberInfo(db, registry.oid, member, true) };
    },
  },
  rateLimits: {
    RetrievePassword: { max: 20, timeWindow: '1 minute' },
    ValidateRegistries: { max: 20, timeWindow: '1 minute' },
    ValidateUserForEMunicipality: { max: 20, timeWindow: '1 minute' },
    GetRetailRegistryInfoViaNIS: { max: 10, timeWindow: '1 minute' },
    ValidateEMunicipalityUserForRegister: { max: 10, timeWindow: '1 minute' },
    SendPasswordForMember: { max: 5, timeWindow: '1 minute' },
    GetFilteredRegistries: { max: 20, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    // The ALTCHA widget fetches its challenge with a GET.
    app.get(
      '/api/captcha/challenge',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return createCaptchaChallenge(app, app.config.CAPTCHA_MAX_COUNTER);
      },
    );
  },
});
