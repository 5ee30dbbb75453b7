import {
  type DeskSetting,
  type DeskSettingGroup,
  deskSettingGroups,
  deskSettingGroupTitles,
  type DeskSettingKey,
  deskSettingsChangesSchema,
} from '@ebelediye/contract/desk-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the form holds: text for every field but the switches; a secret starts empty ("unchanged"). */
export type SettingsFormValues = Record<string, string | boolean>;

export function formValuesOf(settings: DeskSetting[]): SettingsFormValues {
  return Object.fromEntries(settings.map((setting) => [setting.key, setting.value ?? '']));
}

/**
 * The fields a person changed: a secret when something is typed into it, any other field when it
 * differs from what was loaded (an environment-fixed field is read-only and never differs).
 */
export function changedKeys(values: SettingsFormValues, initial: SettingsFormValues): DeskSettingKey[] {
  return Object.keys(initial).filter((key) => {
    const value = values[key];
    return typeof value === 'string' ? value.trim() !== String(initial[key]).trim() : value !== initial[key];
  }) as DeskSettingKey[];
}

/** The body of SaveDeskSettings: the changed fields only, as typed (the API reads them with the same schemas). */
export function changesToSave(
  values: SettingsFormValues,
  initial: SettingsFormValues,
): Record<string, string | boolean> {
  return Object.fromEntries(changedKeys(values, initial).map((key) => [key, values[key]]));
}

/**
 * Validates the changed fields with the contract's schemas — the very ones the API applies — so a
 * stored value the desk's checks would now refuse never blocks saving another field.
 */
export function changedFieldsResolver(initial: SettingsFormValues): Resolver<SettingsFormValues> {
  return (values, context, options) => {
    const keys = changedKeys(values, initial);
    const mask = Object.fromEntries(keys.map((key) => [key, true])) as Partial<Record<DeskSettingKey, true>>;
    const schema = deskSettingsChangesSchema.pick(mask as Record<DeskSettingKey, true>);
    const resolve = zodResolver(schema) as unknown as Resolver<SettingsFormValues>;
    return resolve(values, context, options);
  };
}

export interface SettingsSection {
  group: DeskSettingGroup;
  title: string;
  settings: DeskSetting[];
}

/** The settings by group, in the contract's order of groups; an empty group is left out. */
export function sectionsOf(settings: DeskSetting[]): SettingsSection[] {
  return deskSettingGroups
    .map((group) => ({
      group,
      title: deskSettingGroupTitles[group],
      settings: settings.filter((setting) => setting.group === group),
    }))
    .filter((section) => section.settings.length > 0);
}
