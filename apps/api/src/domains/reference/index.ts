import { and, asc, eq } from 'drizzle-orm';
import { parameters } from '../../db/schema';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { lookupHandlers } from './lookups';
import { tableHandlers } from './tables';

type ParameterRow = typeof parameters.$inferSelect;

function toParameter(row: ParameterRow) {
  return { code: row.code, group: row.groupCode, value: row.value, description: row.description };
}

export const referenceDomain = defineDomain({
  name: 'reference',
  handlers: {
    GetServerTime: async (_input, { now }) => ({ serverTime: now().toISOString(), timeZone: 'Europe/Istanbul' }),

    GetParameterValue: async ({ code }, { db }) => {
      const [row] = await db
        .select()
        .from(parameters)
        .where(and(eq(parameters.code, code), eq(parameters.isPublic, true)));
      if (!row) throw errors.notFound(`"${code}" kodlu bir parametre bulunamadı.`);
      return toParameter(row);
    },

    RetrieveParametersWithoutAuthorization: async ({ group }, { db }) => {
      const rows = await db
        .select()
        .from(parameters)
        .where(
          group ? and(eq(parameters.isPublic, true), eq(parameters.groupCode, group)) : eq(parameters.isPublic, true),
        )
        .orderBy(asc(parameters.groupCode), asc(parameters.code));
      return { parameters: rows.map(toParameter) };
    },

    ...tableHandlers,
    ...lookupHandlers,
  },
});
