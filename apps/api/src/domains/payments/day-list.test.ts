import { XmlRefused } from '@ebelediye/contract/xml';
import { describe, expect, it } from 'vitest';
import type { Outbound } from '../../outbound';
import { inPieces } from './end-of-day';
import { type DayTransaction, salesOf } from './nestpay';
import { searchDay } from './payflex';

// The bank's day list (decision 084): how a busy day is asked in pieces, how voids take a sale off,
// and how PayFlex's date-range search is written and read.

const sale = (orderNo: string, amountKurus: number, type: DayTransaction['type'] = 'sale'): DayTransaction => ({
  orderNo,
  amountKurus,
  type,
  authCode: '',
  hostRefNum: '',
});

describe("the bank's day list", () => {
  it('keeps approved sales and takes off a voided one, whichever piece the void came in', () => {
    expect(salesOf([sale('A', 100), sale('B', 200), sale('B', 200, 'void')]).map((s) => s.orderNo)).toEqual(['A']);
  });

  it('asks a day too large to read in halves, down to whole seconds, and keeps every piece', async () => {
    const from = new Date('2026-11-02T00:00:00+03:00');
    const to = new Date('2026-11-03T00:00:00+03:00');
    const asked: [string, string][] = [];
    const list = async (start: Date, end: Date) => {
      asked.push([start.toISOString(), end.toISOString()]);
      if (end.getTime() - start.getTime() > 6 * 60 * 60_000) throw new XmlRefused('XML belgesi çok büyük');
      return [sale(start.toISOString(), 1)];
    };
    const transactions = await inPieces(list, from, to);
    expect(transactions).toHaveLength(4);
    expect(asked[0]).toEqual([from.toISOString(), to.toISOString()]);
    expect(transactions.map((t) => t.orderNo)).toEqual([
      '2026-11-01T21:00:00.000Z',
      '2026-11-02T03:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
    ]);
    // Any other failure is the caller's: a bank that is down is not asked 288 times.
    let calls = 0;
    await expect(
      inPieces(
        async () => {
          calls += 1;
          throw new Error('bank down');
        },
        from,
        to,
      ),
    ).rejects.toThrow('bank down');
    expect(calls).toBe(1);
  });

  it('PayFlex: a SearchRequest with the day as DateCriteria, read row by row', async () => {
    let sent = '';
    const outbound: Outbound = async (request) => {
      sent = String((request.form as Record<string, string>).prmstr);
      return {
        status: 200,
        text: `<?xml version="1.0" encoding="utf-8"?><SearchResponse><TransactionSearchResultInfo><TransactionSearchResultInfo><OrderId>EB1</OrderId><TransactionType>Sale</TransactionType><ResultCode>0000</ResultCode><Amount>12.34</Amount><AuthCode>111</AuthCode><Rrn>R1</Rrn></TransactionSearchResultInfo><TransactionSearchResultInfo><OrderId>EB2</OrderId><TransactionType>Sale</TransactionType><ResultCode>0051</ResultCode><Amount>5.00</Amount><AuthCode/><Rrn/></TransactionSearchResultInfo><TransactionSearchResultInfo><OrderId>EB3</OrderId><TransactionType>Sale</TransactionType><ResultCode>0000</ResultCode><Amount>1,00</Amount><AuthCode>333</AuthCode><Rrn>R3</Rrn></TransactionSearchResultInfo><TransactionSearchResultInfo><OrderId>EB3</OrderId><TransactionType>Cancel</TransactionType><ResultCode>0000</ResultCode><Amount>1,00</Amount><AuthCode>333</AuthCode><Rrn>R3</Rrn></TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>`,
      };
    };
    const transactions = await searchDay(
      outbound,
      { merchantId: '000100000013506', merchantPassword: 'secret', vposUrl: '/vpos' },
      new Date('2026-11-02T00:00:00+03:00'),
      new Date('2026-11-03T00:00:00+03:00'),
    );
    expect(sent).toContain('<StartDate>2026-11-02T00:00:00</StartDate>');
    expect(sent).toContain('<EndDate>2026-11-02T23:59:59</EndDate>');
    expect(sent).toContain('<HostMerchantId>000100000013506</HostMerchantId>');
    expect(salesOf(transactions)).toEqual([{ orderNo: 'EB1', amountKurus: 1234, authCode: '111', hostRefNum: 'R1' }]);
  });
});
