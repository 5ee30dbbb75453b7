import {
  staffAdminMessages,
  type StaffAccountView,
  type StaffRole,
  staffTemporaryPasswordHours,
} from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { defineDomain, type OperationContext } from '../../domain';
import { AppError, errors } from '../../errors';
import { enqueueSms } from '../sms/outbox';
import { hashPassword, temporaryPassword } from '../session/passwords';
import { maskPhone } from '../session/registries';
import { isDemoStaffName } from './command';
import { recordStaffAction } from './audit';
import { requireStaff } from './guard';
import {
  deleteSessionsOfStaff,
  setStaffPassword,
  insertStaffAccount,
  insertUnit,
  lockActiveAdministrators,
  lockStaffAccount,
  staffAccountsWithUnits,
  staffByUserName,
  type StaffAccountListRow,
  unitById,
  unitByName,
  unitsInNameOrder,
  updateStaffAccount,
} from './store';

/**
 * Staff and roles at the desk (decision 087), for administrators. Each change and its audit row commit
 * together; the row carries the before and after (a phone only masked, a password never). Disabling a
 * person, changing their role or their phone deletes their desk sessions in the same transaction, so
 * their next request is already refused (the session hook also refuses a passive account).
 */

function toView(row: StaffAccountListRow): StaffAccountView {
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName,
    role: row.role,
    unit: row.unitId === null ? null : { id: row.unitId, name: row.unitName ?? '' },
    status: row.status,
    phoneMasked: maskPhone(row.phone) ?? '',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function accountView(db: Queryable, id: number): Promise<StaffAccountView> {
  const [row] = await staffAccountsWithUnits(db, id);
  if (!row) throw errors.notFound(staffAdminMessages.accountNotFound);
  return toView(row);
}

/** The unit a role needs: every role but the administrator's has one (as staff:create requires). */
async function checkedUnit(db: Queryable, role: StaffRole, unitId: number | null): Promise<number | null> {
  if (unitId === null) {
    if (role === 'administrator') return null;
    throw errors.badInput(staffAdminMessages.unitRequired, 'unitId');
  }
  if (!(await unitById(db, unitId))) throw errors.badInput(staffAdminMessages.unitNotFound, 'unitId');
  return unitId;
}

/** Refuses a change after which no active administrator would remain (the desk would lock itself out). */
async function keepAnAdministrator(tx: Queryable, leavingId: number): Promise<void> {
  const admins = await lockActiveAdministrators(tx);
  if (admins.includes(leavingId) && admins.length <= 1) throw errors.conflict(staffAdminMessages.lastAdministrator);
}

async function lockedAccount(tx: Queryable, id: number) {
  const row = await lockStaffAccount(tx, id);
  if (!row) throw errors.notFound(staffAdminMessages.accountNotFound);
  return row;
}

/** Until when a temporary password sent now signs in. */
function temporaryUntil(context: OperationContext): Date {
  return new Date(context.now().getTime() + staffTemporaryPasswordHours * 3_600_000);
}

/** The SMS with a new temporary password (an administrator sent it): its lifetime, and that it is theirs alone. */
function temporaryPasswordText(context: OperationContext, userName: string, password: string): string {
  return `${context.settings.public.MunicipalityName} personel masası hesabınız (${userName}) için yeni geçici şifreniz: ${password} . ${staffTemporaryPasswordHours} saat geçerlidir; ilk girişte kendi şifrenizi belirleyeceksiniz. Bu şifreyi kimseyle paylaşmayınız.`;
}

/** The SMS with a new person's first password: where to sign in, and that it is theirs alone. */
function welcomeText(context: OperationContext, userName: string, password: string): string {
  return `${context.settings.public.MunicipalityName} personel masası hesabınız açıldı. Kullanıcı adınız: ${userName}, geçici şifreniz: ${password} . Giriş: /yonetim. Şifre ${staffTemporaryPasswordHours} saat geçerlidir; ilk girişte kendi şifrenizi belirleyeceksiniz. Bu şifreyi kimseyle paylaşmayınız.`;
}

export const staffAdminDomain = defineDomain({
  name: 'staff-admin',
  handlers: {
    GetStaffAccounts: async (_input, context) => {
      requireStaff(context, 'administrator');
      const [rows, units] = [await staffAccountsWithUnits(context.db), await unitsInNameOrder(context.db)];
      // The list shows every colleague's name and masked phone: a read of staff data, on the record.
      await recordStaffAction(context, 'staff_accounts.listed', {
        entity: 'staff_account',
        detail: { rows: rows.length },
      });
      return {
        accounts: rows.map(toView),
        units: [...units].sort((a, b) => a.name.localeCompare(b.name, 'tr-TR')),
      };
    },

    CreateStaffAccount: async ({ staffUserName, fullName, phone, role, unitId }, context) => {
      requireStaff(context, 'administrator');
      const { db } = context;
      if (context.config.DEMO_MODE === false && isDemoStaffName(staffUserName))
        throw errors.badInput(staffAdminMessages.demoName, 'staffUserName');
      const unit = await checkedUnit(db, role, unitId);
      if (await staffByUserName(db, staffUserName))
        throw new AppError('conflict', staffAdminMessages.userNameTaken, { field: 'staffUserName' });
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        // A name taken in between fails the unique index: the same refusal, never a 500.
        const created = await insertStaffAccount(tx, {
          userName: staffUserName,
          fullName,
          phone,
          passwordHash,
          role,
          unitId: unit,
          mustChangePassword: true,
          temporaryPasswordExpiresAt: temporaryUntil(context),
        }).catch(async (error: unknown) => {
          if (await staffByUserName(db, staffUserName))
            throw new AppError('conflict', staffAdminMessages.userNameTaken, { field: 'staffUserName' });
          throw error;
        });
        // 'password': the outbox keeps only a note once it is sent (decision 034).
        await enqueueSms(tx, { phone, purpose: 'password', body: welcomeText(context, staffUserName, password) });
        await recordStaffAction(context, 'staff_account.created', {
          db: tx,
          entity: 'staff_account',
          entityId: created.id,
          detail: {
            after: { userName: staffUserName, fullName, role, unitId: unit, phone: maskPhone(phone), status: 'active' },
            temporaryPasswordSent: true,
          },
        });
        return created.id;
      });
      return { account: await accountView(db, id) };
    },

    DisableStaffAccount: async ({ id }, context) => {
      const me = requireStaff(context, 'administrator');
      if (id === me.id) throw new AppError('conflict', staffAdminMessages.selfDisable, { field: 'id' });
      await context.db.transaction(async (tx) => {
        const row = await lockedAccount(tx, id);
        if (row.status === 'passive')
          throw new AppError('conflict', staffAdminMessages.alreadyPassive, { field: 'id' });
        if (row.role === 'administrator') await keepAnAdministrator(tx, id);
        await updateStaffAccount(tx, id, { status: 'passive' });
        await deleteSessionsOfStaff(tx, id);
        await recordStaffAction(context, 'staff_account.disabled', {
          db: tx,
          entity: 'staff_account',
          entityId: id,
          detail: { before: { status: 'active' }, after: { status: 'passive' }, sessionsEnded: true },
        });
      });
      return { account: await accountView(context.db, id) };
    },

    EnableStaffAccount: async ({ id }, context) => {
      requireStaff(context, 'administrator');
      await context.db.transaction(async (tx) => {
        const row = await lockedAccount(tx, id);
        if (row.status === 'active') throw new AppError('conflict', staffAdminMessages.alreadyActive, { field: 'id' });
        await updateStaffAccount(tx, id, { status: 'active' });
        await recordStaffAction(context, 'staff_account.enabled', {
          db: tx,
          entity: 'staff_account',
          entityId: id,
          detail: { before: { status: 'passive' }, after: { status: 'active' } },
        });
      });
      return { account: await accountView(context.db, id) };
    },

    ChangeStaffAccountRole: async ({ id, role, unitId }, context) => {
      requireStaff(context, 'administrator');
      const unit = await checkedUnit(context.db, role, unitId);
      await context.db.transaction(async (tx) => {
        const row = await lockedAccount(tx, id);
        // Nothing changes: no audit row, and the person's sessions stay open.
        if (row.role === role && row.unitId === unit) return;
        if (row.role === 'administrator' && role !== 'administrator' && row.status === 'active')
          await keepAnAdministrator(tx, id);
        await updateStaffAccount(tx, id, { role, unitId: unit });
        // A session holds the role it was opened with; the person signs in again under the new one.
        await deleteSessionsOfStaff(tx, id);
        await recordStaffAction(context, 'staff_account.role_changed', {
          db: tx,
          entity: 'staff_account',
          entityId: id,
          detail: { before: { role: row.role, unitId: row.unitId }, after: { role, unitId: unit } },
        });
      });
      return { account: await accountView(context.db, id) };
    },

    ResetStaffAccountPhone: async ({ id, phone }, context) => {
      requireStaff(context, 'administrator');
      await context.db.transaction(async (tx) => {
        const row = await lockedAccount(tx, id);
        await updateStaffAccount(tx, id, { phone });
        // Whoever held the old phone may hold a session too: it ends with the number.
        await deleteSessionsOfStaff(tx, id);
        await recordStaffAction(context, 'staff_account.phone_reset', {
          db: tx,
          entity: 'staff_account',
          entityId: id,
          detail: { before: { phone: maskPhone(row.phone) }, after: { phone: maskPhone(phone) } },
        });
      });
      return { account: await accountView(context.db, id) };
    },

    SendStaffTemporaryPassword: async ({ id }, context) => {
      const me = requireStaff(context, 'administrator');
      if (id === me.id) throw new AppError('conflict', staffAdminMessages.selfTemporaryPassword, { field: 'id' });
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      await context.db.transaction(async (tx) => {
        const row = await lockedAccount(tx, id);
        await setStaffPassword(tx, id, { hash, temporaryUntil: temporaryUntil(context) });
        // Whoever knew the old password may hold a session: it ends with it.
        await deleteSessionsOfStaff(tx, id);
        await enqueueSms(tx, {
          phone: row.phone,
          purpose: 'password',
          body: temporaryPasswordText(context, row.userName, password),
        });
        await recordStaffAction(context, 'staff_account.temporary_password_sent', {
          db: tx,
          entity: 'staff_account',
          entityId: id,
          detail: { phone: maskPhone(row.phone), sessionsEnded: true },
        });
      });
      return { account: await accountView(context.db, id) };
    },

    CreateStaffUnit: async ({ name }, context) => {
      requireStaff(context, 'administrator');
      const taken = () => new AppError('conflict', staffAdminMessages.unitNameTaken, { field: 'name' });
      if (await unitByName(context.db, name)) throw taken();
      const unit = await context.db.transaction(async (tx) => {
        const created = await insertUnit(tx, name);
        if (!created) throw taken();
        await recordStaffAction(context, 'staff_unit.created', {
          db: tx,
          entity: 'staff_unit',
          entityId: created.id,
          detail: { after: { name } },
        });
        return created;
      });
      return { unit };
    },
  },
});
