import { describe, expect, it } from 'vitest';
import { emptyDraft, exportUrl, readDraft } from './filters';

describe('the payments filter form', () => {
  it('reads lira amounts into kuruş and drops empty fields', () => {
    expect(
      readDraft({ ...emptyDraft, identityNo: ' 10000000146 ', minAmount: '1.234,5', maxAmount: '2000', state: 'PAID' }),
    ).toEqual({
      filter: { identityNo: '10000000146', minAmountKurus: 123450, maxAmountKurus: 200000, state: 'PAID' },
    });
    expect(readDraft(emptyDraft)).toEqual({ filter: {} });
  });

  it("gives each field the contract's Turkish message", () => {
    expect(readDraft({ ...emptyDraft, identityNo: '123', minAmount: '12,345' })).toEqual({
      errors: {
        identityNo: 'T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.',
        minAmount: 'En az tutar geçersiz; örneğin 1.234,56 biçiminde yazınız.',
      },
    });
    expect(readDraft({ ...emptyDraft, from: '2026-11-20', to: '2026-11-10' })).toEqual({
      errors: { to: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' },
    });
    expect(readDraft({ ...emptyDraft, minAmount: '50', maxAmount: '10' })).toEqual({
      errors: { maxAmount: 'En çok tutar en az tutardan küçük olamaz.' },
    });
    expect(readDraft({ ...emptyDraft, from: '31.02' }).errors?.from).toBe(
      'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    );
  });

  it('builds the download address from the filter', () => {
    expect(exportUrl('csv', {})).toBe('/api/desk-payments.csv');
    expect(exportUrl('xlsx', { identityNo: '10000000146', from: '2026-11-16', minAmountKurus: 100 })).toBe(
      '/api/desk-payments.xlsx?identityNo=10000000146&from=2026-11-16&minAmountKurus=100',
    );
  });
});
