import { describe, expect, it } from 'vitest';
import { districtAndStreet, districtLabel } from './address';

describe('a mahalle in an address line (issue 25, point 11)', () => {
  it('adds "Mah." only when the register names the mahalle without it', () => {
    expect(districtLabel('Cumhuriyet')).toBe('Cumhuriyet Mah.');
    expect(districtLabel('Akpınar Mahallesi')).toBe('Akpınar Mahallesi');
    expect(districtLabel('Yeni Mahalle')).toBe('Yeni Mahalle');
    expect(districtLabel('Çarşı Mah.')).toBe('Çarşı Mah.');
    expect(districtAndStreet('Akpınar Mahallesi', 'Çınar Sokak')).toBe('Akpınar Mahallesi Çınar Sokak');
    expect(districtAndStreet('Akpınar Mahallesi', 'Çınar Sokak')).not.toContain('Mahallesi Mah.');
  });
});
