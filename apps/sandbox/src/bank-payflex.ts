import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';

/**
 * Vakıfbank PayFlex on loopback, domain/payments.md: MPI enrollment (VERes with an ACS address), an
 * ACS page where the tester types the 3D password or picks a failure, and VPOS (Sale, Search).
 */
export interface PayFlexMerchant {
  merchantId: string;
  merchantPassword: string;
}

export const payFlexTestCard = { number: '4938410157705591', expiry: '2912', cvv: '453', password: '123456' };

interface Enrollment {
  requestId: string;
  pan: string;
  expiry: string;
  amountKurus: number;
  successUrl: string;
  failureUrl: string;
  md: string;
  sale?: { amountKurus: number; authCode: string; rrn: string; transactionId: string };
}

const enrollments = new Map<string, Enrollment>();

function xmlTag(xml: string, name: string): string {
  return xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]?.trim() ?? '';
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
}

export async function payFlexSandbox(app: FastifyInstance, options: { merchant: () => Promise<PayFlexMerchant> }) {
  registerSandboxService({ path: '/payflex/orders', title: 'VakıfBank PayFlex (MPI, ACS, VPOS)', description: 'Kart kaydı sorgusu, 3D şifre sayfası ve satış; test kartı 4938 4101 5770 5591.' });

  app.post('/payflex/MPIAPI/MPI_Enrollment.aspx', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    const answer = (message: string) => reply.send(`<?xml version="1.0" encoding="utf-8"?><IPaySecure><Message ID="${escapeHtml(form.VerifyEnrollmentRequestId ?? '')}">${message}</Message></IPaySecure>`);
    if (form.MerchantId !== merchant.merchantId || form.MerchantPassword !== merchant.merchantPassword) {
      return answer('<VERes><Status>E</Status></VERes><ResultDetail><ErrorCode>1001</ErrorCode><ErrorMessage>Üye işyeri bilgileri hatalı</ErrorMessage></ResultDetail>');
    }
    if (enrollments.has(form.VerifyEnrollmentRequestId)) {
      return answer('<VERes><Status>E</Status></VERes><ResultDetail><ErrorCode>2023</ErrorCode><ErrorMessage>Bu istek numarası daha önce kullanıldı</ErrorMessage></ResultDetail>');
    }
    if (form.Pan !== payFlexTestCard.number) return answer('<VERes><Status>N</Status></VERes>');
    const enrollment: Enrollment = {
      requestId: form.VerifyEnrollmentRequestId,
      pan: form.Pan,
      expiry: form.ExpiryDate,
      amountKurus: Math.round(Number(form.PurchaseAmount) * 100),
      successUrl: form.SuccessUrl,
      failureUrl: form.FailureUrl ?? form.FailUrl,
      md: randomBytes(12).toString('hex'),
    };
    enrollments.set(enrollment.requestId, enrollment);
    return answer(`<VERes><Status>Y</Status><PaReq>${randomBytes(24).toString('base64')}</PaReq><ACSUrl>/sandbox/payflex/acs</ACSUrl><TermUrl>${escapeHtml(enrollment.successUrl)}</TermUrl><MD>${enrollment.md}</MD></VERes>`);
  });

  app.post('/payflex/acs', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const enrollment = [...enrollments.values()].find((e) => e.md === form.MD);
    reply.type('text/html; charset=utf-8');
    if (!enrollment) return reply.status(400).send(sandboxPage('ACS: hatalı istek', '<p>MD tanınmadı.</p>'));
    return reply.send(
      sandboxPage(
        'VakıfBank 3D Secure',
        `<h1>VakıfBank 3D Secure</h1><p>Tutar <strong>${(enrollment.amountKurus / 100).toFixed(2)} TL</strong> · Kart ${escapeHtml(enrollment.pan.slice(0, 6))}******${escapeHtml(enrollment.pan.slice(-4))}</p>
<form method="post" action="/sandbox/payflex/acs/complete">${hidden({ MD: form.MD })}
<p><label for="password">3D şifresi</label> <input id="password" name="password" value=""> <span class="note">Test şifresi: ${payFlexTestCard.password}</span></p>
<p><button type="submit" name="decision" value="submit">Onayla</button> <button type="submit" name="decision" value="cancel">Vazgeç</button></p></form>`,
      ),
    );
  });

  app.post('/payflex/acs/complete', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const enrollment = [...enrollments.values()].find((e) => e.md === form.MD);
    reply.type('text/html; charset=utf-8');
    if (!enrollment) return reply.status(400).send(sandboxPage('ACS: hatalı istek', '<p>MD tanınmadı.</p>'));
    const ok = form.decision === 'submit' && form.password === payFlexTestCard.password;
    const fields = {
      VerifyEnrollmentRequestId: enrollment.requestId,
      Status: ok ? 'Y' : 'N',
      // Full authentication: Visa 05, MasterCard 02; none: 07 / 00.
      Eci: ok ? (enrollment.pan.startsWith('4') ? '05' : '02') : enrollment.pan.startsWith('4') ? '07' : '00',
      Cavv: ok ? randomBytes(20).toString('base64') : '',
      Xid: randomBytes(20).toString('base64'),
      PurchAmount: String(enrollment.amountKurus),
      PurchCurrency: '949',
      ErrorCode: ok ? '' : '2050',
      ErrorMessage: ok ? '' : form.decision === 'cancel' ? 'Kullanıcı iptal etti' : '3D şifresi hatalı',
    };
    return reply.send(
      sandboxPage(
        'Mağazaya dönülüyor',
        `<h1>Mağazaya dönülüyor</h1><form method="post" action="${escapeHtml(ok ? enrollment.successUrl : enrollment.failureUrl)}" data-autosubmit data-delay="0">${hidden(fields)}<button type="submit">Mağazaya dön</button></form><script src="/sandbox/assets/autosubmit.js"></script>`,
      ),
    );
  });

  app.post('/payflex/VposService/v3/Vposreq.aspx', async (request, reply) => {
    const xml = String((request.body as Record<string, string>).prmstr ?? '');
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    const respond = (inner: string) => reply.send(`<?xml version="1.0" encoding="utf-8"?>${inner}`);
    if (xml.startsWith('<SearchRequest>')) {
      const found = enrollments.get(xmlTag(xml, 'OrderId'));
      if (!found?.sale) return respond('<SearchResponse><ResultCode>0000</ResultCode></SearchResponse>');
      return respond(`<SearchResponse><TransactionSearchResultInfo><TransactionSearchResultInfo><ResultCode>0000</ResultCode><Amount>${(found.sale.amountKurus / 100).toFixed(2)}</Amount><AuthCode>${found.sale.authCode}</AuthCode><Rrn>${found.sale.rrn}</Rrn></TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>`);
    }
    if (xmlTag(xml, 'MerchantId') !== merchant.merchantId || xmlTag(xml, 'Password') !== merchant.merchantPassword) {
      return respond('<VposResponse><ResultCode>1001</ResultCode><ResultDetail>Üye işyeri bilgileri hatalı</ResultDetail></VposResponse>');
    }
    const enrollment = enrollments.get(xmlTag(xml, 'MpiTransactionId'));
    if (!enrollment || xmlTag(xml, 'Pan') !== enrollment.pan || xmlTag(xml, 'Cvv') !== payFlexTestCard.cvv || xmlTag(xml, 'Expiry') !== `20${payFlexTestCard.expiry}`) {
      return respond('<VposResponse><ResultCode>0005</ResultCode><ResultDetail>Kart bilgileri doğrulanamadı</ResultDetail></VposResponse>');
    }
    if (enrollment.sale) return respond(`<VposResponse><ResultCode>1061</ResultCode><ResultDetail>Bu sipariş için başarılı işlem var</ResultDetail><TransactionId>${enrollment.sale.transactionId}</TransactionId></VposResponse>`);
    enrollment.sale = { amountKurus: Math.round(Number(xmlTag(xml, 'CurrencyAmount')) * 100), authCode: String(100000 + (Date.now() % 900000)), rrn: String(Date.now()).slice(-12), transactionId: xmlTag(xml, 'TransactionId') };
    return respond(`<VposResponse><ResultCode>0000</ResultCode><ResultDetail>İşlem başarılı</ResultDetail><AuthCode>${enrollment.sale.authCode}</AuthCode><Rrn>${enrollment.sale.rrn}</Rrn><TransactionId>${enrollment.sale.transactionId}</TransactionId><OrderId>${xmlTag(xml, 'OrderId')}</OrderId><HostDate>${new Date().toISOString()}</HostDate></VposResponse>`);
  });

  /** A late approval: VPOS shows a sale for an order the shop had ended (SearchRequest answers it from now on). */
  app.post('/payflex/orders/:id/approve-late', async (request, reply) => {
    const enrollment = enrollments.get((request.params as { id: string }).id);
    reply.type('text/html; charset=utf-8');
    if (!enrollment || enrollment.sale) return reply.status(404).send(sandboxPage('Bulunamadı', '<p>Bu numarayla satışı olmayan bir sipariş yok.</p>'));
    enrollment.sale = { amountKurus: enrollment.amountKurus, authCode: String(100000 + (Date.now() % 900000)), rrn: String(Date.now()).slice(-12), transactionId: enrollment.requestId };
    return reply.send(sandboxPage('Sonradan onaylandı', `<h1>Satış sonradan onaylandı</h1><p>Sipariş ${escapeHtml(enrollment.requestId)} için VPOS'ta artık bir satış var.</p><p><a href="/sandbox/payflex/orders">Siparişlere dön</a></p>`));
  });

  app.get('/payflex/orders', async (_request, reply) => {
    const rows = [...enrollments.values()]
      .reverse()
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.requestId)}</td><td>${(e.amountKurus / 100).toFixed(2)}</td><td>${e.sale ? 'Satış onaylandı' : `3D bekleniyor ya da satış yok <form method="post" action="/sandbox/payflex/orders/${encodeURIComponent(e.requestId)}/approve-late"><button type="submit">Sonradan onayla</button></form>`}</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(sandboxPage('PayFlex siparişleri', `<h1>Siparişler</h1>${rows ? `<table><thead><tr><th scope="col">Sipariş</th><th scope="col">Tutar</th><th scope="col">Durum</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Henüz sipariş yok.</p>'}`));
  });
}
