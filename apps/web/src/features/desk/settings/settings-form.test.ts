import type { DeskSetting } from '@ebelediye/contract/desk-settings';
import { turkishMessagesReady } from '@ebelediye/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedFieldsResolver, changedKeys, changesToSave, formValuesOf, sectionsOf } from './settings-form';

const setting = (key: string, group: DeskSetting['group'], kind: DeskSetting['kind'], value: DeskSetting['value']) =>
  ({ key, group, kind, value, label: key, help: '', fixedBy: null }) as DeskSetting;

const settings: DeskSetting[] = [
  setting('MayorName', 'mayor', 'text', 'Deniz Işıkçı'),
  setting('CityCode', 'municipality', 'text', '99'),
  setting('OperationPauseStartHours', 'pauseWindow', 'integer', '0'),
  setting('HasSubscription', 'menus', 'boolean', true),
  setting('RefundApprovalLimitKurus', 'desk', 'lira', '5.000'),
  { ...setting('StoreKey', 'bank', 'secret', null), isSet: true },
  // A stored value the desk's checks would refuse today: it must not block saving something else.
  setting('MunicipalityWebsiteUrl', 'municipality', 'url', 'yesilvadi.example'),
];

describe('the settings form', () => {
  beforeAll(() => turkishMessagesReady);
  const initial = formValuesOf(settings);

  it('starts from what is stored, a secret empty', () => {
    expect(initial).toMatchObject({ MayorName: 'Deniz Işıkçı', HasSubscription: true, StoreKey: '' });
  });

  it('sends only the fields a person changed, a secret only when typed', () => {
    const values = { ...initial, MayorName: 'Ayşe Yılmaz', HasSubscription: false, CityCode: ' 99 ' };
    expect(changedKeys(values, initial)).toEqual(['MayorName', 'HasSubscription']);
    expect(changesToSave({ ...values, StoreKey: 'YENI' }, initial)).toEqual({
      MayorName: 'Ayşe Yılmaz',
      HasSubscription: false,
      StoreKey: 'YENI',
    });
  });

  it('checks the changed fields with the contract schemas, each error under its own field', async () => {
    const resolver = changedFieldsResolver(initial);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const bad = await resolver(
      { ...initial, OperationPauseStartHours: '24', RefundApprovalLimitKurus: '12,345', CityCode: '6' },
      undefined,
      options,
    );
    expect(bad.errors.OperationPauseStartHours?.message).toContain('0 ile 23 arasında');
    expect(bad.errors.RefundApprovalLimitKurus?.message).toContain('TL olarak yazılmalıdır');
    expect(bad.errors.CityCode?.message).toBe('İl kodu 2 haneli bir sayı olmalıdır.');
    expect(bad.errors.MunicipalityWebsiteUrl).toBeUndefined();

    const good = await resolver({ ...initial, OperationPauseStartHours: '23' }, undefined, options);
    expect(good.errors).toEqual({});
  });

  it('groups the fields in the contract order of sections', () => {
    expect(sectionsOf(settings).map((section) => [section.group, section.title])).toEqual([
      ['municipality', 'Belediye'],
      ['mayor', 'Belediye başkanı'],
      ['menus', 'Menüler ve hizmetler'],
      ['bank', 'Banka ve sanal POS'],
      ['pauseWindow', 'İşlem duraklatma saatleri'],
      ['desk', 'Masa kuralları'],
    ]);
  });
});
