import { describe, expect, it } from 'vitest';
import { kurusForCsv, toCsv } from './csv';

describe('CSV for a Turkish Excel', () => {
  it('starts with a byte-order mark, separates cells with ";" and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'Cadde/Sokak', value: (row: { name: string; kurus: number }) => row.name },
        { header: 'Değer (TL)', value: (row) => kurusForCsv(row.kurus) },
      ],
      [
        { name: 'Çay Sokak', kurus: 607_000 },
        { name: 'Gül; "Büyük" Caddesi', kurus: 5 },
      ],
    );
    expect(csv).toBe('\ufeffCadde/Sokak;Değer (TL)\r\nÇay Sokak;6070,00\r\n"Gül; ""Büyük"" Caddesi";0,05\r\n');
  });

  it('writes kuruş as lira with a decimal comma and no thousands separator', () => {
    expect(kurusForCsv(123_456)).toBe('1234,56');
    expect(kurusForCsv(0)).toBe('0,00');
    expect(kurusForCsv(-250)).toBe('-2,50');
  });
});
