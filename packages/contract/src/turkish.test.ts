import { describe, expect, it } from 'vitest';
import { foldTurkish, toTurkishUpperCase, turkishCollator } from './turkish';
import { formatKurus } from './money';

describe('Turkish text', () => {
  it('upper-cases dotted and dotless i the Turkish way', () => {
    expect(toTurkishUpperCase('istanbul')).toBe('İSTANBUL');
    expect(toTurkishUpperCase('ılgaz belediyesi')).toBe('ILGAZ BELEDİYESİ');
  });
  it('sorts in Turkish dictionary order', () => {
    expect(['Çınar', 'Dere', 'Cami', 'Işık', 'İnci', 'Ördek', 'Ova'].sort(turkishCollator.compare)).toEqual([
      'Cami',
      'Çınar',
      'Dere',
      'Işık',
      'İnci',
      'Ova',
      'Ördek',
    ]);
  });
  it('folds accents so that "cay" finds "Çay"', () => {
    expect(foldTurkish('Çay Sokak')).toBe('cay sokak');
    expect(foldTurkish('İĞDE ŞÜKRÜ')).toBe('igde sukru');
  });
});

describe('money', () => {
  it('formats kuruş as Turkish lira with two decimals', () => {
    expect(formatKurus(123456).replace(/\s/g, ' ')).toBe('₺1.234,56');
    expect(formatKurus(5)).toBe('₺0,05');
  });
});
