import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDeskSettingKey } from './desk-settings';
import { fieldNames } from './field-names';
import { firstFieldError, operations, sessionMessages, turkishMessagesReady } from './index';

beforeAll(() => turkishMessagesReady);

/**
 * Zod's own words never reach a person. Every operation's request schema is fed hostile
 * bodies — wrong types, nothing, too long, negative, unknown fields — and every message it answers
 * must be Turkish: no zod jargon, no English type names, no `"a"|"b"` lists of codes.
 */
const jargon =
  /expected|received|Invalid|input|object|string|number|boolean|undefined|null\b|NaN|instanceof|\||Geçersiz değer:|beklenen|alınan|<=|>=/;

type Schema = z.core.$ZodType & { _zod: { def: Record<string, unknown> } };

/** Every object key path of a schema (through optional, pipes, arrays, unions), e.g. ['building', 'floorM2']. */
function keyPaths(schema: Schema, prefix: string[] = [], depth = 0): string[][] {
  const def = schema._zod.def as Record<string, unknown> & { type: string };
  if (depth > 10) return [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, inner]) => [
        [...prefix, key],
        ...keyPaths(inner, [...prefix, key], depth + 1),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return keyPaths(def.innerType as Schema, prefix, depth + 1);
    case 'pipe':
      return [...keyPaths(def.in as Schema, prefix, depth + 1), ...keyPaths(def.out as Schema, prefix, depth + 1)];
    case 'array':
      return keyPaths(def.element as Schema, [...prefix, '0'], depth + 1);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => keyPaths(option, prefix, depth + 1));
    default:
      return [];
  }
}

function setAt(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

const hostileValues: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'metin',
  'ğüşiöç'.repeat(2_000),
  0,
  -1,
  1.5,
  1e21,
  true,
  false,
  [],
  [1, 'a'],
  {},
  { a: 1 },
  '2026-13-45',
  '12345678901234567890',
];
/** Sentences that end without a full stop on purpose: SPEC §8's own, and one that ends with the phone mask. */
const unpunctuatedOnPurpose = new Set([
  sessionMessages.invalidEDevletToken,
  'Geçerli bir cep telefonu giriniz: (5##) ### ## ##',
]);
const hostileBodies: unknown[] = ['metin', 42, null, true, [], [{}], {}];

function messagesFor(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zod speaks Turkish', () => {
  const names = Object.entries(operations);

  it('every operation, fed hostile bodies and hostile values in every field, answers in Turkish words only', () => {
    const offenders = new Map<string, string>();
    let checked = 0;
    for (const [name, operation] of names) {
      const schema = operation.input as z.ZodType;
      const bodies = [...hostileBodies, { fazlaAlan: 1 }];
      for (const path of keyPaths(schema as unknown as Schema))
        for (const value of hostileValues) bodies.push(setAt(path, value));
      for (const body of bodies) {
        for (const message of messagesFor(schema, body)) {
          checked++;
          if (
            jargon.test(message) ||
            (!/[.!?)]$/.test(message) && !unpunctuatedOnPurpose.has(message)) ||
            message.trim() === ''
          )
            offenders.set(message, `${name} ${JSON.stringify(body)?.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1_000);
    expect(Object.fromEntries(offenders)).toEqual({});
  });

  it('every field key of every request names itself in Turkish', () => {
    const missing = new Set<string>();
    for (const [, operation] of names) {
      for (const path of keyPaths(operation.input as unknown as Schema)) {
        const key = path.at(-1)!;
        // A deployment setting's schema names its label in each of its own messages (desk-settings.ts).
        if (!/^\d+$/.test(key) && !Object.hasOwn(fieldNames, key) && !isDeskSettingKey(key)) missing.add(key);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('says what is wrong in plain Turkish, field by name', () => {
    const first = (schema: z.ZodType, body: unknown) => firstFieldError(schema.safeParse(body).error!);
    expect(first(operations.SendSms.input, { phone: '5321234567', purpose: 'x', altcha: 'a' })).toEqual({
      field: 'purpose',
      message: 'Amaç geçerli bir seçenek değil.',
    });
    expect(first(operations.SendSms.input, { phone: '5321234567', altcha: 'a' })).toEqual({
      field: 'purpose',
      message: 'Amaç zorunludur.',
    });
    expect(first(operations.SendSms.input, 'metin').message).toBe('İstek, alanları olan bir JSON nesnesi olmalıdır.');
    expect(first(operations.RetrieveMenus.input, { userName: 'a'.repeat(101) }).message).toBe(
      'Kullanıcı adı en fazla 100 karakter olabilir.',
    );
    expect(first(operations.RetrieveMenus.input, { userName: 5 }).message).toBe('Kullanıcı adı metin olmalıdır.');
  });

  it('covers every issue zod raises, beyond what the contract uses today', () => {
    const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0].message;
    const field = <S extends z.ZodType>(schema: S) => z.object({ purpose: schema });
    expect(message(field(z.string().min(3)), { purpose: 'ab' })).toBe('Amaç en az 3 karakter olmalıdır.');
    expect(message(field(z.string().min(1)), { purpose: '' })).toBe('Amaç zorunludur.');
    expect(message(field(z.number().min(1)), { purpose: 0 })).toBe('Amaç en az 1 olmalıdır.');
    expect(message(field(z.number().positive()), { purpose: 0 })).toBe('Amaç sıfırdan büyük olmalıdır.');
    expect(message(field(z.number().max(1_000_000)), { purpose: 2e6 })).toBe('Amaç en fazla 1.000.000 olabilir.');
    expect(message(field(z.number().lt(5)), { purpose: 5 })).toBe('Amaç 5 sayısından küçük olmalıdır.');
    expect(message(field(z.number().int()), { purpose: 1.5 })).toBe('Amaç tam sayı olmalıdır.');
    expect(message(field(z.number().multipleOf(5)), { purpose: 3 })).toBe('Amaç 5 sayısının katı olmalıdır.');
    expect(message(field(z.array(z.string()).min(1)), { purpose: [] })).toBe('Amaç boş olamaz.');
    expect(message(field(z.array(z.string()).max(2)), { purpose: ['a', 'b', 'c'] })).toBe(
      'Amaç en fazla 2 öğe içerebilir.',
    );
    expect(message(field(z.array(z.string())), { purpose: ['a', 3] })).toBe('Amaç (2. satır) metin olmalıdır.');
    expect(message(field(z.date().min(new Date('2026-01-01'))), { purpose: new Date('2025-01-01') })).toBe(
      'Amaç 01.01.2026 tarihinden önce olamaz.',
    );
    expect(message(field(z.email()), { purpose: 'a@' })).toBe('Amaç geçerli bir e-posta adresi değil.');
    expect(message(field(z.url()), { purpose: 'yok' })).toBe('Amaç geçerli bir internet adresi değil.');
    expect(message(field(z.iso.date()), { purpose: '2026-13-01' })).toBe('Amaç geçerli bir tarih değil.');
    expect(message(field(z.string().regex(/^\d+$/)), { purpose: 'a' })).toBe('Amaç beklenen biçimde değil.');
    expect(message(field(z.string().startsWith('TR')), { purpose: 'a' })).toBe('Amaç "TR" ile başlamalıdır.');
    expect(message(field(z.enum(['register', 'phone_change'])), { purpose: 'x' })).toBe(
      'Amaç geçerli bir seçenek değil.',
    );
    expect(message(field(z.literal(true)), { purpose: false })).toBe('Amaç onaylanmalıdır.');
    expect(message(field(z.union([z.literal(1), z.literal(2)])), { purpose: 3 })).toBe('Amaç geçerli değil.');
    expect(message(field(z.literal([1, 2, 3])), { purpose: 4 })).toBe('Amaç 1, 2 ya da 3 olmalıdır.');
    expect(message(field(z.boolean()), { purpose: 'evet' })).toBe('Amaç evet ya da hayır olmalıdır.');
    expect(message(field(z.string()), { purpose: null })).toBe('Amaç boş olamaz.');
    expect(message(field(z.record(z.string().regex(/^[a-z]+$/), z.string())), { purpose: { B: 'x' } })).toBe(
      'Amaç içinde geçersiz bir alan adı var.',
    );
    expect(message(field(z.string().refine(() => false)), { purpose: 'x' })).toBe('Amaç geçerli değil.');
    expect(message(z.strictObject({ purpose: z.string() }), { purpose: 'x', fazla: 1 })).toBe(
      'İstekte tanınmayan bir alan var: "fazla".',
    );
    expect(message(field(z.string()), { purpose: undefined })).toBe('Amaç zorunludur.');
    expect(message(z.object({ bilinmeyenAlan: z.string() }), {})).toBe('Bu alan zorunludur.');
  });
});
