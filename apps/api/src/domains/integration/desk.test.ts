import { integrationClientMessages, staffMessages } from '@ebelediye/contract';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationClients, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signInStaff } from '../../test/staff';
import { addressAllowed } from './credentials';

// Decision 077: an administrator issues and revokes the connected systems' keys at the desk, as for
// Open311; the key is shown once and only its hash is kept; every issue and revocation is on the trail.

describe('the desk’s integration keys', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t, 'demo.yonetici');
    operator = await signInStaff(t, 'demo.operator');
  });
  afterAll(() => t.close());

  async function trail(action: string, id: number) {
    return t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.entityId, String(id))));
  }

  it('issues a key shown once, keeps its hash only, and writes the audit trail', async () => {
    const answer = await t.call(
      'IssueIntegrationClient',
      { name: 'Gelir Yönetim Sistemi', allowList: ['10.1.2.0/24', ' 10.9.9.9 ', '10.9.9.9'] },
      { headers: admin },
    );
    expect(answer.statusCode).toBe(200);
    const { client, apiKey } = answer.json();
    expect(apiKey).toMatch(/^gys_[A-Za-z0-9_-]{43}$/);
    expect(client).toMatchObject({
      name: 'Gelir Yönetim Sistemi',
      keyPrefix: apiKey.slice(0, 12),
      allowList: ['10.1.2.0/24', '10.9.9.9'],
      createdBy: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });

    const [row] = await t.db.select().from(integrationClients).where(eq(integrationClients.id, client.id));
    expect(row.keyHash).toBe(createHash('sha256').update(apiKey).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(apiKey);

    const listed = (await t.call('GetIntegrationClients', {}, { headers: admin })).json().clients;
    expect(listed.find((entry: { id: number }) => entry.id === client.id)).toEqual(client);
    expect(JSON.stringify(listed)).not.toContain(apiKey);

    const [issued] = await trail('integration_client.issued', client.id);
    expect(issued).toMatchObject({
      entity: 'integration_client',
      detail: expect.objectContaining({ name: client.name }),
    });
    expect(JSON.stringify(issued.detail)).not.toContain(apiKey);
  });

  it('notes when a key was last used', async () => {
    const { client, apiKey } = (
      await t.call('IssueIntegrationClient', { name: 'Son kullanım' }, { headers: admin })
    ).json();
    await t.app.inject({
      method: 'GET',
      url: '/integration/v1/events',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const listed = (await t.call('GetIntegrationClients', {}, { headers: admin })).json().clients;
    expect(listed.find((entry: { id: number }) => entry.id === client.id).lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses an allow-list entry that is not an address or a range, naming it', async () => {
    const answer = await t.call(
      'IssueIntegrationClient',
      { name: 'Hatalı liste', allowList: ['10.0.0.1', 'gelir.belediye.local'] },
      { headers: admin },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      Message: integrationClientMessages.allowListEntryInvalid,
      field: expect.stringContaining('allowList'),
    });
  });

  it('revokes a key once, on the trail; a second revocation and an unknown key are refused', async () => {
    const { client } = (await t.call('IssueIntegrationClient', { name: 'Geçici' }, { headers: admin })).json();
    const revoked = await t.call('RevokeIntegrationClient', { id: client.id }, { headers: admin });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().client.revokedAt).toEqual(expect.any(String));
    expect(await trail('integration_client.revoked', client.id)).toHaveLength(1);

    const again = await t.call('RevokeIntegrationClient', { id: client.id }, { headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(integrationClientMessages.alreadyRevoked);
    const unknown = await t.call('RevokeIntegrationClient', { id: 999_999 }, { headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('is an administrator’s: another role is refused, and so is a visitor', async () => {
    const { client } = (await t.call('IssueIntegrationClient', { name: 'Başkasının' }, { headers: admin })).json();
    for (const [name, body] of [
      ['GetIntegrationClients', {}],
      ['IssueIntegrationClient', { name: 'Operatörün' }],
      ['RevokeIntegrationClient', { id: client.id }],
    ] as const) {
      const refused = await t.call(name, body, { headers: operator });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(staffMessages.roleRequired);
      expect((await t.call(name, body)).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(integrationClients).where(eq(integrationClients.id, client.id));
    expect(row.revokedAt).toBeNull();
  });
});

describe('the allow-list', () => {
  it('lets any address call when empty, and otherwise only the addresses and ranges on it', () => {
    expect(addressAllowed([], '203.0.113.5')).toBe(true);
    const list = ['192.0.2.0/24', '198.51.100.7', '2001:db8:1::/48'];
    expect(addressAllowed(list, '192.0.2.1')).toBe(true);
    expect(addressAllowed(list, '192.0.3.1')).toBe(false);
    expect(addressAllowed(list, '198.51.100.7')).toBe(true);
    expect(addressAllowed(list, '198.51.100.8')).toBe(false);
    expect(addressAllowed(list, '::ffff:198.51.100.7')).toBe(true);
    expect(addressAllowed(list, '2001:db8:1:ffff::1')).toBe(true);
    expect(addressAllowed(list, '2001:db8:2::1')).toBe(false);
    expect(addressAllowed(list, 'not-an-address')).toBe(false);
  });
});
