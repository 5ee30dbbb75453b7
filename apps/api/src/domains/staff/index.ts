import { staffMessages } from '@ebelediye/contract';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { defineDomain, type OperationContext } from '../../domain';
import { AppError, errors } from '../../errors';
import { codeLifetimeMinutes } from '../sms';
import { enqueueSms } from '../sms/outbox';
import { consumeSmsQuota } from '../sms/quota';
import { hashPassword, verifyPassword } from '../session/passwords';
import { maskPhone } from '../session/registries';
import { hashToken } from '../session/sessions';
import { staffByUserName, staffMemberById, toStaffInfo } from './accounts';
import { recordStaffAction } from './audit';
import { requireSignedInStaff, requireStaff } from './guard';
import { lawDataGaps } from './law-data-gaps';
import {
  admitSignInTry,
  countFailedSignIn,
  countRightPassword,
  currentGuards,
  guardWindowMs,
  setTrustedDevice,
} from './sign-in-guard';
import {
  closeStaffSession,
  openStaffSession,
  staffAbsoluteLifetimeMs,
  staffCodeHash,
  staffSessionCookie,
  staffToken,
  staffTokenHash,
} from './sessions';
import {
  deleteOtherSessionsOfStaff,
  deleteStaffSession,
  markSignedIn,
  sessionByTokenHash,
  setCodeAttempts,
  setStaffPassword,
} from './store';

/** Tries of one SMS code; the fifth wrong one ends the pending sign-in. */
export const maxStaffCodeAttempts = 5;

// A hash to verify against when the user name is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Ends the pending sign-in of the cookie (wrong code too often, expired) and says why. */
async function endPending(context: OperationContext, tokenHash: string) {
  await deleteStaffSession(context.db, tokenHash);
  context.reply.clearCookie(staffSessionCookie, { path: '/' });
}

export const staffDomain = defineDomain({
  name: 'staff',
  handlers: {
    StaffSignIn: async ({ staffUserName, password, altcha }, context) => {
      const { db, request, reply, now, settings } = context;
      const at = now();
      const staff = await staffByUserName(db, staffUserName);
      // Wrong passwords slow a guesser down (a captcha, then waits) and never lock the account (decision 051).
      const attempt = await admitSignInTry(context, { userName: staffUserName, staffId: staff?.id, altcha }, at);
      dummyHash ??= hashPassword('yok-boyle-bir-personel');
      const passwordRight = await verifyPassword(staff?.passwordHash ?? (await dummyHash), password);
      if (!staff || staff.status !== 'active' || !passwordRight) {
        const { captchaNext } = await countFailedSignIn(context, attempt, at);
        // The same sentence either way; `field` tells the form to show the captcha for the next try.
        throw new AppError('unauthenticated', staffMessages.wrongCredentials, captchaNext ? { field: 'altcha' } : {});
      }
      await countRightPassword(db, attempt);
      // A temporary password the person never used in time no longer opens the desk (nor sends a code).
      if (staff.mustChangePassword && staff.temporaryPasswordExpiresAt && staff.temporaryPasswordExpiresAt <= at)
        throw errors.unauthenticated(staffMessages.temporaryPasswordExpired);
      // Sign-in codes sent, not failures: the refusal says so and when the next code may be asked for.
      await consumeSmsQuota(db, { phone: staff.phone, purpose: 'staff_sign_in' }, at);
      const minutes = await codeLifetimeMinutes(db);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await openStaffSession(
          tx,
          request,
          reply,
          { staffId: staff.id, code, expiresAt: new Date(at.getTime() + minutes * 60_000) },
          at,
        );
        await enqueueSms(tx, {
          phone: staff.phone,
          purpose: 'code',
          body: `${settings.public.MunicipalityName} personel giriş kodunuz: ${code}. Kod ${minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
        });
        await recordStaffAction(context, 'staff.sign_in_code_sent', {
          db: tx,
          staffId: staff.id,
          entity: 'staff_account',
          entityId: staff.id,
        });
      });
      return { phoneMasked: maskPhone(staff.phone) ?? '', expiresInSeconds: minutes * 60 };
    },

    StaffVerifyCode: async ({ code }, context) => {
      const { db, request, reply, now } = context;
      const at = now();
      const token = staffToken(request);
      const tokenHash = token ? hashToken(token) : undefined;
      const pending = tokenHash ? await sessionByTokenHash(db, tokenHash) : undefined;
      if (!token || !tokenHash || !pending || pending.verifiedAt || !pending.codeHash)
        throw errors.badInput(staffMessages.noPendingSignIn, 'code');
      if (pending.expiresAt <= at) {
        await endPending(context, tokenHash);
        throw errors.badInput(staffMessages.codeExpired, 'code');
      }
      const matches = timingSafeEqual(Buffer.from(staffCodeHash(token, code)), Buffer.from(pending.codeHash));
      if (!matches) {
        const attempts = pending.codeAttempts + 1;
        await recordStaffAction(context, 'staff.sign_in_code_wrong', {
          staffId: pending.staffId,
          entity: 'staff_account',
          entityId: pending.staffId,
          detail: { attempts },
        });
        if (attempts >= maxStaffCodeAttempts) {
          await endPending(context, tokenHash);
          throw errors.tooManyRequests(staffMessages.codeTooManyTries);
        }
        await setCodeAttempts(db, tokenHash, attempts);
        throw errors.badInput(`${staffMessages.codeWrong} Kalan deneme: ${maxStaffCodeAttempts - attempts}.`, 'code');
      }
      await db.transaction(async (tx) => {
        await deleteStaffSession(tx, tokenHash);
        await openStaffSession(
          tx,
          request,
          reply,
          { staffId: pending.staffId, verifiedAt: at, expiresAt: new Date(at.getTime() + staffAbsoluteLifetimeMs) },
          at,
        );
        await markSignedIn(tx, pending.staffId, at);
        await recordStaffAction(context, 'staff.signed_in', {
          db: tx,
          staffId: pending.staffId,
          entity: 'staff_account',
          entityId: pending.staffId,
        });
      });
      setTrustedDevice(request, reply, context.settings.secret('machineKey'), pending.staffId);
      return { staff: toStaffInfo(await staffMemberById(db, pending.staffId)) };
    },

    GetStaffSession: async (_input, context) => ({ staff: toStaffInfo(requireSignedInStaff(context)) }),

    GetStaffSignInSecurity: async (_input, context) => {
      requireStaff(context);
      return { windowMinutes: guardWindowMs / 60_000, ...(await currentGuards(context.db, context.now())) };
    },

    GetLawDataGaps: async (_input, context) => {
      requireStaff(context);
      return lawDataGaps(context.db, context.now());
    },

    ChangeStaffPassword: async ({ currentPassword, newPassword }, context) => {
      const me = requireSignedInStaff(context);
      const { db, request } = context;
      const account = await staffByUserName(db, me.userName);
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword)))
        throw errors.badInput(staffMessages.currentPasswordWrong, 'currentPassword');
      if (currentPassword === newPassword) throw errors.badInput(staffMessages.samePassword, 'newPassword');
      const hash = await hashPassword(newPassword);
      const tokenHash = staffTokenHash(request);
      await db.transaction(async (tx) => {
        await setStaffPassword(tx, me.id, { hash, temporaryUntil: null });
        // Sessions opened elsewhere with the old password end; this one goes on.
        if (tokenHash) await deleteOtherSessionsOfStaff(tx, me.id, tokenHash);
        await recordStaffAction(context, 'staff.password_changed', {
          db: tx,
          entity: 'staff_account',
          entityId: me.id,
          detail: { wasTemporary: me.mustChangePassword },
        });
      });
      return { staff: toStaffInfo(await staffMemberById(db, me.id)) };
    },

    StaffSignOut: async (_input, context) => {
      if (context.staff)
        await recordStaffAction(context, 'staff.signed_out', { entity: 'staff_account', entityId: context.staff.id });
      await closeStaffSession(context.db, context.request, context.reply);
      return { ok: true as const };
    },
  },
  rateLimits: {
    StaffSignIn: { max: 20, timeWindow: '1 minute' },
    StaffVerifyCode: { max: 20, timeWindow: '1 minute' },
  },
});
