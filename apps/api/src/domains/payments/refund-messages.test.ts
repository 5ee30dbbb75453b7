import { buildXml, readXml } from '@ebelediye/contract/xml';
import { describe, expect, it } from 'vitest';
import { nestPayRefundFields, readRefundAnswer } from './nestpay';
import { readVposRefundAnswer, vposRefundRequest } from './payflex';

describe('NestPay Void and Credit (XML API)', () => {
  it('a Void names the order only; a Credit carries Total and Currency for a part', () => {
    expect(nestPayRefundFields({ kind: 'void', orderNo: 'EB1', amountKurus: 12345, requestId: 'IA1' })).toEqual({
      Type: 'Void',
      OrderId: 'EB1',
      Extra: { REFUND_REQUEST_ID: 'IA1' },
    });
    expect(nestPayRefundFields({ kind: 'refund', orderNo: 'EB1', amountKurus: 1050, requestId: 'IA2' })).toEqual({
      Type: 'Credit',
      OrderId: 'EB1',
      Total: '10.50',
      Currency: '949',
      Extra: { REFUND_REQUEST_ID: 'IA2' },
    });
    const xml = buildXml(
      'CC5Request',
      nestPayRefundFields({ kind: 'refund', orderNo: 'EB1', amountKurus: 7, requestId: 'IA3' }),
    );
    expect(xml).toContain('<Type>Credit</Type>');
    expect(xml).toContain('<Total>0.07</Total>');
  });

  it('reads an approval with its HostRefNum, and CORE-2508 as a refusal that says to void', () => {
    const approved = readRefundAnswer(
      readXml(
        '<CC5Response><OrderId>EB1</OrderId><Response>Approved</Response><ProcReturnCode>00</ProcReturnCode><HostRefNum>612345</HostRefNum><TransId>t1</TransId></CC5Response>',
      ),
    );
    expect(approved).toMatchObject({ approved: true, code: '00', reference: '612345', transId: 't1' });
    const early = readRefundAnswer(
      readXml(
        '<CC5Response><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>Gün sonu yok</ErrMsg><Extra><ERRORCODE>CORE-2508</ERRORCODE></Extra></CC5Response>',
      ),
    );
    expect(early.approved).toBe(false);
    expect(early.code).toBe('CORE-2508');
    expect(early.message).toContain('iptal (Void)');
  });
});

describe('PayFlex VPOS Cancel and Refund', () => {
  const credentials = { merchantId: 'M1', merchantPassword: 'P1', terminalNo: 'T1' };
  it('Cancel and Refund name the sale by ReferenceTransactionId and carry the refund’s own TransactionId', () => {
    const cancel = readXml(
      vposRefundRequest(credentials, {
        kind: 'void',
        referenceTransactionId: 'SALE1',
        amountKurus: 5000,
        requestId: 'IA9',
        clientIp: '10.0.0.1',
      }),
    );
    expect(cancel.text('TransactionType')).toBe('Cancel');
    expect(cancel.text('ReferenceTransactionId')).toBe('SALE1');
    expect(cancel.text('TransactionId')).toBe('IA9');
    expect(cancel.has('CurrencyAmount')).toBe(false);
    const refund = readXml(
      vposRefundRequest(credentials, {
        kind: 'refund',
        referenceTransactionId: 'SALE1',
        amountKurus: 2550,
        requestId: 'IA10',
        clientIp: '10.0.0.1',
      }),
    );
    expect(refund.text('TransactionType')).toBe('Refund');
    expect(refund.text('CurrencyAmount')).toBe('25.50');
    expect(refund.text('CurrencyCode')).toBe('949');
  });

  it('0000 and a repeat (1061) are done; any other code is a refusal with the bank’s words', () => {
    expect(
      readVposRefundAnswer('<VposResponse><ResultCode>0000</ResultCode><Rrn>99</Rrn></VposResponse>'),
    ).toMatchObject({ approved: true, reference: '99' });
    expect(readVposRefundAnswer('<VposResponse><ResultCode>1061</ResultCode></VposResponse>').approved).toBe(true);
    const refused = readVposRefundAnswer(
      '<VposResponse><ResultCode>1064</ResultCode><ResultDetail>İade tutarı satış tutarını aşıyor</ResultDetail></VposResponse>',
    );
    expect(refused).toMatchObject({ approved: false, code: '1064', message: 'İade tutarı satış tutarını aşıyor' });
  });
});
