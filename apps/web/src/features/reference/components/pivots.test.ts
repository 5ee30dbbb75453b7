import { describe, expect, it } from 'vitest';
import { pivotAbrasionShares } from './abrasion-share-table';
import { pivotConstructionCosts } from './construction-cost-table';

describe('tables as the regulations print them', () => {
  it('puts wear shares in a row per group and a column per age band', () => {
    const share = (code: string, ageBand: string, percent: number) => ({
      wearGroupCode: code,
      wearGroupName: code === 'A' ? 'Betonarme' : 'Kerpiç',
      constructionTypes: [{ code: `${code}1`, name: `${code} tipi` }],
      ageFrom: 0,
      ageTo: 3,
      ageBand,
      percent,
    });
    const { bands, groups } = pivotAbrasionShares([
      share('A', '0–3', 4),
      share('A', '4–5', 6),
      share('K', '0–3', 10),
      share('K', '4–5', 17),
    ]);
    expect(bands).toEqual(['0–3', '4–5']);
    expect(groups.map((group) => [group.name, group.constructionTypes, [...group.percents.values()]])).toEqual([
      ['Betonarme', ['A tipi'], [4, 6]],
      ['Kerpiç', ['K tipi'], [10, 17]],
    ]);
  });

  it('puts construction costs in a row per type and keeps only the classes that have a cost', () => {
    const cost = (type: string, cls: string, kurus: number) => ({
      constructionTypeCode: type,
      constructionTypeName: type,
      constructionClassCode: cls,
      constructionClassName: cls,
      costPerM2Kurus: kurus,
    });
    const { rows, classes } = pivotConstructionCosts(
      [cost('BET', 'S1', 100), cost('BET', 'S2', 80), cost('KER', 'S2', 30)],
      [
        { code: 'BET', name: 'Betonarme' },
        { code: 'AHS', name: 'Ahşap' },
        { code: 'KER', name: 'Kerpiç' },
      ],
      [
        { code: 'LUKS', name: 'Lüks' },
        { code: 'S1', name: '1. sınıf' },
        { code: 'S2', name: '2. sınıf' },
      ],
    );
    expect(rows.map((row) => row.name)).toEqual(['Betonarme', 'Kerpiç']);
    expect(classes.map((cls) => cls.name)).toEqual(['1. sınıf', '2. sınıf']);
    expect(rows[1].costs.get('S1')).toBeUndefined();
    expect(rows[1].costs.get('S2')).toBe(30);
  });
});
