import type { MenuItem } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('RetrieveMenus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function menu(): Promise<MenuItem[]> {
    const response = await t.call('RetrieveMenus', { userName: 'EBELEDIYE_WEB' });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  }

  async function setSetting(key: string, value: unknown) {
    await t.db
      .update(settings)
      .set({ value: JSON.stringify(value) })
      .where(eq(settings.key, key));
    t.app.settings.invalidate();
  }

  it('returns labels, internal links, external links, groups with children and badges', async () => {
    const items = await menu();
    const all = flatten(items);
    expect(items[0]).toMatchObject({ kind: 'link', label: 'Anasayfa', path: '/anasayfa' });
    expect(all.some((item) => item.kind === 'label' && item.label === 'E-Hizmetler')).toBe(true);
    expect(all.find((item) => item.kind === 'extLink')?.url).toMatch(/^https:\/\//);
    const payments = items.find((item) => item.label === 'Borç ve Ödeme');
    expect(payments?.children?.map((child) => child.path)).toContain('/DebtQuestioning');
    expect(all.find((item) => item.path === '/DebtRestructuring')?.badge).toEqual({ text: 'Yeni', color: 'secondary' });
    // The declarations group opens with the member's own declarations, then the forms.
    const declarations = items.find((item) => item.label === 'Beyannameler');
    expect(declarations?.children?.[0]).toMatchObject({ kind: 'link', label: 'Beyanlarım', path: '/Beyanlarim' });
  });

  it('hides the marriage-fee item when ShowMatrimonyPaymentMenu is off', async () => {
    expect(flatten(await menu()).some((item) => item.path === '/FastPaymentForMatrimony')).toBe(true);
    await setSetting('ShowMatrimonyPaymentMenu', false);
    expect(flatten(await menu()).some((item) => item.path === '/FastPaymentForMatrimony')).toBe(false);
  });

  it('hides the subscription group unless both ShowSubscriptionMenu and HasSubscription are on', async () => {
    expect(flatten(await menu()).some((item) => item.path === '/ContractCancellation')).toBe(true);
    await setSetting('HasSubscription', false);
    const items = flatten(await menu());
    expect(items.some((item) => item.path === '/ContractCancellation')).toBe(false);
    expect(items.some((item) => item.label === 'Abonelik İşlemleri')).toBe(false);
    await setSetting('HasSubscription', true);
    await setSetting('ShowSubscriptionMenu', false);
    expect(flatten(await menu()).some((item) => item.path === '/ContractCancellation')).toBe(false);
  });

  it('ignores unknown fields and refuses a body that is not an object', async () => {
    expect((await t.call('RetrieveMenus', { userName: 'x', extra: 1 })).statusCode).toBe(200);
    const response = await t.call('RetrieveMenus', ['liste']);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_input');
  });
});
