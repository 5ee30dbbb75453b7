import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CreateMatrimonyFeeAccrual,
  firstFieldError,
  RecordEMunicipalityEstateDeclaration,
  turkishMessagesReady,
} from './index';

beforeAll(() => turkishMessagesReady);

describe('field errors', () => {
  it('keeps a sentence the schema wrote itself', () => {
    const schema = z.object({ code: z.string().min(1, 'Parametre kodu zorunludur.') });
    const result = schema.safeParse({ code: '' });
    expect(firstFieldError(result.error!)).toEqual({ field: 'code', message: 'Parametre kodu zorunludur.' });
  });
  it('names the field in Turkish in a general message', () => {
    const schema = z.object({ pageIndex: z.number() });
    const result = schema.safeParse({ pageIndex: 'bir' });
    const error = firstFieldError(result.error!);
    expect(error.field).toBe('pageIndex');
    expect(error.message).toBe('Sayfa numarası sayı olmalıdır.');
  });
});

describe('an empty required date', () => {
  it('is "zorunludur", not "geçersiz"', () => {
    const ceremony = CreateMatrimonyFeeAccrual.input.shape.ceremonyDate.safeParse('');
    expect(ceremony.error?.issues.map((issue) => issue.message)).toEqual(['Nikâh tarihi zorunludur.']);
    const declaration = RecordEMunicipalityEstateDeclaration.input.safeParse({ acquisitionDate: '' });
    const acquisition = declaration.error?.issues.filter((issue) => issue.path.join('.').endsWith('acquisitionDate'));
    expect(acquisition?.map((issue) => issue.message)).toEqual(['Edinme tarihi zorunludur.']);
  });
});
