import { randomBytes } from 'node:crypto';
import { escapeXml, readXml } from '@ebelediye/contract/xml';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';

/**
 * Vakıfbank PayFlex on loopback, domain/payments.md: Common Payment (RegisterTransaction, the bank's
 * card page, the redirect back, the VposTransaction query — as mews/pos "payflex-cp-v4" speaks it),
 * and the MPI model: enrollment (VERes with an ACS address), an ACS page where the tester types the
 * 3D password or picks a failure, and VPOS (Sale, Search).
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
  sale?: { amountKurus: number; authCode: string; rrn: string; transactionId: string; soldAt: Date };
}

const enrollments = new Map<string, Enrollment>();

/** What VPOS keeps of a sale for its refunds: when sold, whether the day was closed, what went back. */
interface SaleBook {
  amountKurus: number;
  soldAt: Date;
  settled: boolean;
  refundedKurus: number;
  voided: boolean;
}
/** By the sale's TransactionId (MPI: the order number; Common Payment: the bank's transaction id). */
const saleBooks = new Map<string, SaleBook>();
/** Each Cancel/Refund by its own TransactionId: the first answer (a repeat gets it again) and whether it was made. */
const refundRequests = new Map<string, { answer: string; made: boolean; rrn: string }>();
let loseNextRefundAnswer = false;

function bookSale(transactionId: string, amountKurus: number): void {
  saleBooks.set(transactionId, { amountKurus, soldAt: new Date(), settled: false, refundedKurus: 0, voided: false });
}

function istanbulDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

function isSettled(book: SaleBook): boolean {
  return book.settled || istanbulDay(book.soldAt) < istanbulDay(new Date());
}

/** A Common Payment registration: the order the shop registered, and what happened on the bank's page. */
interface Registration {
  token: string;
  orderId: string;
  amount: string;
  successUrl: string;
  failUrl: string;
  transaction?: {
    id: string;
    rc: string;
    message: string;
    maskedPan: string;
    authCode: string;
    rrn: string;
    hostDate: string;
    /** On the sandbox's clock: the day search reads it. */
    soldAt?: Date;
  };
}

const registrations = new Map<string, Registration>();

type CpOutcome = 'approve' | 'decline' | 'cancel';
const cpMessages: Record<
  Exclude<CpOutcome, 'approve'> | 'wrong_card' | 'wrong_password',
  { rc: string; message: string }
> = {
  decline: { rc: '0051', message: 'RED-YETERSİZ BAKİYE' },
  cancel: { rc: '9999', message: 'Kullanıcı işlemi iptal etti' },
  wrong_card: { rc: '0005', message: 'Kart bilgileri doğrulanamadı' },
  wrong_password: { rc: '2050', message: '3D doğrulaması başarısız: şifre hatalı' },
};

/** The shop's return address with the bank's fields added to its query, as the bank's redirect carries them. */
function withQuery(url: string, fields: Record<string, string>): string {
  const query = new URLSearchParams(fields).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function approvedTransaction(maskedPan: string, soldAt: Date): NonNullable<Registration['transaction']> {
  return {
    soldAt,
    id: randomBytes(16).toString('hex'),
    rc: '0000',
    message: 'İŞLEM BAŞARILI',
    maskedPan,
    authCode: String(100000 + (Date.now() % 900000)),
    rrn: String(Date.now()).slice(-12),
    hostDate: new Date().toISOString().replace(/\D/g, '').slice(0, 14),
  };
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** "yyyy-MM-ddTHH:mm:ss" in Istanbul time, as the shop asks for a day. */
function istanbulTime(text: string): number {
  return new Date(`${text}+03:00`).getTime();
}

/**
 * SearchRequest with DateCriteria: every VPOS sale (MPI and Common Payment) approved between the two
 * moments, inclusive, one TransactionSearchResultInfo each, as the search by order answers one.
 */
function daySearch(start: string, end: string): string {
  const from = istanbulTime(start);
  const to = istanbulTime(end) + 999;
  const within = (at: Date | undefined) => at !== undefined && at.getTime() >= from && at.getTime() <= to;
  const rows: string[] = [];
  for (const e of enrollments.values())
    if (e.sale && within(e.sale.soldAt)) rows.push(row(e.requestId, e.sale.amountKurus, e.sale.authCode, e.sale.rrn));
  for (const r of registrations.values())
    if (r.transaction?.rc === '0000' && within(r.transaction.soldAt))
      rows.push(row(r.orderId, Math.round(Number(r.amount) * 100), r.transaction.authCode, r.transaction.rrn));
  return `<SearchResponse><ResultCode>0000</ResultCode><TransactionSearchResultInfo>${rows.join('')}</TransactionSearchResultInfo></SearchResponse>`;
}

function row(orderId: string, amountKurus: number, authCode: string, rrn: string): string {
  return `<TransactionSearchResultInfo><OrderId>${escapeXml(orderId)}</OrderId><TransactionType>Sale</TransactionType><ResultCode>0000</ResultCode><Amount>${(amountKurus / 100).toFixed(2)}</Amount><CurrencyCode>949</CurrencyCode><AuthCode>${authCode}</AuthCode><Rrn>${rrn}</Rrn></TransactionSearchResultInfo>`;
}

export async function payFlexSandbox(
  app: FastifyInstance,
  options: { merchant: () => Promise<PayFlexMerchant>; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  registerSandboxService({
    path: '/payflex/orders',
    title: 'VakıfBank PayFlex (Ortak Ödeme; MPI, ACS, VPOS)',
    description:
      'Bankanın ortak ödeme sayfası; kart kaydı sorgusu, 3D şifre sayfası ve satış; test kartı 4938 4101 5770 5591.',
  });

  app.post('/payflex/MPIAPI/MPI_Enrollment.aspx', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    const answer = (message: string) =>
      reply.send(
        `<?xml version="1.0" encoding="utf-8"?><IPaySecure><Message ID="${escapeXml(form.VerifyEnrollmentRequestId ?? '')}">${message}</Message></IPaySecure>`,
      );
    if (form.MerchantId !== merchant.merchantId || form.MerchantPassword !== merchant.merchantPassword) {
      return answer(
        '<VERes><Status>E</Status></VERes><ResultDetail><ErrorCode>1001</ErrorCode><ErrorMessage>Üye işyeri bilgileri hatalı</ErrorMessage></ResultDetail>',
      );
    }
    if (enrollments.has(form.VerifyEnrollmentRequestId)) {
      return answer(
        '<VERes><Status>E</Status></VERes><ResultDetail><ErrorCode>2023</ErrorCode><ErrorMessage>Bu istek numarası daha önce kullanıldı</ErrorMessage></ResultDetail>',
      );
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
    return answer(
      `<VERes><Status>Y</Status><PaReq>${randomBytes(24).toString('base64')}</PaReq><ACSUrl>/sandbox/payflex/acs</ACSUrl><TermUrl>${escapeXml(enrollment.successUrl)}</TermUrl><MD>${enrollment.md}</MD></VERes>`,
    );
  });

  /** Common Payment 1: the shop registers the order server to server and gets a token and the page's address. */
  app.post('/payflex/CommonPayment/api/RegisterTransaction', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    const answer = (inner: string) =>
      reply.send(`<?xml version="1.0" encoding="utf-8"?><CommonPaymentResponse>${inner}</CommonPaymentResponse>`);
    const error = (code: string, message: string) =>
      answer(
        `<CommonPaymentUrl/><PaymentToken/><ErrorCode>${code}</ErrorCode><ResponseMessage>${escapeXml(message)}</ResponseMessage>`,
      );
    if (form.HostMerchantId !== merchant.merchantId || form.MerchantPassword !== merchant.merchantPassword)
      return error('5007', 'Üye işyeri bilgileri hatalı');
    if (
      !form.OrderID ||
      !/^\d+\.\d{2}$/.test(form.Amount ?? '') ||
      form.AmountCode !== '949' ||
      !form.SuccessUrl ||
      !form.FailUrl
    )
      return error('5029', 'Geçersiz İstek');
    if ([...registrations.values()].some((r) => r.orderId === form.OrderID))
      return error('5019', 'Bu sipariş numarasıyla kayıt var');
    const registration: Registration = {
      token: randomBytes(16).toString('hex'),
      orderId: form.OrderID,
      amount: form.Amount,
      successUrl: form.SuccessUrl,
      failUrl: form.FailUrl,
    };
    registrations.set(registration.token, registration);
    return answer(
      `<CommonPaymentUrl>/sandbox/payflex/CommonPayment/SecurePayment</CommonPaymentUrl><PaymentToken>${registration.token}</PaymentToken><ErrorCode/><ResponseMessage/>`,
    );
  });

  /** Common Payment 2: the bank's own page, opened with ?Ptkn=<token>: the card, the 3D password and (sandbox) the outcome. */
  app.get('/payflex/CommonPayment/SecurePayment', async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).Ptkn ?? '');
    const registration = registrations.get(token);
    reply.type('text/html; charset=utf-8');
    if (!registration)
      return reply
        .status(400)
        .send(
          sandboxPage('Ortak Ödeme: hatalı istek', '<h1>İstek reddedildi</h1><p>Ödeme anahtarı (Ptkn) tanınmadı.</p>'),
        );
    if (registration.transaction)
      return reply
        .status(409)
        .send(sandboxPage('Ortak Ödeme', '<h1>Bu ödeme sonuçlandı</h1><p>Bu ödeme anahtarıyla işlem yapılmış.</p>'));
    const card = payFlexTestCard;
    return reply.send(
      sandboxPage(
        'VakıfBank Ortak Ödeme',
        `<h1>VakıfBank Ortak Ödeme</h1>
<p>Sipariş ${escapeHtml(registration.orderId)} · Tutar <strong>${escapeHtml(registration.amount)} TL</strong></p>
<form method="post" action="/sandbox/payflex/CommonPayment/SecurePayment/complete">${hidden({ Ptkn: token })}
<fieldset><legend>Kart bilgileri</legend>
<p><label for="pan">Kart numarası</label><br><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="month">Son kullanma ayı (AA)</label> <input id="month" name="month" size="2" inputmode="numeric" autocomplete="cc-exp-month" required> <label for="year">yılı (YY)</label> <input id="year" name="year" size="2" inputmode="numeric" autocomplete="cc-exp-year" required></p>
<p><label for="cvv">CVV</label> <input id="cvv" name="cvv" size="4" inputmode="numeric" autocomplete="cc-csc" required></p>
<p class="note">Test kartı: ${card.number}, ${card.expiry.slice(2)}/${card.expiry.slice(0, 2)}, CVV ${card.cvv}</p></fieldset>
<p><label for="password">3D şifresi</label> <input id="password" name="password" value="" autocomplete="one-time-code"> <span class="note">Test şifresi: ${card.password}</span></p>
<fieldset><legend>Sonuç (sandbox)</legend>
<p><label><input type="radio" name="outcome" value="approve" checked> Onayla</label></p>
<p><label><input type="radio" name="outcome" value="decline"> Banka reddetsin (yetersiz bakiye)</label></p>
<p><label><input type="radio" name="outcome" value="cancel"> Vazgeç</label></p>
</fieldset>
<p><button type="submit">Öde</button></p></form>`,
      ),
    );
  });

  /** Common Payment 3: the bank records the outcome and sends the browser back to the shop (a GET redirect). */
  app.post('/payflex/CommonPayment/SecurePayment/complete', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const registration = registrations.get(form.Ptkn ?? '');
    if (!registration || registration.transaction)
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(sandboxPage('Ortak Ödeme: hatalı istek', '<p>Ödeme anahtarı tanınmadı ya da kullanıldı.</p>'));
    const pan = (form.pan ?? '').replace(/\D/g, '');
    const maskedPan = pan.length >= 10 ? `${pan.slice(0, 8)}****${pan.slice(-4)}` : '';
    const outcome = (form.outcome ?? 'approve') as CpOutcome;
    const knownCard =
      pan === payFlexTestCard.number &&
      `${String(form.year).padStart(2, '0')}${String(form.month).padStart(2, '0')}` === payFlexTestCard.expiry &&
      form.cvv === payFlexTestCard.cvv;
    const failure =
      outcome === 'cancel'
        ? cpMessages.cancel
        : !knownCard
          ? cpMessages.wrong_card
          : form.password !== payFlexTestCard.password
            ? cpMessages.wrong_password
            : outcome === 'decline'
              ? cpMessages.decline
              : undefined;
    registration.transaction = failure
      ? {
          id: randomBytes(16).toString('hex'),
          rc: failure.rc,
          message: failure.message,
          maskedPan,
          authCode: '',
          rrn: '',
          hostDate: '',
        }
      : approvedTransaction(maskedPan, now());
    const { transaction } = registration;
    if (!failure) bookSale(transaction.id, Math.round(Number(registration.amount) * 100));
    const fields: Record<string, string> = {
      Rc: transaction.rc,
      Message: transaction.message,
      TransactionId: transaction.id,
      PaymentToken: registration.token,
      MaskedPan: transaction.maskedPan,
      ...(failure ? {} : { AuthCode: transaction.authCode }),
    };
    return reply.redirect(withQuery(failure ? registration.failUrl : registration.successUrl, fields), 303);
  });

  /** Common Payment 4: the shop asks what happened under a token (and transaction id): the bank's own record. */
  app.post('/payflex/CommonPayment/api/VposTransaction', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    // The day search of Common Payment's sales, at the query address the shop's settings give (decision 084).
    if (form.prmstr) {
      const search = readXml(form.prmstr);
      if (
        search.text('HostMerchantId') !== merchant.merchantId ||
        search.text('MerchantPassword') !== merchant.merchantPassword
      )
        return reply.send(
          '<?xml version="1.0" encoding="utf-8"?><SearchResponse><ErrorCode>1001</ErrorCode></SearchResponse>',
        );
      return reply.send(
        `<?xml version="1.0" encoding="utf-8"?>${daySearch(search.text('StartDate'), search.text('EndDate'))}`,
      );
    }
    const answer = (inner: string) =>
      reply.send(
        `<?xml version="1.0" encoding="utf-8"?><VposTransactionResponseContract>${inner}</VposTransactionResponseContract>`,
      );
    if (form.HostMerchantId !== merchant.merchantId || form.Password !== merchant.merchantPassword)
      return answer('<ErrorCode>5007</ErrorCode><ResponseMessage>Üye işyeri bilgileri hatalı</ResponseMessage>');
    const registration = registrations.get(form.PaymentToken ?? '');
    const transaction = registration?.transaction;
    if (!registration || !transaction || (form.TransactionId && form.TransactionId !== transaction.id))
      return answer('<ErrorCode>5001</ErrorCode><ResponseMessage>İşlem bulunamadı</ResponseMessage>');
    const approved = transaction.rc === '0000';
    return answer(
      `<Rc>${transaction.rc}</Rc><Message>${escapeXml(transaction.message)}</Message><TransactionId>${transaction.id}</TransactionId><PaymentToken>${registration.token}</PaymentToken><MaskedPan>${escapeXml(transaction.maskedPan)}</MaskedPan>` +
        (approved
          ? `<AuthCode>${transaction.authCode}</AuthCode><Rrn>${transaction.rrn}</Rrn><HostMerchantId>${escapeXml(merchant.merchantId)}</HostMerchantId><AmountCode>949</AmountCode><Amount>${registration.amount.replace('.', ',')}</Amount><TransactionType>Sale</TransactionType><OrderID>${escapeXml(registration.orderId)}</OrderID><HostDate>${transaction.hostDate}</HostDate><ErrorCode/><ResponseMessage/>`
          : ''),
    );
  });

  /** A late approval on Common Payment: the bank shows a sale for a registration that had none or was declined. */
  app.post('/payflex/CommonPayment/orders/:token/approve-late', async (request, reply) => {
    const registration = registrations.get((request.params as { token: string }).token);
    reply.type('text/html; charset=utf-8');
    if (!registration || registration.transaction?.rc === '0000')
      return reply.status(404).send(sandboxPage('Bulunamadı', '<p>Bu anahtarla satışı olmayan bir kayıt yok.</p>'));
    registration.transaction = approvedTransaction(registration.transaction?.maskedPan || '49384101****5591', now());
    bookSale(registration.transaction.id, Math.round(Number(registration.amount) * 100));
    return reply.send(
      sandboxPage(
        'Sonradan onaylandı',
        `<h1>Satış sonradan onaylandı</h1><p>Sipariş ${escapeHtml(registration.orderId)} için bankada artık bir satış var; sorgu bunu bildirir.</p><p><a href="/sandbox/payflex/orders">Siparişlere dön</a></p>`,
      ),
    );
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
    const text = String((request.body as Record<string, string>).prmstr ?? '');
    let xml;
    try {
      xml = readXml(text);
    } catch {
      return reply.status(400).send('Geçersiz XML');
    }
    const xmlTag = (name: string) => xml.text(name);
    const merchant = await options.merchant();
    reply.type('text/xml; charset=utf-8');
    const respond = (inner: string) => reply.send(`<?xml version="1.0" encoding="utf-8"?>${inner}`);
    if (xml.has('SearchRequest') && xml.has('DateCriteria')) {
      if (xmlTag('HostMerchantId') !== merchant.merchantId || xmlTag('MerchantPassword') !== merchant.merchantPassword)
        return respond('<SearchResponse><ErrorCode>1001</ErrorCode></SearchResponse>');
      return respond(daySearch(xmlTag('StartDate'), xmlTag('EndDate')));
    }
    if (xml.has('SearchRequest') && !xmlTag('OrderId') && xmlTag('TransactionId')) {
      const made = refundRequests.get(xmlTag('TransactionId'));
      if (!made?.made) return respond('<SearchResponse><ResultCode>0000</ResultCode></SearchResponse>');
      return respond(
        `<SearchResponse><TransactionSearchResultInfo><TransactionSearchResultInfo><ResultCode>0000</ResultCode><Rrn>${made.rrn}</Rrn></TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>`,
      );
    }
    if (xml.has('SearchRequest')) {
      const found = enrollments.get(xmlTag('OrderId'));
      if (!found?.sale) return respond('<SearchResponse><ResultCode>0000</ResultCode></SearchResponse>');
      return respond(
        `<SearchResponse><TransactionSearchResultInfo><TransactionSearchResultInfo><ResultCode>0000</ResultCode><Amount>${(found.sale.amountKurus / 100).toFixed(2)}</Amount><AuthCode>${found.sale.authCode}</AuthCode><Rrn>${found.sale.rrn}</Rrn></TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>`,
      );
    }
    if (xmlTag('MerchantId') !== merchant.merchantId || xmlTag('Password') !== merchant.merchantPassword) {
      return respond(
        '<VposResponse><ResultCode>1001</ResultCode><ResultDetail>Üye işyeri bilgileri hatalı</ResultDetail></VposResponse>',
      );
    }
    const type = xmlTag('TransactionType');
    if (type === 'Cancel' || type === 'Refund') {
      const requestId = xmlTag('TransactionId');
      const first = refundRequests.get(requestId);
      // The same TransactionId again: the first answer, never a second refund.
      if (first) return respond(first.answer);
      const answerWith = (code: string, detail: string, rrn = '') => {
        const made = code === '0000';
        const answer = `<VposResponse><ResultCode>${code}</ResultCode><ResultDetail>${escapeXml(detail)}</ResultDetail>${made ? `<Rrn>${rrn}</Rrn>` : ''}<TransactionId>${escapeXml(requestId)}</TransactionId></VposResponse>`;
        if (requestId) refundRequests.set(requestId, { answer, made, rrn });
        return answer;
      };
      const book = saleBooks.get(xmlTag('ReferenceTransactionId'));
      if (!requestId || !book) return respond(answerWith('1059', 'Referans işlem bulunamadı'));
      if (book.voided) return respond(answerWith('1060', 'Satış iptal edilmiş'));
      if (type === 'Cancel') {
        if (isSettled(book)) return respond(answerWith('1062', 'Gün sonu yapılmış işlem iptal edilemez; iade yapınız'));
        if (book.refundedKurus > 0) return respond(answerWith('1060', 'İadesi olan satış iptal edilemez'));
        book.voided = true;
      } else {
        if (!isSettled(book)) return respond(answerWith('1063', 'Gün sonu yapılmadan iade yapılamaz; iptal yapınız'));
        const kurus = Math.round(Number(xmlTag('CurrencyAmount')) * 100);
        if (!(kurus > 0) || xmlTag('CurrencyCode') !== '949') return respond(answerWith('1015', 'Tutar geçersiz'));
        if (book.refundedKurus + kurus > book.amountKurus)
          return respond(answerWith('1064', 'İade tutarı satış tutarını aşıyor'));
        book.refundedKurus += kurus;
      }
      const answer = answerWith('0000', 'İşlem başarılı', String(Date.now()).slice(-12));
      if (loseNextRefundAnswer) {
        loseNextRefundAnswer = false;
        return reply.status(502).send('Bad Gateway');
      }
      return respond(answer);
    }
    const enrollment = enrollments.get(xmlTag('MpiTransactionId'));
    if (
      !enrollment ||
      xmlTag('Pan') !== enrollment.pan ||
      xmlTag('Cvv') !== payFlexTestCard.cvv ||
      xmlTag('Expiry') !== `20${payFlexTestCard.expiry}`
    ) {
      return respond(
        '<VposResponse><ResultCode>0005</ResultCode><ResultDetail>Kart bilgileri doğrulanamadı</ResultDetail></VposResponse>',
      );
    }
    if (enrollment.sale)
      return respond(
        `<VposResponse><ResultCode>1061</ResultCode><ResultDetail>Bu sipariş için başarılı işlem var</ResultDetail><TransactionId>${enrollment.sale.transactionId}</TransactionId></VposResponse>`,
      );
    enrollment.sale = {
      soldAt: now(),
      amountKurus: Math.round(Number(xmlTag('CurrencyAmount')) * 100),
      authCode: String(100000 + (Date.now() % 900000)),
      rrn: String(Date.now()).slice(-12),
      transactionId: xmlTag('TransactionId'),
    };
    bookSale(enrollment.sale.transactionId, enrollment.sale.amountKurus);
    return respond(
      `<VposResponse><ResultCode>0000</ResultCode><ResultDetail>İşlem başarılı</ResultDetail><AuthCode>${enrollment.sale.authCode}</AuthCode><Rrn>${enrollment.sale.rrn}</Rrn><TransactionId>${escapeXml(enrollment.sale.transactionId)}</TransactionId><OrderId>${escapeXml(xmlTag('OrderId'))}</OrderId><HostDate>${new Date().toISOString()}</HostDate></VposResponse>`,
    );
  });

  /** A late approval: VPOS shows a sale for an order the shop had ended (SearchRequest answers it from now on). */
  app.post('/payflex/orders/:id/approve-late', async (request, reply) => {
    const enrollment = enrollments.get((request.params as { id: string }).id);
    reply.type('text/html; charset=utf-8');
    if (!enrollment || enrollment.sale)
      return reply.status(404).send(sandboxPage('Bulunamadı', '<p>Bu numarayla satışı olmayan bir sipariş yok.</p>'));
    enrollment.sale = {
      soldAt: now(),
      amountKurus: enrollment.amountKurus,
      authCode: String(100000 + (Date.now() % 900000)),
      rrn: String(Date.now()).slice(-12),
      transactionId: enrollment.requestId,
    };
    bookSale(enrollment.requestId, enrollment.amountKurus);
    return reply.send(
      sandboxPage(
        'Sonradan onaylandı',
        `<h1>Satış sonradan onaylandı</h1><p>Sipariş ${escapeHtml(enrollment.requestId)} için VPOS'ta artık bir satış var.</p><p><a href="/sandbox/payflex/orders">Siparişlere dön</a></p>`,
      ),
    );
  });

  /** VPOS's end of day: every sale so far is settled — Cancel is refused from now on, Refund accepted. */
  app.post('/payflex/end-of-day', async (_request, reply) => {
    for (const book of saleBooks.values()) book.settled = true;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Gün sonu',
          '<h1>Gün sonu yapıldı</h1><p>Bugünkü satışlar kapandı: artık iptal (Cancel) değil, iade (Refund) yapılır.</p><p><a href="/sandbox/payflex/orders">Siparişlere dön</a></p>',
        ),
      );
  });

  /** Sandbox switch for tests: the next Cancel/Refund is made but its answer never reaches the shop. */
  app.post('/payflex/refunds/lose-next-answer', async (_request, reply) => {
    loseNextRefundAnswer = true;
    return reply.send({ ok: true });
  });

  app.get('/payflex/orders', async (_request, reply) => {
    const rows = [...enrollments.values()]
      .reverse()
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.requestId)}</td><td>${(e.amountKurus / 100).toFixed(2)}</td><td>${e.sale ? 'Satış onaylandı' : `3D bekleniyor ya da satış yok <form method="post" action="/sandbox/payflex/orders/${encodeURIComponent(e.requestId)}/approve-late"><button type="submit">Sonradan onayla</button></form>`}</td></tr>`,
      )
      .join('');
    const cpRows = [...registrations.values()]
      .reverse()
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.orderId)}</td><td>${escapeHtml(r.amount)}</td><td>${r.transaction?.rc === '0000' ? 'Satış onaylandı' : `${r.transaction ? `Reddedildi (${escapeHtml(r.transaction.rc)})` : 'Ödeme sayfasında bekleniyor'} <form method="post" action="/sandbox/payflex/CommonPayment/orders/${encodeURIComponent(r.token)}/approve-late"><button type="submit">Sonradan onayla</button></form>`}</td></tr>`,
      )
      .join('');
    const table = (caption: string, body: string) =>
      `<table><caption>${caption}</caption><thead><tr><th scope="col">Sipariş</th><th scope="col">Tutar</th><th scope="col">Durum</th></tr></thead><tbody>${body}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'PayFlex siparişleri',
          `<h1>Siparişler</h1><form method="post" action="/sandbox/payflex/end-of-day"><button type="submit">Gün sonu yap (satışlar kapanır: iptal yerine iade)</button></form>${cpRows ? table('Ortak Ödeme', cpRows) : ''}${rows ? table('MPI ve VPOS', rows) : ''}${rows || cpRows ? '' : '<p>Henüz sipariş yok.</p>'}`,
        ),
      );
  });
}
