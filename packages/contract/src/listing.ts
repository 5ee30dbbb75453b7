import { z } from 'zod';
import './zod-config';

// Pieces the public tables and lists share: the year, paging, sort direction and search text.

export const yearInput = z
  .number({ error: 'Yıl sayı olmalıdır.' })
  .int('Yıl tam sayı olmalıdır.')
  .min(2000, 'Yıl 2000 veya sonrası olmalıdır.')
  .max(2100, 'Yıl 2100 veya öncesi olmalıdır.');

export const pageIndexInput = z
  .number({ error: 'Sayfa numarası sayı olmalıdır.' })
  .int('Sayfa numarası tam sayı olmalıdır.')
  .min(0, 'Sayfa numarası 0 veya büyük olmalıdır.')
  .default(0);

export const maxPageSize = 500;

export const pageSizeInput = z
  .number({ error: 'Sayfa büyüklüğü sayı olmalıdır.' })
  .int('Sayfa büyüklüğü tam sayı olmalıdır.')
  .min(1, 'Sayfa büyüklüğü en az 1 olmalıdır.')
  .max(maxPageSize, `Sayfa büyüklüğü en fazla ${maxPageSize} olabilir.`)
  .default(25);

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const sortDirectionInput = z
  .enum(sortDirections, { error: 'Sıralama yönü "asc" (artan) veya "desc" (azalan) olmalıdır.' })
  .default('asc');

/** What a person types into a search box; empty means no search. */
export function searchInput(fieldName: string) {
  return z
    .string({ error: `${fieldName} metin olmalıdır.` })
    .trim()
    .max(100, `${fieldName} en fazla 100 karakter olabilir.`)
    .optional();
}

/** A code of a lookup table: letters, digits and underscores. */
export function codeInput(fieldName: string) {
  return z
    .string({ error: `${fieldName} zorunludur.` })
    .trim()
    .min(1, `${fieldName} zorunludur.`)
    .max(40, `${fieldName} en fazla 40 karakter olabilir.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${fieldName} yalnızca harf, rakam, tire ve alt çizgi içerebilir.`);
}

/** The page a list answers with: its rows, how many match in all, and where the page is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Every yearly table also says which years it has, so that a year selector can offer them. */
export const yearsOutput = z.array(z.number().int());
