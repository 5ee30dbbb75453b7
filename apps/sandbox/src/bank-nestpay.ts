import { nestPayHash } from '@ebelediye/contract/nestpay-hash';
import { buildXml, encodeLatin5Xml, readXml, type XmlValue } from '@ebelediye/contract/xml';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';

/**
 * A NestPay (EST) bank on loopback, domain/payments.md: the 3D gate (est3Dgate) with a page where
 * the tester types a test card and picks the 3D outcome, the signed callback to okUrl/failUrl, and
 * the XML API (ORDERSTATUS queries, Auth for the 3d model). Orders live in memory.
 */
export interface SandboxStore {
  clientId: string;
  storeKey: string;
  apiUser: string;
  apiPassword: string;
}

type Outcome = 'approve' | 'wrong_code' | 'cancel' | 'decline' | 'lost_callback' | 'abandon';

interface Order {
  oid: string;
  amount: string;
  storeType: string;
  maskedPan: string;
  status: 'S' | 'D' | 'PN';
  authCode: string;
  hostRefNum: string;
  transId: string;
  /**
   * When the bank sold it, on the sandbox's clock: the day list (ORDERHISTORY for a date range) reads
   * it, and its end of day settles it (then Credit, no longer Void).
   */
  soldAt?: Date;
  md?: string;
  /** The shop's gate fields without card data: what a later (late) answer is signed over. */
  request: Record<string, string>;
  lastCallback?: { url: string; fields: Record<string, string> };
  settled?: boolean;
  /** What went back to the card by Credit so far, in kuruş; a Void takes the whole sale back. */
  refundedKurus: number;
  voided?: boolean;
  /** Each refund request's first answer, by our Extra REFUND_REQUEST_ID: a repeat answers the same. */
  refunds: Map<string, Record<string, XmlValue>>;
}

const orders = new Map<string, Order>();
/** Sandbox switch: the next Void/Credit is made but its answer is lost (502), as a timeout would. */
let loseNextRefundAnswer = false;

/** The Istanbul day of a moment (YYYY-MM-DD): the bank's day for Void and end of day. */
function istanbulDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Settled by the bank's end of day: closed by hand (sandbox) or sold on an earlier day. */
function settled(order: Order, now: Date): boolean {
  return order.settled === true || (order.soldAt !== undefined && istanbulDay(order.soldAt) < istanbulDay(now));
}
/** The published NestPay test card (domain/payments.md). */
export const nestPayTestCard = { number: '4355084355084358', month: '12', year: '30', cvv: '000' };

function maskPan(pan: string): string {
  return `${pan.slice(0, 6)}******${pan.slice(-4)}`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
}

/** The bank's answer to the shop, signed like the real one: ver3 over every field but HASH. */
function signedCallback(
  store: SandboxStore,
  request: Record<string, string>,
  result: Record<string, string>,
): Record<string, string> {
  const fields: Record<string, string> = {
    clientid: request.clientid,
    oid: request.oid,
    ReturnOid: request.oid,
    amount: request.amount,
    currency: request.currency,
    storetype: request.storetype,
    rnd: randomBytes(8).toString('hex'),
    lang: request.lang ?? 'tr',
    hashAlgorithm: 'ver3',
    EXTRA_TRXDATE: new Date().toISOString().replace('T', ' ').slice(0, 19),
    ...result,
  };
  return { ...fields, HASH: nestPayHash(fields, store.storeKey) };
}

/** "yyyy-MM-dd HH:mm:ss" in Istanbul time, as the shop asks for a day. */
function istanbulTime(text: string): number {
  return new Date(`${text.replace(' ', 'T')}+03:00`).getTime();
}

/**
 * ORDERHISTORY for a date range: every sale the bank approved between the two moments (inclusive),
 * one TRXn per transaction, tab-separated: order, type S, status A, kuruş, date, auth code, host reference.
 */
function dayHistory(start: string, end: string): Record<string, XmlValue> {
  const from = istanbulTime(start);
  const to = istanbulTime(end) + 999;
  const sold = [...orders.values()].filter(
    (order) => order.status === 'S' && order.soldAt && order.soldAt.getTime() >= from && order.soldAt.getTime() <= to,
  );
  const extra: Record<string, XmlValue> = { TRXCOUNT: sold.length };
  sold.forEach((order, index) => {
    const at = new Date(order.soldAt!.getTime() + 3 * 60 * 60_000).toISOString().replace('T', ' ').slice(0, 19);
    extra[`TRX${index + 1}`] = [
      order.oid,
      'S',
      'A',
      Math.round(Number(order.amount) * 100),
      at,
      order.authCode,
      order.hostRefNum,
    ].join('\t');
  });
  return { Response: 'Approved', ProcReturnCode: '00', Extra: extra };
}

/** The bank sells the order: its status becomes S and the approved answer's fields are returned. */
function approve(order: Order, at: Date): Record<string, string> {
  Object.assign(order, {
    status: 'S',
    soldAt: at,
    authCode: String(100000 + (Date.now() % 900000)),
    hostRefNum: String(Date.now()).slice(-12),
    transId: randomBytes(6).toString('hex'),
  });
  return {
    mdStatus: '1',
    Response: 'Approved',
    ProcReturnCode: '00',
    AuthCode: order.authCode,
    HostRefNum: order.hostRefNum,
    TransId: order.transId,
    MaskedPan: order.maskedPan,
    xid: randomBytes(10).toString('base64'),
    eci: '05',
    cavv: randomBytes(10).toString('base64'),
  };
}

function autoSubmitPage(
  title: string,
  message: string,
  url: string,
  fields: Record<string, string>,
  options: { twice?: boolean; delaySeconds?: number } = {},
): string {
  return sandboxPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<form method="post" action="${escapeHtml(url)}" data-autosubmit data-twice="${options.twice ? 'true' : 'false'}" data-delay="${options.delaySeconds ?? 0}">${hidden(fields)}
<button type="submit">Mağazaya dön</button></form><script src="/sandbox/assets/autosubmit.js"></script>`,
  );
}

export async function nestPaySandbox(
  app: FastifyInstance,
  options: { store: () => Promise<SandboxStore>; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  registerSandboxService({
    path: '/bank/orders',
    title: 'Banka (NestPay 3D Secure)',
    description: '3D ödeme sayfası, test kartı, sonuç seçimi; siparişler ve dönüşü yeniden gönderme.',
  });

  app.get('/assets/autosubmit.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8')
      .send(`// Posts the bank's answer back to the shop, as a real 3D page does.
document.querySelectorAll('form[data-autosubmit]').forEach(function (form) {
  var delay = Number(form.dataset.delay || 0) * 1000;
  setTimeout(function () {
    var first = form.dataset.twice === 'true'
      ? fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'include', redirect: 'manual' }).catch(function () {})
      : Promise.resolve();
    first.then(function () { form.submit(); });
  }, delay);
});
`),
  );

  app.post('/bank/fim/est3Dgate', async (request, reply) => {
    const fields = request.body as Record<string, string>;
    const store = await options.store();
    reply.type('text/html; charset=utf-8');
    const expected = nestPayHash(
      Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'hash')),
      store.storeKey,
    );
    if (fields.clientid !== store.clientId || fields.hash !== expected) {
      return reply
        .status(400)
        .send(
          sandboxPage(
            '3D Secure: hatalı istek',
            '<h1>İstek reddedildi</h1><p>Mağaza numarası ya da hash doğrulanamadı (hashAlgorithm ver3).</p>',
          ),
        );
    }
    const needsCard = fields.storetype === '3d_pay_hosting';
    const cardInputs = needsCard
      ? `<fieldset><legend>Kart bilgileri</legend>
<p><label for="pan">Kart numarası</label><br><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="month">Son kullanma ayı (AA)</label> <input id="month" name="month" size="2" required> <label for="year">yılı (YY)</label> <input id="year" name="year" size="2" required></p>
<p><label for="cvv">CVV</label> <input id="cvv" name="cvv" size="4" required></p>
<p class="note">Test kartı: ${nestPayTestCard.number}, ${nestPayTestCard.month}/${nestPayTestCard.year}, CVV ${nestPayTestCard.cvv}</p></fieldset>`
      : `<p>Kart: ${escapeHtml(maskPan(fields.pan ?? ''))}</p>`;
    const body = `<h1>3D Secure doğrulama</h1>
<p>Mağaza ${escapeHtml(fields.clientid)} · Sipariş ${escapeHtml(fields.oid)} · Tutar <strong>${escapeHtml(fields.amount)} TL</strong></p>
<form method="post" action="/sandbox/bank/fim/est3Dgate/complete">${hidden({ request: Buffer.from(JSON.stringify(fields)).toString('base64') })}
${cardInputs}
<p><label for="smsCode">SMS şifresi</label> <input id="smsCode" name="smsCode" value="123456"></p>
<fieldset><legend>Sonuç (sandbox)</legend>
<p><label><input type="radio" name="outcome" value="approve" checked> Onayla</label></p>
<p><label><input type="radio" name="outcome" value="wrong_code"> SMS şifresi hatalı</label></p>
<p><label><input type="radio" name="outcome" value="cancel"> Vazgeç</label></p>
<p><label><input type="radio" name="outcome" value="decline"> Banka reddetsin (yetersiz limit)</label></p>
<p><label><input type="radio" name="outcome" value="lost_callback"> Para çekilsin ama mağazaya dönüş olmasın (zaman aşımı)</label></p>
<p><label><input type="radio" name="outcome" value="abandon"> Hiçbir şey olmasın (sekme kapatıldı)</label></p>
</fieldset>
<fieldset><legend>Dönüş</legend>
<p><label><input type="checkbox" name="twice" value="true"> Dönüşü iki kez gönder</label></p>
<p><label for="delay">Gecikme (saniye)</label> <input id="delay" name="delay" value="0" size="3"></p>
</fieldset>
<p><button type="submit">Gönder</button></p></form>`;
    return reply.send(sandboxPage('3D Secure', body));
  });

  app.post('/bank/fim/est3Dgate/complete', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const fields = JSON.parse(Buffer.from(form.request ?? '', 'base64').toString('utf8')) as Record<string, string>;
    const store = await options.store();
    reply.type('text/html; charset=utf-8');
    const pan = (fields.pan ?? form.pan ?? '').replace(/\D/g, '');
    const month = fields.Ecom_Payment_Card_ExpDate_Month ?? form.month;
    const year = fields.Ecom_Payment_Card_ExpDate_Year ?? form.year;
    const cvv = fields.cv2 ?? form.cvv;
    const outcome = (form.outcome ?? 'approve') as Outcome;
    const knownCard =
      pan === nestPayTestCard.number &&
      Number(month) === Number(nestPayTestCard.month) &&
      Number(year) === Number(nestPayTestCard.year) &&
      cvv === nestPayTestCard.cvv;
    const {
      pan: _pan,
      cv2: _cv2,
      Ecom_Payment_Card_ExpDate_Month: _month,
      Ecom_Payment_Card_ExpDate_Year: _year,
      ...withoutCard
    } = fields;
    const order: Order = {
      oid: fields.oid,
      amount: fields.amount,
      storeType: fields.storetype,
      maskedPan: maskPan(pan),
      status: 'PN',
      authCode: '',
      hostRefNum: '',
      transId: '',
      request: withoutCard,
      refundedKurus: 0,
      refunds: new Map(),
    };
    orders.set(order.oid, order);

    if (outcome === 'abandon') {
      orders.delete(order.oid);
      return reply.send(
        sandboxPage(
          'Sekme kapatıldı',
          '<h1>Ödeme yarıda bırakıldı</h1><p>Banka mağazaya hiçbir şey göndermedi. Mağazanın mutabakat işi bu siparişi bankada bulamayacak ve süresi dolunca kapatacak.</p><p><a href="/anasayfa">Portala dön</a></p>',
        ),
      );
    }
    let result: Record<string, string>;
    const approved = outcome === 'approve' || outcome === 'lost_callback';
    if (!knownCard) {
      order.status = 'D';
      result = {
        mdStatus: '1',
        Response: 'Declined',
        ProcReturnCode: '05',
        ErrMsg: 'Kart tanınmadı (yalnızca test kartı kabul edilir)',
        MaskedPan: order.maskedPan,
      };
    } else if (outcome === 'wrong_code' || outcome === 'cancel') {
      order.status = 'D';
      result = {
        mdStatus: '0',
        mdErrorMsg: outcome === 'cancel' ? 'Kullanıcı işlemi iptal etti' : 'Doğrulama şifresi hatalı',
        Response: 'Declined',
        ProcReturnCode: '',
        MaskedPan: order.maskedPan,
      };
    } else if (outcome === 'decline') {
      order.status = 'D';
      result = {
        mdStatus: '1',
        Response: 'Declined',
        ProcReturnCode: '51',
        ErrMsg: 'Yetersiz bakiye/limit',
        MaskedPan: order.maskedPan,
      };
    } else if (order.storeType === '3d') {
      // The 3d model: authentication only; the shop asks for the money through the XML API.
      order.md = randomBytes(12).toString('hex');
      result = {
        mdStatus: '1',
        md: order.md,
        xid: randomBytes(10).toString('base64'),
        eci: '05',
        cavv: randomBytes(10).toString('base64'),
        MaskedPan: order.maskedPan,
      };
    } else {
      result = approve(order, now());
    }
    const callback = signedCallback(store, fields, result);
    const url = approved && knownCard ? fields.okUrl : fields.failUrl;
    order.lastCallback = { url, fields: callback };
    if (outcome === 'lost_callback' && knownCard) {
      return reply.send(
        sandboxPage(
          'Bağlantı koptu',
          `<h1>Para çekildi, dönüş gönderilmedi</h1><p>Sipariş ${escapeHtml(order.oid)} bankada onaylı. Mağaza sonucu durum sorgusuyla (ORDERSTATUS) öğrenmeli.</p><p><a href="/anasayfa">Portala dön</a></p>`,
        ),
      );
    }
    return reply.send(
      autoSubmitPage('Mağazaya dönülüyor', 'Banka sonucu mağazaya gönderiyor…', url, callback, {
        twice: form.twice === 'true',
        delaySeconds: Math.min(Number(form.delay) || 0, 60),
      }),
    );
  });

  app.get('/bank/orders', async (_request, reply) => {
    const rows = [...orders.values()]
      .reverse()
      .map(
        (order) =>
          `<tr><td>${escapeHtml(order.oid)}</td><td>${escapeHtml(order.amount)}${order.refundedKurus ? ` (iade ${(order.refundedKurus / 100).toFixed(2)})` : ''}</td><td>${order.voided ? 'V' : order.status}${order.status === 'S' && settled(order, now()) ? ' · gün sonu yapıldı' : ''}</td><td>${escapeHtml(order.maskedPan)}</td><td>${
            order.lastCallback
              ? `<form method="post" action="/sandbox/bank/orders/${encodeURIComponent(order.oid)}/replay"><button type="submit">Dönüşü yeniden gönder</button></form>`
              : '—'
          }${
            order.status === 'D'
              ? `<form method="post" action="/sandbox/bank/orders/${encodeURIComponent(order.oid)}/approve-late"><button type="submit">Sonradan onayla</button></form>`
              : ''
          }</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Banka siparişleri',
          `<h1>Siparişler</h1><form method="post" action="/sandbox/bank/end-of-day"><button type="submit">Gün sonu yap (satışlar kapanır: iptal yerine iade)</button></form>${orders.size ? `<table><thead><tr><th scope="col">Sipariş</th><th scope="col">Tutar</th><th scope="col">Durum</th><th scope="col">Kart</th><th scope="col">Dönüş</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Henüz sipariş yok.</p>'}`,
        ),
      );
  });

  app.post('/bank/orders/:oid/replay', async (request, reply) => {
    const order = orders.get((request.params as { oid: string }).oid);
    if (!order?.lastCallback)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(sandboxPage('Bulunamadı', '<p>Bu sipariş için gönderilmiş bir dönüş yok.</p>'));
    return reply
      .type('text/html; charset=utf-8')
      .send(
        autoSubmitPage(
          'Dönüş yeniden gönderiliyor',
          'Aynı (imzalı) dönüş mağazaya bir kez daha gönderiliyor.',
          order.lastCallback.url,
          order.lastCallback.fields,
        ),
      );
  });

  /**
   * A late approval: the bank sells an order it had declined (a switch's second thought, a reversal
   * undone). ORDERSTATUS answers S from now on, and the signed approved answer becomes the order's
   * callback, so "Dönüşü yeniden gönder" delivers it late — what the shop must never lose.
   */
  app.post('/bank/orders/:oid/approve-late', async (request, reply) => {
    const order = orders.get((request.params as { oid: string }).oid);
    reply.type('text/html; charset=utf-8');
    if (!order || order.status !== 'D')
      return reply.status(404).send(sandboxPage('Bulunamadı', '<p>Bu numarayla reddedilmiş bir sipariş yok.</p>'));
    const store = await options.store();
    order.lastCallback = {
      url: order.request.okUrl,
      fields: signedCallback(store, order.request, approve(order, now())),
    };
    return reply.send(
      sandboxPage(
        'Sonradan onaylandı',
        `<h1>Sipariş sonradan onaylandı</h1><p>Sipariş ${escapeHtml(order.oid)} bankada artık satış (S). Mağaza bunu durum sorgusuyla ya da dönüş yeniden gönderilince öğrenmeli.</p><p><a href="/sandbox/bank/orders">Siparişlere dön</a></p>`,
      ),
    );
  });

  /** The bank's end of day: every sale so far is settled — Void is refused from now on, Credit accepted. */
  app.post('/bank/end-of-day', async (_request, reply) => {
    for (const order of orders.values()) if (order.status === 'S') order.settled = true;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Gün sonu',
          '<h1>Gün sonu yapıldı</h1><p>Bugünkü satışlar kapandı: artık iptal (Void) değil, iade (Credit) yapılır.</p><p><a href="/sandbox/bank/orders">Siparişlere dön</a></p>',
        ),
      );
  });

  /** Sandbox switch for tests: the next refund is made but its answer never reaches the shop. */
  app.post('/bank/refunds/lose-next-answer', async (_request, reply) => {
    loseNextRefundAnswer = true;
    return reply.send({ ok: true });
  });

  /** The XML API: ORDERSTATUS and, for the 3d model, Auth with the 3D proof; ISO-8859-9 both ways. */
  app.post('/bank/fim/api', async (request, reply) => {
    const store = await options.store();
    let xml;
    try {
      xml = readXml(String(request.body ?? ''));
    } catch {
      return reply.status(400).send('Geçersiz XML');
    }
    const tag = (name: string) => xml.text(name);
    reply.type('application/xml; charset=ISO-8859-9');
    const respond = (answer: Record<string, XmlValue>) =>
      reply.send(Buffer.from(encodeLatin5Xml(buildXml('CC5Response', answer, { encoding: 'ISO-8859-9' }))));
    const error = (message: string, orderId?: string) =>
      respond({
        ...(orderId === undefined ? {} : { OrderId: orderId }),
        Response: 'Error',
        ProcReturnCode: '99',
        ErrMsg: message,
      });
    if (tag('Name') !== store.apiUser || tag('Password') !== store.apiPassword || tag('ClientId') !== store.clientId) {
      return error('Kullanıcı adı veya şifre hatalı');
    }
    if (tag('ORDERHISTORY') === 'QUERY' && tag('STARTDATE'))
      return respond(dayHistory(tag('STARTDATE'), tag('ENDDATE')));
    const order = orders.get(tag('OrderId'));
    if (tag('ORDERSTATUS') === 'QUERY') {
      if (!order) return error(`No record found for ${tag('OrderId')}`, tag('OrderId'));
      const kurus = Math.round(Number(order.amount) * 100);
      return respond({
        OrderId: order.oid,
        Response: 'Approved',
        ProcReturnCode: '00',
        Extra: {
          TRANS_STAT: order.voided ? 'V' : order.status,
          ORIG_TRANS_AMT: kurus,
          AUTH_CODE: order.authCode,
          HOST_REF_NUM: order.hostRefNum,
          // Credited back so far (kuruş); the field name is the sandbox's (unconfirmed for the real API).
          REFUND_AMT: order.refundedKurus,
        },
      });
    }
    if (tag('Type') === 'Void' || tag('Type') === 'Credit') {
      const requestId = tag('REFUND_REQUEST_ID');
      const first = order && requestId ? order.refunds.get(requestId) : undefined;
      // The same request again: the first answer, and no second refund.
      if (first) return respond(first);
      const refused = (code: string, message: string) => {
        const answer = {
          OrderId: tag('OrderId'),
          Response: 'Error',
          ProcReturnCode: '99',
          ErrMsg: message,
          Extra: { ERRORCODE: code },
        };
        if (order && requestId) order.refunds.set(requestId, answer);
        return respond(answer);
      };
      if (!order || order.status !== 'S') return error(`No record found for ${tag('OrderId')}`, tag('OrderId'));
      const saleKurus = Math.round(Number(order.amount) * 100);
      if (order.voided) return refused('CORE-2012', 'Satış iptal edilmiş');
      let refundKurus: number;
      if (tag('Type') === 'Void') {
        if (settled(order, now())) return refused('CORE-2509', 'Gün sonu yapılmış satış iptal edilemez; iade yapınız');
        if (order.refundedKurus > 0) return refused('CORE-2012', 'İadesi olan satış iptal edilemez');
        order.voided = true;
        refundKurus = saleKurus;
      } else {
        if (!settled(order, now())) return refused('CORE-2508', 'Gün sonu yapılmadan iade yapılamaz; iptal yapınız');
        refundKurus = Math.round(Number(tag('Total')) * 100);
        if (!(refundKurus > 0) || tag('Currency') !== '949') return refused('CORE-2001', 'Tutar geçersiz');
        if (order.refundedKurus + refundKurus > saleKurus)
          return refused('CORE-2511', 'İade tutarı satış tutarını aşıyor');
        order.refundedKurus += refundKurus;
      }
      const answer = {
        OrderId: order.oid,
        Response: 'Approved',
        AuthCode: order.authCode,
        HostRefNum: String(Date.now()).slice(-12),
        ProcReturnCode: '00',
        TransId: randomBytes(6).toString('hex'),
        ErrMsg: '',
      };
      if (requestId) order.refunds.set(requestId, answer);
      if (loseNextRefundAnswer) {
        loseNextRefundAnswer = false;
        return reply.status(502).send('Bad Gateway');
      }
      return respond(answer);
    }
    if (tag('Type') === 'Auth') {
      if (!order || !order.md || order.md !== tag('Number')) return error('3D doğrulaması bulunamadı');
      if (order.status === 'S') return error('CORE-2507 Mükerrer sipariş numarası', order.oid);
      Object.assign(order, {
        status: 'S',
        soldAt: now(),
        authCode: String(100000 + (Date.now() % 900000)),
        hostRefNum: String(Date.now()).slice(-12),
        transId: randomBytes(6).toString('hex'),
      });
      return respond({
        OrderId: order.oid,
        Response: 'Approved',
        AuthCode: order.authCode,
        HostRefNum: order.hostRefNum,
        ProcReturnCode: '00',
        TransId: order.transId,
        ErrMsg: '',
      });
    }
    return error('Desteklenmeyen işlem');
  });
}
