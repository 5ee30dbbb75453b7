import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { lookupHandlers } from './lookups';
import { type ParameterRow, publicParameter, publicParameters } from './store';
import { tableHandlers } from './tables';

function toParameter(row: ParameterRow) {
  return { code: row.code, group: row.groupCode, value: row.value, description: row.description };
}

export const referenceDomain = defineDomain({
  name: 'reference',
  handlers: {
    GetServerTime: async (_input, { now }) => ({ serverTime: now().toISOString(), timeZone: 'Europe/Istanbul' }),

    GetParameterValue: async ({ code }, { db }) => {
      const row = await publicParameter(db, code);
      if (!row) throw errors.notFound(`"${code}" kodlu bir parametre bulunamadı.`);
      return toParameter(row);
    },

    RetrieveParametersWithoutAuthorization: async ({ group }, { db }) => {
      const rows = await publicParameters(db, group);
      return { parameters: rows.map(toParameter) };
    },

    ...tableHandlers,
    ...lookupHandlers,
  },
});
