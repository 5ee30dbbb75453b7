import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

// The credentials of the systems connected to the integration API (/integration/v1): one per revenue
// system (or per vendor's server), issued and revoked at the desk by an administrator, like Open311's
// keys. The key itself is shown once, in the answer that issues it; the portal keeps its SHA-256 only.

/** Every key starts with this, so a leaked one is recognised in a log or a repository scan. */
export const integrationKeyPrefix = 'gys_';

/** An allow-list holds at most this many addresses or ranges. */
export const integrationAllowListMax = 50;

export const integrationClientMessages = {
  notFound: 'Entegrasyon anahtarı bulunamadı.',
  alreadyRevoked: 'Bu entegrasyon anahtarı zaten iptal edilmiş.',
  allowListEntryInvalid: 'İzin verilen adres geçersiz: 192.0.2.10, 2001:db8::1 ya da 192.0.2.0/24 biçiminde yazınız.',
  allowListTooLong: `İzin listesinde en çok ${integrationAllowListMax} adres ya da aralık olabilir.`,
} as const;

/**
 * The door's own refusals besides integrationMessages (integration.ts): the request itself, before a
 * row is read.
 */
export const integrationDoorMessages = {
  bodyNotBatch: 'İstek gövdesi { "rows": [ ... ] } biçiminde bir JSON nesnesi olmalıdır.',
  limitInvalid: 'limit 1 ile 500 arasında bir tam sayı olmalıdır.',
  afterInvalid: 'after en çok 200 karakter olabilir.',
  badKeys:
    'Bu adresten eksik ya da geçersiz anahtarla çok fazla istek gönderildi. Lütfen {wait} sonra tekrar deneyiniz.',
  notFound: 'Entegrasyon API’sinde böyle bir adres yok.',
  unexpected: 'Beklenmedik bir hata oluştu; istek kimliğiyle (x-request-id) belediyeye bildiriniz.',
} as const;

/** One IPv4 or IPv6 address, or a CIDR range of either. */
export const allowListEntrySchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      z.ipv4().safeParse(value).success ||
      z.ipv6().safeParse(value).success ||
      z.cidrv4().safeParse(value).success ||
      z.cidrv6().safeParse(value).success,
    integrationClientMessages.allowListEntryInvalid,
  );

export const integrationClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters (`gys_AbCd1234`), enough to tell keys apart; never the key. */
  keyPrefix: z.string(),
  /** Empty: calls are accepted from any address (said on the screen and in docs/integration.md). */
  allowList: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntegrationClient = z.infer<typeof integrationClientSchema>;

export const GetIntegrationClients = defineOperation({
  name: 'GetIntegrationClients',
  domain: 'integration',
  summary: 'Entegrasyon anahtarları (anahtarın kendisi yalnızca verildiği an gösterilir).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({ clients: z.array(integrationClientSchema) }),
});

export const IssueIntegrationClient = defineOperation({
  name: 'IssueIntegrationClient',
  domain: 'integration',
  summary:
    'Bağlanan bir sisteme (gelir yönetim sistemi) entegrasyon anahtarı verir; anahtar yalnızca bu yanıtta görünür.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    name: z
      .string({ error: 'Sistem adı zorunludur.' })
      .trim()
      .min(1, 'Sistem adı zorunludur.')
      .max(100, 'Sistem adı en fazla 100 karakter olabilir.'),
    allowList: z
      .array(allowListEntrySchema)
      .max(integrationAllowListMax, integrationClientMessages.allowListTooLong)
      .default([]),
  }),
  output: z.object({ client: integrationClientSchema, apiKey: z.string() }),
});

export const RevokeIntegrationClient = defineOperation({
  name: 'RevokeIntegrationClient',
  domain: 'integration',
  summary: 'Bir entegrasyon anahtarını iptal eder; o anahtarla gelen çağrılar hemen reddedilir.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: z.number({ error: 'Anahtar seçiniz.' }).int().positive('Anahtar seçiniz.') }),
  output: z.object({ client: integrationClientSchema }),
});
