import {
  accrualCancellationRowSchema,
  accrualRowSchema,
  integrationBatchMax,
  integrationEventTypes,
  integrationMessages,
  outsideCollectionRowSchema,
  registryRowSchema,
  subscriptionRowSchema,
} from '@ebelediye/contract';
import { z } from 'zod';
import type { InboundKind } from './inbound';

/**
 * The integration API's OpenAPI 3.1 document, apart from the citizen API's /api/docs: the rows come
 * from the contract's zod schemas (z.toJSONSchema), so the document and the checks cannot drift. The
 * answers (BatchResult, the event envelope) are TypeScript interfaces in the contract; their JSON
 * Schema is written here, beside the examples of every call.
 */

export const integrationPrefix = '/integration/v1';

interface Write {
  kind: InboundKind;
  schemaName: string;
  schema: z.ZodType;
  summary: string;
  example: Record<string, unknown>;
  key: string;
}

export const integrationWrites: Write[] = [
  {
    kind: 'registries',
    schemaName: 'RegistryRow',
    schema: registryRowSchema,
    summary: 'Mükellefleri (sicil) sicil numarasıyla ekler ya da günceller.',
    key: '1002003',
    example: {
      registryNo: '1002003',
      kind: 'G',
      identityNo: '10000000146',
      name: 'Ayşe',
      surname: 'Yılmaz',
      phone: '5321234567',
      email: 'ayse@example.com',
      address: 'Cumhuriyet Mah. Atatürk Cad. No: 12/3',
      version: 1764230400000,
    },
  },
  {
    kind: 'subscriptions',
    schemaName: 'SubscriptionRow',
    schema: subscriptionRowSchema,
    summary: 'Abonelikleri (güvence bedeliyle) abone numarasıyla ekler ya da günceller.',
    key: 'SU-55001',
    example: {
      subscriberNo: 'SU-55001',
      registryNo: '1002003',
      type: 'G',
      service: 'SU',
      address: 'Cumhuriyet Mah. Atatürk Cad. No: 12/3',
      status: 'active',
      startedOn: '2019-04-01',
      depositKurus: 45000,
      version: 3,
    },
  },
  {
    kind: 'accruals',
    schemaName: 'AccrualRow',
    schema: accrualRowSchema,
    summary: 'Tahakkukları tahakkuk numarasıyla ekler ya da günceller.',
    key: 'T-2026-000123',
    example: {
      accrualNo: 'T-2026-000123',
      registryNo: '1002003',
      revenueCode: 'EMLAK',
      year: 2026,
      installment: 2,
      dueDate: '2026-11-30',
      amountKurus: 125050,
      description: 'Emlak vergisi 2026 2. taksit',
      status: 'open',
      version: 7,
    },
  },
  {
    kind: 'accrual-cancellations',
    schemaName: 'AccrualCancellationRow',
    schema: accrualCancellationRowSchema,
    summary: 'Tahakkukları terkin eder (artık borç değildir).',
    key: 'T-2026-000123',
    example: { accrualNo: 'T-2026-000123', reason: 'Mükerrer tahakkuk', version: 8 },
  },
  {
    kind: 'collections',
    schemaName: 'OutsideCollectionRow',
    schema: outsideCollectionRowSchema,
    summary: 'Portal dışında (vezne, banka şubesi) yapılan tahsilatları bildirir.',
    key: 'V-2026-778899',
    example: {
      receiptNo: 'V-2026-778899',
      registryNo: '1002003',
      channel: 'counter',
      collectedAt: '2026-11-27T10:15:00+03:00',
      totalKurus: 127550,
      lines: [{ accrualNo: 'T-2026-000123', principalKurus: 125050, interestKurus: 2500 }],
    },
  },
];

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

const errorSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Türkçe, bir kişinin okuyacağı cümle.' },
    code: { type: 'string' },
    field: { type: 'string', description: 'Hatanın ilgili olduğu alan ya da başlık.' },
  },
};

const rowResultSchema = {
  type: 'object',
  required: ['row', 'key', 'outcome'],
  properties: {
    row: { type: 'integer', minimum: 1, description: 'Satırın toplu kayıttaki 1’den başlayan sırası.' },
    key: { type: 'string', description: 'Satırın gelir sistemindeki anahtarı (sicil, abone, tahakkuk, makbuz no).' },
    outcome: { type: 'string', enum: ['created', 'updated', 'unchanged', 'stale', 'refund_needed', 'error'] },
    message: { type: 'string' },
    field: { type: 'string' },
  },
};

const batchResultSchema = {
  type: 'object',
  required: ['applied', 'results'],
  properties: {
    applied: { const: true },
    results: { type: 'array', items: { $ref: '#/components/schemas/RowResult' } },
  },
};

const batchRefusedSchema = {
  type: 'object',
  required: ['message', 'code', 'results'],
  properties: {
    message: { type: 'string' },
    code: { const: 'batch_has_errors' },
    results: { type: 'array', items: { $ref: '#/components/schemas/RowResult' } },
  },
};

const eventSchema = {
  type: 'object',
  required: ['id', 'type', 'createdAt', 'registryNo', 'data'],
  properties: {
    id: { type: 'string', description: '`evt_<n>`; webhook-id ile aynıdır, alıcı bununla tekilleştirir.' },
    type: { type: 'string', enum: [...integrationEventTypes] },
    createdAt: { type: 'string', format: 'date-time' },
    registryNo: { type: ['string', 'null'] },
    data: { type: 'object', additionalProperties: true },
  },
};

const error = (description: string, code: string, message: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { message, code } } },
});

const commonRefusals = {
  '401': error('Anahtar eksik, geçersiz ya da iptal edilmiş.', 'unauthenticated', integrationMessages.unauthenticated),
  '403': error('Çağrı izin listesinde olmayan bir adresten geldi.', 'ip_not_allowed', integrationMessages.ipNotAllowed),
  '429': error(
    'Bu anahtarla çok fazla istek; Retry-After başlığı kadar bekleyiniz.',
    'too_many_requests',
    'Çok fazla istek gönderildi.',
  ),
};

function writePath(write: Write) {
  return {
    post: {
      operationId: write.kind.replace(/-(.)/g, (_match, letter: string) => letter.toUpperCase()),
      summary: write.summary,
      tags: ['Gelen kayıtlar'],
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['rows'],
              properties: {
                rows: {
                  type: 'array',
                  minItems: 1,
                  maxItems: integrationBatchMax,
                  items: { $ref: `#/components/schemas/${write.schemaName}` },
                },
              },
            },
            example: { rows: [write.example] },
          },
        },
      },
      responses: {
        '200': {
          description: 'Toplu kaydın tamamı yazıldı; her satırın sonucu.',
          headers: {
            'Idempotent-Replayed': {
              description: 'true: aynı Idempotency-Key ile gelen tekrarın ilk yanıtıdır.',
              schema: { type: 'string' },
            },
          },
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/BatchResult' },
              example: { applied: true, results: [{ row: 1, key: write.key, outcome: 'created' }] },
            },
          },
        },
        '400': error(
          'Gövde bir toplu kayıt değil, boş ya da çok büyük; Idempotency-Key eksik ya da geçersiz.',
          'idempotency_key_required',
          integrationMessages.idempotencyKeyRequired,
        ),
        ...commonRefusals,
        '409': error(
          'Aynı Idempotency-Key ile gelen ilk istek hâlâ işleniyor.',
          'idempotency_in_flight',
          integrationMessages.idempotencyInFlight,
        ),
        '422': {
          description:
            'Hatalı satırlar var, hiçbir satır yazılmadı (results her satırı anlatır); ya da Idempotency-Key başka bir gövdeyle kullanılmış (code idempotency_key_reused).',
          content: {
            'application/json': {
              schema: {
                oneOf: [{ $ref: '#/components/schemas/BatchRefused' }, { $ref: '#/components/schemas/Error' }],
              },
              example: {
                message: integrationMessages.batchHasErrors,
                code: 'batch_has_errors',
                results: [
                  {
                    row: 1,
                    key: write.key,
                    outcome: 'error',
                    message: integrationMessages.revenueTypeUnknown,
                    field: 'revenueCode',
                  },
                ],
              },
            },
          },
        },
      },
    },
  };
}

function buildDocument() {
  const paths: Record<string, unknown> = {};
  for (const write of integrationWrites) paths[`${integrationPrefix}/${write.kind}`] = writePath(write);
  paths[`${integrationPrefix}/events`] = {
    get: {
      operationId: 'events',
      summary: 'Olaylar, bir imleçten sonrası (webhook alamayan sistemler için çekme akışı).',
      tags: ['Olaylar'],
      parameters: [
        {
          name: 'after',
          in: 'query',
          required: false,
          description: 'Bir önceki yanıtın next değeri; ilk çağrıda verilmez.',
          schema: { type: 'string', maxLength: 200 },
        },
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: 'En çok kaç olay (varsayılan 100).',
          schema: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        },
      ],
      responses: {
        '200': {
          description: 'Sıradaki olaylar; next null ise şimdilik yeni olay yok, aynı after ile sonra tekrar sorunuz.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data', 'next'],
                properties: {
                  data: { type: 'array', items: { $ref: '#/components/schemas/Event' } },
                  next: { type: ['string', 'null'] },
                },
              },
              example: {
                data: [
                  {
                    id: 'evt_1042',
                    type: 'collection.succeeded',
                    createdAt: '2026-11-27T10:20:31+03:00',
                    registryNo: '1002003',
                    data: { receiptNo: 'K-2026-000981', totalKurus: 127550 },
                  },
                ],
                next: 'evt_1042',
              },
            },
          },
        },
        '400': error('after ya da limit geçersiz.', 'bad_input', integrationMessages.cursorInvalid),
        ...commonRefusals,
      },
    },
  };
  paths[`${integrationPrefix}/openapi.json`] = {
    get: {
      operationId: 'openapi',
      summary: 'Bu belge (anahtar gerekmez).',
      tags: ['Belge'],
      security: [],
      responses: { '200': { description: 'OpenAPI 3.1 belgesi.', content: { 'application/json': {} } } },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'e-Belediye entegrasyon API’si (gelir yönetim sistemi)',
      version: '1.0.0',
      description:
        'Belediyenin gelir yönetim sistemi için: mükellef, abonelik, tahakkuk, terkin ve dış tahsilat kayıtları gelir; olaylar çekilir. ' +
        'Her çağrı `Authorization: Bearer <anahtar>` taşır; anahtarı yönetim masasındaki yönetici verir. ' +
        'Her yazma çağrısı bir `Idempotency-Key` başlığı taşır; aynı anahtar ve aynı gövdeyle tekrar, ilk yanıtı aynen döndürür ve hiçbir şeyi değiştirmez. ' +
        'Hatalar `{ message, code, field? }` biçimindedir. Ayrıntı: docs/integration.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [{ name: 'Gelen kayıtlar' }, { name: 'Olaylar' }, { name: 'Belge' }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: '`gys_` ile başlayan entegrasyon anahtarı; yalnızca verildiği an bir kez gösterilir.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            '1–255 görünür ASCII karakter (ör. bir UUID). En az 24 saat hatırlanır. Hatalı satırlar yüzünden reddedilen (422) bir toplu kayıt hatırlanmaz: düzeltip aynı anahtarla yeniden gönderebilirsiniz.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
          example: '5b0d6c0e-2f7a-4c5e-9d0e-7b1c2a3d4e5f',
        },
      },
      schemas: {
        ...Object.fromEntries(integrationWrites.map((write) => [write.schemaName, jsonSchema(write.schema)])),
        RowResult: rowResultSchema,
        BatchResult: batchResultSchema,
        BatchRefused: batchRefusedSchema,
        Event: eventSchema,
        Error: errorSchema,
      },
    },
  };
}

let built: string | undefined;

/** The document, serialized once per process (it depends on nothing but the contract). */
export function integrationOpenApi(): string {
  built ??= JSON.stringify(buildDocument());
  return built;
}
