import type { Queryable } from '../db/client';
import { waterTariffs } from '../db/schema';

/**
 * The demo municipality's water tariff (invented, flagged `demo`): the price of one m³ with water,
 * wastewater, ÇTV and KDV included, per subscription type, from the first day of last year, and the
 * allowance for fixed charges a final bill may carry (decision 057). A real municipality loads its
 * council's tariff; without one every final bill needs a second person's approval.
 */
export async function seedDemoWaterTariffs(tx: Queryable, today: string): Promise<void> {
  const validFrom = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const source = 'Yeşilvadi Belediyesi (Demo) su tarifesi — gerçek bir tarife değildir';
  await tx.insert(waterTariffs).values([
    { subscriptionType: 'G', validFrom, pricePerM3Kurus: 4_250, marginKurus: 15_000, source, demo: true },
    { subscriptionType: 'Y', validFrom, pricePerM3Kurus: 4_250, marginKurus: 15_000, source, demo: true },
    { subscriptionType: 'T', validFrom, pricePerM3Kurus: 6_375, marginKurus: 30_000, source, demo: true },
    { subscriptionType: 'K', validFrom, pricePerM3Kurus: 5_100, marginKurus: 30_000, source, demo: true },
    { subscriptionType: 'D', validFrom, pricePerM3Kurus: 5_100, marginKurus: 30_000, source, demo: true },
  ]);
}
