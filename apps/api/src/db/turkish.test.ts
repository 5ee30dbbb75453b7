import { turkishCollator } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { streetAdjectives, streetNouns, streetPersons, yesilvadiDistricts } from '../seed/address-names';
import { searchWords, turkishSortKey } from './turkish';

const byKey = (names: string[]) =>
  [...names].sort((a, b) =>
    turkishSortKey(a) < turkishSortKey(b) ? -1 : turkishSortKey(a) > turkishSortKey(b) ? 1 : 0,
  );

describe('Turkish sort keys', () => {
  it('order letters the Turkish way: c < ç < d, g < ğ < h, ı < i, o < ö < p, s < ş < t, u < ü < v', () => {
    const names = [
      'Zafer',
      'Üzüm',
      'Ufuk',
      'Şeker',
      'Sedef',
      'Ömer',
      'Okul',
      'İnci',
      'Ilgın',
      'Ğ',
      'Gül',
      'Çınar',
      'Cami',
      'Değirmen',
      'Hamam',
      'Vadi',
      'Tepe',
      'Pınar',
    ];
    expect(byKey(names)).toEqual([...names].sort(turkishCollator.compare));
    expect(byKey(names).slice(0, 4)).toEqual(['Cami', 'Çınar', 'Değirmen', 'Gül']);
  });

  it('ignore case, including the dotted and dotless I', () => {
    expect(turkishSortKey('İSTANBUL')).toBe(turkishSortKey('istanbul'));
    expect(turkishSortKey('ILGAZ')).toBe(turkishSortKey('ılgaz'));
    expect(turkishSortKey('ILGAZ')).not.toBe(turkishSortKey('ilgaz'));
  });

  it('order numbers by value, before names', () => {
    const names = ['1204. Sokak', '12. Sokak', '3. Cadde', '9. Sokak', 'Atatürk Caddesi', '100. Yıl Sokak'];
    expect(byKey(names)).toEqual([
      '3. Cadde',
      '9. Sokak',
      '12. Sokak',
      '100. Yıl Sokak',
      '1204. Sokak',
      'Atatürk Caddesi',
    ]);
    expect(byKey(names)).toEqual([...names].sort(turkishCollator.compare));
  });

  it('agree with Intl.Collator("tr") on every street and district name the demo is built from', () => {
    const names = [
      ...streetNouns.flatMap((noun) => [`${noun} Sokak`, `${noun} Caddesi`, `${noun} Çıkmazı`]),
      ...streetAdjectives.map((adjective) => `${adjective} Çınar Sokak`),
      ...streetPersons.map((person) => `${person} Caddesi`),
      ...yesilvadiDistricts.map((district) => `${district} Mahallesi`),
    ];
    expect(byKey(names)).toEqual([...names].sort(turkishCollator.compare));
  });
});

describe('search words', () => {
  it('fold what a person typed into words the folded columns contain', () => {
    expect(searchWords('  Çay  SOKAK ')).toEqual(['cay', 'sokak']);
    expect(searchWords('İhale, ağaçlandırma!')).toEqual(['ihale', 'agaclandirma']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
