import {
  type AppSettings,
  appSettingsSchema,
  type DeskLogo,
  type DeskSetting,
  type DeskSettingChange,
  type DeskSettingKey,
  type DeskSettingsHistoryEntry,
  deskSettingInfo,
  deskSettingKeys,
  deskSettingMessages,
  deskValueOf,
  firstFieldError,
  isDeskSettingKey,
  isSecretSetting,
  secretChangedMark,
  type SecretSettingKey,
  settingOverrideVariable,
  toTurkishUpperCase,
} from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { latestStaffActions, recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { type CheckedLogo, checkLogo } from './logo';
import { missingSettings } from './required';
import type { SettingsSnapshot } from './snapshot';
import { withOverrides } from './snapshot';
import { announceSettingsChanged, deleteLogo, storedLogo, storedSettingRows, writeLogo, writeSettings } from './store';

/**
 * The desk's "Ayarlar" page (decision 086): administrators read and change SPEC §3's settings. A save
 * is checked field by field (the contract's schemas, by the operations plugin), then as a whole with
 * the start's own checks on the values that would be in effect — appSettingsSchema and the list of
 * what a live portal cannot do without — and written with its audit row (before → after; a secret
 * only as "değiştirildi") and a database notice in one transaction, so every process drops its copy.
 */

type Raw = Record<string, unknown>;

async function storedRaw(db: Queryable): Promise<Raw> {
  const rows = await storedSettingRows(db);
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
}

/** The values in effect as the start reads them: stored, overridden, with DemoMode. */
function effective(stored: Raw, overrides: Record<string, string>, demoMode: boolean): Raw {
  const raw = withOverrides(stored, overrides);
  raw.DemoMode = demoMode;
  return raw;
}

function snapshotOf(raw: Raw, publicSettings: AppSettings): SettingsSnapshot {
  return { public: publicSettings, secret: (key: SecretSettingKey) => String(raw[key] ?? '') };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function logoOf(row: { content: Buffer; width: number; height: number; updatedAt: Date }): DeskLogo {
  return {
    dataUrl: `data:image/png;base64,${row.content.toString('base64')}`,
    width: row.width,
    height: row.height,
    sizeBytes: row.content.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function describeLogo(logo: { width: number; height: number; content: Buffer } | undefined): string | null {
  return logo ? `${logo.width}×${logo.height} piksel, ${Math.ceil(logo.content.length / 1024)} KB` : null;
}

/** A change as the audit trail keeps it: the stored values, or the mark alone for a secret. */
function auditChange(key: DeskSettingKey, before: unknown, after: unknown) {
  return isSecretSetting(key)
    ? { key, before: secretChangedMark, after: secretChangedMark }
    : { key, before: before ?? null, after };
}

/** A change as the history list shows it, from its audit row. */
function shownChange(change: { key?: unknown; before?: unknown; after?: unknown }): DeskSettingChange {
  const key = String(change.key ?? '');
  const label = isDeskSettingKey(key) ? deskSettingInfo[key].label : key === 'logo' ? 'Makbuz logosu' : key;
  const show = (value: unknown) => {
    if (value === null || value === undefined) return null;
    if (value === secretChangedMark || !isDeskSettingKey(key))
      return typeof value === 'boolean' ? value : String(value);
    return deskValueOf(key, value);
  };
  return { key, label, before: show(change.before), after: show(change.after) };
}

const historyActions = new Set(['settings.changed', 'settings.logo_uploaded', 'settings.logo_removed']);

async function history(db: Queryable): Promise<DeskSettingsHistoryEntry[]> {
  const rows = await latestStaffActions(db, 'settings.', 30);
  return rows
    .filter(({ row }) => historyActions.has(row.action))
    .map(({ row, userName, fullName }) => {
      const detail = (row.detail ?? {}) as { changes?: { key?: unknown; before?: unknown; after?: unknown }[] };
      return {
        id: row.id,
        at: row.at.toISOString(),
        staff: userName && fullName ? { userName, fullName } : null,
        action: row.action as DeskSettingsHistoryEntry['action'],
        changes: (detail.changes ?? []).map(shownChange),
      };
    });
}

export const settingsDeskDomain = defineDomain({
  name: 'settings-desk',
  handlers: {
    GetDeskSettings: async (_input, context) => {
      requireStaff(context, 'administrator');
      const overrides = context.config.settingOverrides;
      const raw = effective(await storedRaw(context.db), overrides, context.config.DEMO_MODE);
      const settings: DeskSetting[] = deskSettingKeys.map((key) => {
        const info = deskSettingInfo[key];
        return {
          key,
          group: info.group,
          label: info.label,
          help: info.help,
          kind: info.kind,
          ...(info.options ? { options: info.options } : {}),
          value: deskValueOf(key, raw[key]),
          ...(isSecretSetting(key) ? { isSet: !isEmpty(raw[key]) } : {}),
          fixedBy: key in overrides ? settingOverrideVariable(key) : null,
        };
      });
      const logo = await storedLogo(context.db);
      return { settings, logo: logo ? logoOf(logo) : null, history: await history(context.db) };
    },

    SaveDeskSettings: async (input, context) => {
      requireStaff(context, 'administrator');
      const overrides = context.config.settingOverrides;
      const changes = Object.fromEntries(
        Object.entries(input).filter(([key, value]) => key !== 'userName' && value !== undefined),
      ) as Partial<Record<DeskSettingKey, unknown>>;
      const keys = Object.keys(changes) as DeskSettingKey[];
      if (keys.length === 0) throw errors.badInput(deskSettingMessages.nothingChanged);
      for (const key of keys) {
        if (key in overrides)
          throw errors.badInput(deskSettingMessages.fixedByEnvironment(settingOverrideVariable(key)), key);
      }

      const changed = await context.db.transaction(async (tx) => {
        const stored = await storedRaw(tx);
        const writes: Raw = {};
        for (const key of keys) {
          // A secret is always written (saying it equals the stored one would tell its value).
          if (isSecretSetting(key) || JSON.stringify(stored[key]) !== JSON.stringify(changes[key]))
            writes[key] = changes[key];
        }
        // The capital follows a renamed municipality unless someone had set it apart from the name.
        if ('MunicipalityName' in writes && !('MunicipalityNameCapital' in changes)) {
          const capital = stored.MunicipalityNameCapital;
          const derived = isEmpty(capital) || capital === toTurkishUpperCase(String(stored.MunicipalityName ?? ''));
          const next = toTurkishUpperCase(String(writes.MunicipalityName));
          if (derived && capital !== next) writes.MunicipalityNameCapital = next;
        }
        const written = Object.keys(writes) as DeskSettingKey[];
        if (written.length === 0) return [];

        // The start's checks, on what would be in effect after the save.
        const demoMode = context.config.DEMO_MODE;
        const after = { ...stored, ...writes };
        const parsed = appSettingsSchema.safeParse(effective(after, overrides, demoMode));
        if (!parsed.success) {
          const { field, message } = firstFieldError(parsed.error);
          throw errors.badInput(message, field);
        }
        const beforeParsed = appSettingsSchema.safeParse(effective(stored, overrides, demoMode));
        const missingBefore = new Set(
          beforeParsed.success
            ? missingSettings(snapshotOf(effective(stored, overrides, demoMode), beforeParsed.data))
            : [],
        );
        const newlyMissing = missingSettings(snapshotOf(effective(after, overrides, demoMode), parsed.data)).filter(
          (key) => !missingBefore.has(key),
        );
        if (newlyMissing.length > 0) {
          const key = (newlyMissing.find((missing) => missing in writes) ?? newlyMissing[0]) as DeskSettingKey;
          const label = isDeskSettingKey(key) ? deskSettingInfo[key].label : key;
          throw errors.badInput(deskSettingMessages.required(label), key in writes ? key : written[0]);
        }

        await writeSettings(tx, writes, context.now());
        await recordStaffAction(context, 'settings.changed', {
          db: tx,
          entity: 'settings',
          entityId: written.join(',').slice(0, 200),
          detail: { changes: written.map((key) => auditChange(key, stored[key], writes[key])) },
        });
        await announceSettingsChanged(tx);
        return written;
      });
      // This process at once; the others when the notice arrives (with the commit).
      context.request.server.settings.invalidate();
      return { changed };
    },

    UploadDeskLogo: async ({ contentBase64 }, context) => {
      const staff = requireStaff(context, 'administrator');
      const text = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text))
        throw errors.badInput(deskSettingMessages.logoNotImage, 'contentBase64');
      const checked: CheckedLogo = await checkLogo(Buffer.from(text, 'base64'));
      const now = context.now();
      await context.db.transaction(async (tx) => {
        const before = await storedLogo(tx);
        await writeLogo(tx, checked, now, staff.id);
        await recordStaffAction(context, 'settings.logo_uploaded', {
          db: tx,
          entity: 'settings',
          entityId: 'logo',
          detail: { changes: [{ key: 'logo', before: describeLogo(before), after: describeLogo(checked) }] },
        });
        await announceSettingsChanged(tx);
      });
      context.request.server.settings.invalidate();
      return logoOf({ ...checked, updatedAt: now });
    },

    RemoveDeskLogo: async (_input, context) => {
      requireStaff(context, 'administrator');
      await context.db.transaction(async (tx) => {
        const before = await storedLogo(tx);
        if (!before || !(await deleteLogo(tx))) throw errors.notFound(deskSettingMessages.noLogo);
        await recordStaffAction(context, 'settings.logo_removed', {
          db: tx,
          entity: 'settings',
          entityId: 'logo',
          detail: { changes: [{ key: 'logo', before: describeLogo(before), after: null }] },
        });
        await announceSettingsChanged(tx);
      });
      context.request.server.settings.invalidate();
      return { removed: true };
    },
  },
});
