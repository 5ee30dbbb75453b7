import { describe, expect, it } from 'vitest';
import { districtAndStreet, districtLabel } from './address';

describe('a mahalle in an address line', () => {
  it('adds "Mah." only when the register names the mahalle without it', () => {
    expect(districtLabel('Cumhuriyet')).toBe('Cumhuriyet Mah.');
    expect(districtLabel('Akpınar Mahallesi')).toBe('Akpınar Mahallesi');
    expect(districtLabel('Yeni Mahalle')).toBe('Yeni Mahalle');
    expect(districtLabel('Çarşı Mah.')).toBe('Çarşı Mah.');
    expect(districtAndStreet('Akpınar Mahallesi', 'Çınar Sokak')).toBe('Akpınar Mahallesi Çınar Sokak');
    expect(districtAndStreet('Akpınar Mahallesi', 'Çınar Sokak')).not.toContain('Mahallesi Mah.');
  });

  it('never doubles the word, whatever case or abbreviation the register writes', () => {
    expect(districtLabel('AKPINAR MAHALLESİ')).toBe('AKPINAR MAHALLESİ');
    expect(districtLabel('AKPINAR MAH.')).toBe('AKPINAR MAH.');
    expect(districtLabel('Akpınar Mah')).toBe('Akpınar Mah');
    expect(districtLabel('Akpınar Mh.')).toBe('Akpınar Mh.');
    expect(districtLabel('  Akpınar   Mahallesi ')).toBe('Akpınar Mahallesi');
    expect(districtLabel('Akpınar Mahallesi Mah.')).toBe('Akpınar Mahallesi');
    expect(districtLabel('YENİ MAHALLE MAH')).toBe('YENİ MAHALLE');
    // A name that only contains the letters is still a name: "Mahmutbey" needs its "Mah.".
    expect(districtLabel('Mahmutbey')).toBe('Mahmutbey Mah.');
    for (const name of ['AKPINAR MAHALLESİ', 'Akpınar Mah', 'Akpınar Mh.', 'Akpınar Mahallesi Mah.']) {
      expect(districtAndStreet(name, 'Çınar Sokak').toLocaleLowerCase('tr-TR')).not.toMatch(
        /mahalle(si)?\s+(mah|mh)\b/u,
      );
    }
  });
});
