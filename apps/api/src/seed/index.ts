import { istanbulToday } from '@ebelediye/finance';
import { count } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { menuItems, parameters, settings } from '../db/schema';
import { baseMenu, baseParameters, baseSettings, seedNationalTables } from './base';
import { demoMenu, type MenuSeed } from './menus';
import { demoParameters } from './parameters';
import { seedPeople } from './people';
import { seedDebts } from './debts';
import { seedEmployeeRecords } from './employees';
import { seedLawIfChanged } from './law';
import { seedPublicInformation } from './public-information';
import { demoSettings } from './settings';
import { seedDemoRestructuring } from './restructuring';
import { seedDemoStaff } from './staff';
import { seedDemoWaterTariffs } from './water-tariffs';
import { seedComplaintCategories } from './complaints';
import { seedDemoOpen311Requests } from './demo-requests';
import { seedDemoBranches } from './banks';
import { seedDemoRevenueSystem } from './revenue-system';

async function insertMenu(tx: Queryable, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({
        parentId,
        position,
        kind: item.kind,
        label: item.label,
        path: item.path,
        url: item.url,
        icon: item.icon,
        badgeText: item.badge?.text,
        badgeColor: item.badge?.color,
        requiresSettings: item.requiresSettings ?? [],
      })
      .returning({ id: menuItems.id });
    if (item.children) await insertMenu(tx, item.children, row.id);
  }
}

/**
 * Seeds the demo municipality on first start only: a database that has settings is left alone.
 * Its years and dates follow `today` (seed/demo-calendar.ts); the API tests pass a fixed day.
 */
export async function seedDemoIfEmpty(db: Database, today: string = istanbulToday(new Date())): Promise<boolean> {
  // Law rows (rates, holidays, revaluation rates) are base data every database gets, demo or not,
  // whenever the code's rows change.
  await seedLawIfChanged(db);
  const [{ value: existing }] = await db.select({ value: count() }).from(settings);
  if (existing > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(Object.entries(demoSettings()).map(([key, value]) => ({ key, value: JSON.stringify(value) })));
    await tx.insert(parameters).values(demoParameters);
    await insertMenu(tx, demoMenu, null);
    // Base data (law), not demo: every database needs it.
    await seedPeople(tx);
    await seedEmployeeRecords(tx, today);
    await seedDebts(tx, today);
    await seedPublicInformation(tx, demoSettings(), today);
    await seedDemoRestructuring(tx, today);
    await seedDemoStaff(tx);
    await seedComplaintCategories(tx, true);
    await seedDemoOpen311Requests(tx, today);
    await seedDemoBranches(tx);
    await seedDemoWaterTariffs(tx, today);
    await seedDemoRevenueSystem(tx, new Date(`${today}T08:00:00+03:00`));
  });
  return true;
}

/**
 * A real municipality's first start (demo mode off): the settings to fill in, parameters, the menu
 * and the law's tables — nothing of the demo municipality (seed/base.ts says what and why).
 */
export async function seedBaseIfEmpty(db: Database): Promise<boolean> {
  await seedLawIfChanged(db);
  const [{ value: existing }] = await db.select({ value: count() }).from(settings);
  if (existing > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(Object.entries(baseSettings()).map(([key, value]) => ({ key, value: JSON.stringify(value) })));
    await tx.insert(parameters).values(baseParameters);
    await insertMenu(tx, baseMenu(), null);
    await seedNationalTables(tx);
    await seedComplaintCategories(tx, false);
  });
  return true;
}
