import type { FastifyReply } from 'fastify';
import { toXml, type XmlValue } from './xml';

/** Open311's answers in the standard's shape: the format by extension, errors as [{ code, description }]. */

export class Open311Error extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(description);
  }
}

export type Format = 'json' | 'xml';

const itemNames = {
  services: 'service',
  service_requests: 'request',
  service_request_updates: 'request_update',
  errors: 'error',
  attributes: 'attribute',
  values: 'value',
  endpoints: 'endpoint',
  formats: 'format',
  discovery: 'discovery',
};

export function send(reply: FastifyReply, format: Format, root: string, body: XmlValue, status = 200) {
  reply.status(status).header('cache-control', 'no-store');
  if (format === 'xml') return reply.type('text/xml; charset=utf-8').send(toXml(root, body, itemNames));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** "services.json" → ["services", "json"]; no or another extension is a 404 in the standard's shape. */
export function splitFormat(last: string): [string, Format] {
  const match = /^(.+)\.(json|xml)$/.exec(last);
  if (!match) throw new Open311Error(404, 'Biçim belirtilmeli: adres .json veya .xml ile bitmelidir.');
  return [match[1], match[2] as Format];
}

export function dateParam(value: unknown, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(String(value)))
    throw new Open311Error(400, `${name} W3C biçiminde bir tarih olmalıdır (ör. 2026-11-01T00:00:00Z).`);
  return date;
}

/** The standard's default window for GET requests is 90 days; the updates extension keeps it. */
const defaultWindowDays = 90;

/** start_date and end_date, each optional: the window ends now and reaches 90 days back unless told. */
export function dateWindow(query: Record<string, string>, now: Date): { start: Date; end: Date } {
  const end = dateParam(query.end_date, 'end_date') ?? now;
  const start = dateParam(query.start_date, 'start_date') ?? new Date(end.getTime() - defaultWindowDays * 86_400_000);
  if (start > end) throw new Open311Error(400, 'start_date, end_date tarihinden sonra olamaz.');
  return { start, end };
}
