import { describe, expect, it } from 'vitest';
import { withOverrides } from './snapshot';

const demo = {
  MunicipalityName: 'Yeşilvadi Belediyesi (Demo)',
  MunicipalityNameCapital: 'YEŞİLVADİ BELEDİYESİ (DEMO)',
};

describe('MunicipalityNameCapital follows the name', () => {
  it('is derived from an overridden name, not left at the stored one', () => {
    const raw = withOverrides(demo, { MunicipalityName: 'Göl Belediyesi' });
    expect(raw.MunicipalityNameCapital).toBe('GÖL BELEDİYESİ');
  });

  it('is derived when none is stored', () => {
    expect(
      withOverrides({ MunicipalityName: 'istanbul', MunicipalityNameCapital: '' }, {}).MunicipalityNameCapital,
    ).toBe('İSTANBUL');
  });

  it('keeps a capital set explicitly by its own override', () => {
    const raw = withOverrides(demo, {
      MunicipalityName: 'Göl Belediyesi',
      MunicipalityNameCapital: 'T.C. GÖL BELEDİYE BAŞKANLIĞI',
    });
    expect(raw.MunicipalityNameCapital).toBe('T.C. GÖL BELEDİYE BAŞKANLIĞI');
  });

  it('keeps a stored capital that is not the stored name upper-cased', () => {
    const stored = { MunicipalityName: 'Göl Belediyesi', MunicipalityNameCapital: 'T.C. GÖL BELEDİYE BAŞKANLIĞI' };
    expect(withOverrides(stored, {}).MunicipalityNameCapital).toBe('T.C. GÖL BELEDİYE BAŞKANLIĞI');
  });

  it('reads a number override of a setting with a default as a number', () => {
    expect(withOverrides(demo, { RefundApprovalLimitKurus: '0' }).RefundApprovalLimitKurus).toBe(0);
    expect(withOverrides(demo, { LogoWidth: '99' }).LogoWidth).toBe(99);
  });
});
