import type { z } from 'zod';
import { onFirstUse, turkishDate } from '@ebelediye/finance';
import { fieldNameOf } from './field-names';

// zod's own locale (zod/locales tr) is a translation of its developer messages — "Geçersiz değer:
// beklenen object, alınan string", `"register"|"phone_change"` — which a citizen cannot read. This map
// writes every issue zod raises as the sentences our schemas write themselves ("Şifre zorunludur.",
// "… en fazla 100 karakter olabilir."), naming the field in Turkish (field-names.ts). A schema's own
// message still wins (zod asks the schema first); the browser and the server say the same sentence.
// zod-config.ts loads this module (docs/decisions/030).

type Issue = z.core.$ZodRawIssue;

const numbers = onFirstUse(() => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 6 }));
const number = (value: number | bigint) => numbers().format(value);

/** What a value of the expected type is, as the contract's own messages say it ("Yıl sayı olmalıdır."). */
const typeNames: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  bigint: 'tam sayı',
  boolean: 'evet ya da hayır',
  array: 'liste',
  tuple: 'liste',
  set: 'liste',
  object: 'alanları olan bir kayıt',
  record: 'alanları olan bir kayıt',
  map: 'alanları olan bir kayıt',
  date: 'tarih',
  file: 'dosya',
  nan: 'sayı',
};

/** What a string of this format is ("… geçerli bir e-posta adresi değil."). */
const formatNames: Record<string, string> = {
  email: 'e-posta adresi',
  url: 'internet adresi',
  httpUrl: 'internet adresi',
  hostname: 'sunucu adı',
  uuid: 'kayıt kimliği',
  uuidv4: 'kayıt kimliği',
  uuidv6: 'kayıt kimliği',
  uuidv7: 'kayıt kimliği',
  guid: 'kayıt kimliği',
  nanoid: 'kayıt kimliği',
  cuid: 'kayıt kimliği',
  cuid2: 'kayıt kimliği',
  ulid: 'kayıt kimliği',
  xid: 'kayıt kimliği',
  ksuid: 'kayıt kimliği',
  datetime: 'tarih ve saat',
  date: 'tarih',
  time: 'saat',
  duration: 'süre',
  ipv4: 'IP adresi',
  ipv6: 'IP adresi',
  mac: 'donanım adresi',
  cidrv4: 'IP adres aralığı',
  cidrv6: 'IP adres aralığı',
  base64: 'kodlanmış veri',
  base64url: 'kodlanmış veri',
  json_string: 'JSON metni',
  e164: 'telefon numarası',
  jwt: 'oturum anahtarı',
  emoji: 'emoji',
  iban: 'IBAN',
  credit_card: 'kart numarası',
};

/** "1, 2 ya da 3" — only for short lists of numbers; codes ("register", "G") mean nothing to a reader. */
function readableChoices(values: readonly unknown[]): string | undefined {
  if (values.length === 0 || values.length > 6 || !values.every((value) => typeof value === 'number')) return undefined;
  const names = values.map((value) => number(value as number));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ya da ${names.at(-1)}`;
}

const asDate = (value: unknown) => turkishDate(new Date(value as number | Date).toISOString().slice(0, 10));

function tooSmall(field: string, issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(minimum) <= 1
        ? `${field} zorunludur.`
        : `${field} en az ${number(minimum as number)} karakter olmalıdır.`;
    case 'array':
    case 'set':
      return Number(minimum) <= 1
        ? `${field} boş olamaz.`
        : `${field} en az ${number(minimum as number)} öğe içermelidir.`;
    case 'file':
      return `${field} boş olamaz.`;
    case 'date':
      return `${field} ${asDate(minimum)} tarihinden önce olamaz.`;
    default:
      if (issue.inclusive !== false) return `${field} en az ${number(minimum as number)} olmalıdır.`;
      return Number(minimum) === 0
        ? `${field} sıfırdan büyük olmalıdır.`
        : `${field} ${number(minimum as number)} sayısından büyük olmalıdır.`;
  }
}

function tooBig(field: string, issue: Extract<Issue, { code: 'too_big' }>): string {
  const maximum = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `${field} en fazla ${number(maximum as number)} karakter olabilir.`;
    case 'array':
    case 'set':
      return `${field} en fazla ${number(maximum as number)} öğe içerebilir.`;
    case 'file':
      return `${field} en fazla ${number(maximum as number)} bayt olabilir.`;
    case 'date':
      return `${field} ${asDate(maximum)} tarihinden sonra olamaz.`;
    default:
      if (issue.inclusive !== false) return `${field} en fazla ${number(maximum as number)} olabilir.`;
      return `${field} ${number(maximum as number)} sayısından küçük olmalıdır.`;
  }
}

function invalidFormat(field: string, issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const detail = issue as { prefix?: string; suffix?: string; includes?: string };
  switch (issue.format) {
    case 'starts_with':
      return `${field} "${detail.prefix}" ile başlamalıdır.`;
    case 'ends_with':
      return `${field} "${detail.suffix}" ile bitmelidir.`;
    case 'includes':
      return `${field} "${detail.includes}" içermelidir.`;
    case 'lowercase':
      return `${field} küçük harflerle yazılmalıdır.`;
    case 'uppercase':
      return `${field} büyük harflerle yazılmalıdır.`;
    case 'regex':
      return `${field} beklenen biçimde değil.`;
    default: {
      const name = formatNames[issue.format];
      return name ? `${field} geçerli bir ${name} değil.` : `${field} beklenen biçimde değil.`;
    }
  }
}

/** Every issue zod raises, as a Turkish sentence that names the field. */
export function turkishIssueMessage(issue: Issue): string {
  // A record's bad key stands last in the path; the field is the record that holds it.
  const field = fieldNameOf(issue.code === 'invalid_key' ? issue.path?.slice(0, -1) : issue.path);
  // Nothing given where something is required reads the same whatever was expected.
  if (
    issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')
  ) {
    return `${field} zorunludur.`;
  }
  switch (issue.code) {
    case 'invalid_type': {
      if ((issue.path ?? []).length === 0 && issue.expected === 'object')
        return 'İstek, alanları olan bir JSON nesnesi olmalıdır.';
      if (issue.input === null) return `${field} boş olamaz.`;
      const expected = typeNames[issue.expected] ?? 'geçerli bir değer';
      return `${field} ${expected} olmalıdır.`;
    }
    case 'too_small':
      return tooSmall(field, issue);
    case 'too_big':
      return tooBig(field, issue);
    case 'invalid_format':
      return invalidFormat(field, issue);
    case 'not_multiple_of': {
      const divisor = Number(issue.divisor);
      if (divisor === 1) return `${field} tam sayı olmalıdır.`;
      if (divisor === 0.01) return `${field} en fazla iki ondalık basamak içerebilir.`;
      return `${field} ${number(divisor)} sayısının katı olmalıdır.`;
    }
    case 'invalid_value': {
      if (issue.values.length === 1 && issue.values[0] === true) return `${field} onaylanmalıdır.`;
      const choices = readableChoices(issue.values);
      return choices ? `${field} ${choices} olmalıdır.` : `${field} geçerli bir seçenek değil.`;
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `İstekte tanınmayan bir alan var: "${issue.keys[0]}".`
        : `İstekte tanınmayan alanlar var: ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
    case 'invalid_key':
      return `${field} içinde geçersiz bir alan adı var.`;
    case 'invalid_element':
      return `${field} içinde geçersiz bir değer var.`;
    case 'invalid_union':
    case 'custom':
    default:
      return `${field} geçerli değil.`;
  }
}
