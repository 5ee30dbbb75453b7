import {
  type AnyPgColumn,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Deployment settings of SPEC §3, one row per name; secrets included (they never leave the server).
 * The value is JSON text (`"0010"`, `true`, `64`) so a string of digits stays a string on both drivers.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named values the municipality tunes without a release; public ones are readable without sign-in. */
export const parameters = pgTable('parameters', {
  code: text('code').primaryKey(),
  groupCode: text('group_code').notNull(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  isPublic: boolean('is_public').notNull().default(true),
});

/** The side menu as data (SPEC §2): labels, internal and external links, groups, badges. */
export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  kind: text('kind', { enum: ['label', 'extLink', 'link'] }).notNull(),
  label: text('label').notNull(),
  path: text('path'),
  url: text('url'),
  icon: text('icon'),
  badgeText: text('badge_text'),
  badgeColor: text('badge_color', { enum: ['primary', 'secondary', 'error', 'success', 'warning', 'info'] }),
  /** Boolean settings that must all be true for the item to show (e.g. ShowSubscriptionMenu, HasSubscription). */
  requiresSettings: text('requires_settings').array().notNull().default([]),
});

/** Every state change: who, what, when, from where. TCKN never appears in `detail`. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actor: text('actor'),
  action: text('action').notNull(),
  entity: text('entity'),
  entityId: text('entity_id'),
  ip: text('ip'),
  requestId: text('request_id'),
  detail: jsonb('detail'),
});
