import {
  complaintLaws,
  complaintMessages,
  districtAndStreet,
  errorMessages,
  type ComplaintStatus,
} from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseOutageReason } from '../../db/outage';
import { AppError } from '../../errors';
import { outageRetryAfterSeconds } from '../../plugins/errors';
import { complaintRules, consumeOr } from '../complaints/limits';
import { hashApiKey, publicNoteOf } from '../complaints/desk';
import { lodgeComplaint } from '../complaints/service';
import { activeCategories } from '../complaints/service';
import type { ComplaintRow } from '../complaints/store';
import { applicantAttributes, kindAttribute, servicesChangeset } from './definition';
import { dateWindow, type Format, Open311Error, send, splitFormat } from './http';
import {
  activeKeyByHash,
  requestByTrackingNo,
  type RequestFilter,
  requestsMatching,
  trackingNoOfToken,
  unitNamesAndIds,
} from './store';
import { parseSubmission, pointOnlyPrefix } from './submission';
import { open311Status, registerUpdates } from './updates';

/**
 * Open311 GeoReport v2 (https://wiki.open311.org/GeoReport_v2) under /open311/v2 — the one REST
 * surface of the portal (DESIGN "Staff desk and Open311"). It reads and writes the same complaints
 * the citizens' screens and the desk use. Formats by extension (.json, .xml); errors in the
 * standard's shape ([{ code, description }]); statuses open (received, in progress) and closed
 * (answered, rejected, closed). POST requests needs an API key an administrator issued at the desk,
 * and is rate-limited per key (and wrong keys per address). Nothing that identifies a person is
 * published (docs/decisions/035, 053): requests lodged on the portal show no description and their
 * address only as mahalle and street; every point is generalised to a ~100 m grid; status_notes is
 * the note staff wrote for the public (or a fixed sentence per status), never the answer to the person.
 * The read endpoints answer any origin (CORS), as FixMyStreet's do, so a dashboard in a browser can
 * read them; POST does not, since it carries a key (decision 066).
 */

/** At most this many requests per answer. */
const maxRequests = 1000;

/** The legal answer deadline as a person reads it: a Turkish date inside a Turkish sentence. */
export function serviceNotice(row: Pick<ComplaintRow, 'deadline' | 'law'>): string {
  return `${complaintLaws[row.law]} uyarınca yanıt için son gün ${turkishDate(row.deadline)}.`;
}

/**
 * A point published to ~100 m: three decimals of a degree are 111 m of latitude and 85 m of longitude
 * at 40° N, enough to find a pothole's street corner, not enough to find a door (decision 053).
 */
export function generalised(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}

/**
 * The published address: mahalle and street whenever the register knows the place (the portal's, and
 * an integrator's address_id — never its door or the note beside it); otherwise the integrator's own text.
 */
function publicAddress(row: RequestRow): string {
  if (row.districtName && row.streetName) return districtAndStreet(row.districtName, row.streetName);
  if (row.source === 'open311') return row.placeText.startsWith(pointOnlyPrefix) ? '' : row.placeText;
  return '';
}

async function unitNames(app: FastifyInstance): Promise<Map<number, string>> {
  const rows = await unitNamesAndIds(app.db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

type RequestRow = ComplaintRow & {
  serviceCode: string;
  serviceName: string;
  districtName: string | null;
  streetName: string | null;
};

function toRequest(row: RequestRow, units: Map<number, string>) {
  const ours = row.source === 'open311';
  return {
    service_request_id: row.trackingNo,
    status: open311Status(row.status),
    status_notes: publicNoteOf(row),
    service_name: row.serviceName,
    service_code: row.serviceCode,
    description: ours ? row.description : '',
    agency_responsible: row.unitId ? (units.get(row.unitId) ?? '') : '',
    service_notice: serviceNotice(row),
    requested_datetime: row.createdAt.toISOString(),
    updated_datetime: row.updatedAt.toISOString(),
    expected_datetime: `${row.deadline}T23:59:59+03:00`,
    address: publicAddress(row),
    address_id: '',
    zipcode: '',
    lat: generalised(row.lat),
    long: generalised(row.lon),
    media_url: '',
  };
}

/**
 * The integrator's key. A missing or wrong one counts against the address, in the database (every
 * process sees it): the per-key limit counts each made-up key apart, so without this an address could
 * send without end.
 */
async function keyOf(app: FastifyInstance, request: FastifyRequest, apiKey: unknown) {
  const refuse = async (description: string) => {
    await consumeOr(
      app.db,
      'open311-bad-key',
      request.ip,
      complaintRules.badOpen311KeysPerAddress,
      app.now(),
      complaintMessages.badOpen311Keys,
    );
    return new Open311Error(403, description);
  };
  if (typeof apiKey !== 'string' || apiKey === '')
    throw await refuse('api_key zorunludur: belediyeden aldığınız Open311 anahtarını gönderiniz.');
  const key = await activeKeyByHash(app.db, hashApiKey(apiKey));
  if (!key) throw await refuse('api_key geçersiz ya da iptal edilmiş.');
  return key;
}

export async function open311Plugin(app: FastifyInstance) {
  // Reads are public data any page may fetch (a city dashboard in a browser); POST carries a key and
  // stays same-origin, as FixMyStreet's Open311 does (decision 066).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(String(body));
      const fields: Record<string, string> = {};
      for (const [key, value] of params) fields[key] = value;
      done(null, fields);
    },
  );

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const format: Format = request.url.split('?')[0].endsWith('.xml') ? 'xml' : 'json';
    const outage = databaseOutageReason(error);
    if (outage) {
      // As every other route: 503 with Retry-After while the database cannot be reached, the reason to the log only.
      request.log.warn({ reason: outage }, 'veritabanına ulaşılamıyor');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return send(reply, format, 'errors', [{ code: 503, description: errorMessages.unavailable }], 503);
    }
    const status =
      error instanceof Open311Error
        ? error.status
        : error instanceof AppError
          ? error.status
          : error.statusCode === 429
            ? 429
            : error.statusCode && error.statusCode < 500
              ? error.statusCode
              : 500;
    const description =
      error instanceof Open311Error || error instanceof AppError
        ? error.message
        : status === 429
          ? 'Bu anahtarla çok fazla istek gönderildi. Lütfen bir dakika sonra tekrar deneyiniz.'
          : status < 500
            ? 'İstek anlaşılamadı.'
            : 'Beklenmedik bir hata oluştu.';
    if (status >= 500) request.log.error({ err: error }, 'open311');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return send(reply, format, 'errors', [{ code: status, description }], status);
  });

  app.get('/open311/v2/discovery.:format', async (request: FastifyRequest<{ Params: { format: string } }>, reply) => {
    const format = request.params.format === 'xml' ? 'xml' : request.params.format === 'json' ? 'json' : undefined;
    if (!format) throw new Open311Error(404, 'Biçim .json veya .xml olmalıdır.');
    const base = `${app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`}/open311/v2`;
    const changeset = await servicesChangeset(app.db);
    return send(reply, format, 'discovery', {
      changeset,
      contact: 'Yazı İşleri Müdürlüğü, belediyenin iletişim adresleri',
      key_service: 'API anahtarını belediyenin yönetim masasındaki yöneticiden alınız.',
      endpoints: [
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: base,
          changeset,
          type: 'production',
          formats: ['application/json', 'text/xml'],
        },
      ],
    });
  });

  app.get('/open311/v2/services.:format', async (request: FastifyRequest<{ Params: { format: string } }>, reply) => {
    const [, format] = splitFormat(`services.${request.params.format}`);
    const rows = await activeCategories(app.db);
    return send(
      reply,
      format,
      'services',
      rows.map((row) => ({
        service_code: row.code,
        service_name: row.name,
        description: row.description,
        metadata: true,
        type: 'realtime',
        keywords: row.keywords,
        group: row.groupName,
      })),
    );
  });

  app.get('/open311/v2/services/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const [code, format] = splitFormat(request.params.file);
    const rows = await activeCategories(app.db);
    const service = rows.find((row) => row.code === code);
    if (!service) throw new Open311Error(404, `${code} kodlu bir hizmet yok.`);
    return send(reply, format, 'service_definition', {
      service_code: service.code,
      attributes: [kindAttribute, ...applicantAttributes],
    });
  });

  app.get(
    '/open311/v2/requests.:format',
    async (request: FastifyRequest<{ Params: { format: string }; Querystring: Record<string, string> }>, reply) => {
      const [, format] = splitFormat(`requests.${request.params.format}`);
      const query = request.query;
      let filter: RequestFilter;
      if (query.service_request_id) {
        const trackingNos = query.service_request_id
          .split(',')
          .map((id) => id.trim().toUpperCase())
          .slice(0, maxRequests);
        filter = { trackingNos };
      } else {
        const { start, end } = dateWindow(query, app.now());
        filter = { start, end };
        if (query.service_code) filter.serviceCodes = query.service_code.split(',').map((code) => code.trim());
        if (query.status) {
          const statuses = query.status.split(',').map((status) => status.trim());
          if (statuses.some((status) => status !== 'open' && status !== 'closed'))
            throw new Open311Error(400, 'status open veya closed olmalıdır.');
          const wanted: ComplaintStatus[] = [];
          if (statuses.includes('open')) wanted.push('received', 'in_progress');
          if (statuses.includes('closed')) wanted.push('answered', 'rejected', 'closed');
          filter.statuses = wanted;
        }
      }
      const rows = await requestsMatching(app.db, filter, maxRequests);
      const units = await unitNames(app);
      return send(
        reply,
        format,
        'service_requests',
        rows.map(({ row, ...rest }) => toRequest({ ...row, ...rest }, units)),
      );
    },
  );

  app.get('/open311/v2/requests/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const [id, format] = splitFormat(request.params.file);
    const found = await requestByTrackingNo(app.db, id.toUpperCase());
    if (!found) throw new Open311Error(404, `${id} numaralı bir başvuru yok.`);
    const { row, ...rest } = found;
    return send(reply, format, 'service_requests', [toRequest({ ...row, ...rest }, await unitNames(app))]);
  });

  app.get('/open311/v2/tokens/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const [token, format] = splitFormat(request.params.file);
    const trackingNo = await trackingNoOfToken(app.db, token);
    if (!trackingNo) throw new Open311Error(404, 'Bu belirteçle bir başvuru yok.');
    return send(reply, format, 'service_requests', [{ service_request_id: trackingNo, token }]);
  });

  app.post(
    '/open311/v2/requests.:format',
    {
      bodyLimit: 64 * 1024,
      config: {
        // Per key, not per address: an integrator's server sends for many citizens.
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => {
            const body = (request.body ?? {}) as Record<string, unknown>;
            const query = request.query as Record<string, unknown>;
            const key = body.api_key ?? query.api_key;
            return typeof key === 'string' && key ? `open311:${hashApiKey(key)}` : `open311-ip:${request.ip}`;
          },
          hook: 'preHandler',
        },
      },
    },
    async (
      request: FastifyRequest<{
        Params: { format: string };
        Body: Record<string, string> | undefined;
        Querystring: Record<string, string>;
      }>,
      reply,
    ) => {
      const [, format] = splitFormat(`requests.${request.params.format}`);
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const key = await keyOf(app, request, body.api_key ?? request.query.api_key);
      const submission = await parseSubmission(app.db, body);
      const settings = await app.settings.get();
      const row = await app.db.transaction((tx) =>
        lodgeComplaint(
          tx,
          {
            kind: submission.kind,
            categoryCode: submission.serviceCode,
            description: submission.description,
            place: submission.place,
            freePlaceText: submission.freePlaceText,
            point: submission.point,
            photoIds: [],
            // Kept for the desk to call; never texted, since nobody proved it is the requester's (point 11).
            contact: submission.contact,
            applicant: submission.applicant,
            memberId: null,
            registryOid: null,
            source: 'open311',
            open311KeyId: key.id,
            attributes: submission.attributes,
          },
          app.now(),
          settings.public.MunicipalityName,
        ),
      );
      // The id is known at once, so no token: the standard says a token "should not be returned if
      // service_request_id is returned". access_code (an extension of the standard's answer): the
      // integrator hands it to its user, who reads the municipality's answer with it at the portal's
      // look-up; status_notes never carries it.
      return send(
        reply,
        format,
        'service_requests',
        [
          {
            service_request_id: row.trackingNo,
            service_notice: serviceNotice(row),
            account_id: '',
            access_code: row.accessCode,
          },
        ],
        201,
      );
    },
  );

  registerUpdates(app);

  // Anything else under /open311/v2 is the standard's 404, not the SPA.
  app.all('/open311/v2/*', async () => {
    throw new Open311Error(404, 'Böyle bir Open311 adresi yok.');
  });
}
