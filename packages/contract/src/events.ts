import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

// The desk's side of the events the portal hands to the revenue system (packages/contract/src/integration.ts
// has the events themselves): the webhook endpoints, their delivery state, and replay.

export const eventDeskMessages = {
  endpointNotFound: 'Abonelik bulunamadı.',
  urlInvalid: 'Adres https:// ile başlayan tam bir adres (ya da demo için / ile başlayan bir yol) olmalıdır.',
  replayFromRequired: 'Tekrar gönderimin başlayacağı olay numarasını (evt_…) ya da zamanı giriniz.',
  replayEventInvalid: 'Olay numarası evt_ ve bir sayıdan oluşmalıdır (örneğin evt_1234).',
  disabledByStaff: 'Yönetici tarafından devre dışı bırakıldı.',
} as const;

export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** The highest event id delivered (evt_<n>), null before the first. */
  deliveredUpTo: z.string().nullable(),
  waiting: z.number(),
  oldestWaitingSeconds: z.number().nullable(),
  /** The failure of a delivery still waiting: since when it fails, its last status and error. */
  lastFailure: z.object({ since: z.string(), status: z.number().nullable(), error: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const endpointIdSchema = z
  .number({ error: 'Abonelik seçiniz.' })
  .int('Abonelik seçiniz.')
  .positive('Abonelik seçiniz.');

export const GetWebhookEndpoints = defineOperation({
  name: 'GetWebhookEndpoints',
  domain: 'events',
  summary:
    'Olay abonelikleri (webhook uç noktaları) ve teslim durumları; gizli anahtar yalnızca eklendiği an gösterilir.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({ endpoints: z.array(webhookEndpointSchema) }),
});

export const AddWebhookEndpoint = defineOperation({
  name: 'AddWebhookEndpoint',
  domain: 'events',
  summary: 'Bir webhook uç noktası ekler; imza anahtarı (whsec_…) yalnızca bu yanıtta görünür.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    url: z
      .string({ error: eventDeskMessages.urlInvalid })
      .trim()
      .max(500, 'Adres en fazla 500 karakter olabilir.')
      .refine((url) => /^https?:\/\/[^\s/]+(\/\S*)?$/.test(url) || /^\/\S+$/.test(url), eventDeskMessages.urlInvalid),
    description: z
      .string({ error: 'Açıklama zorunludur.' })
      .trim()
      .min(1, 'Açıklama zorunludur.')
      .max(200, 'Açıklama en fazla 200 karakter olabilir.'),
  }),
  output: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
});

export const SetWebhookEndpointEnabled = defineOperation({
  name: 'SetWebhookEndpointEnabled',
  domain: 'events',
  summary: 'Bir webhook uç noktasını devre dışı bırakır ya da yeniden etkinleştirir (bekleyen olaylar hemen denenir).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: endpointIdSchema, enabled: z.boolean() }),
  output: z.object({ endpoint: webhookEndpointSchema }),
});

export const ReplayWebhookEvents = defineOperation({
  name: 'ReplayWebhookEvents',
  domain: 'events',
  summary: 'Bir olay numarasından (evt_…) ya da bir zamandan başlayarak her olayı uç noktaya yeniden gönderir.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    id: endpointIdSchema,
    fromEventId: z.string().trim().max(30).optional(),
    fromTime: z.iso.datetime({ offset: true, error: 'Zaman ISO 8601 biçiminde olmalıdır.' }).optional(),
  }),
  output: z.object({ queued: z.number() }),
});
