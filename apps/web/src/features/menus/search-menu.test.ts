import { describe, expect, it } from 'vitest';
import { testMenu } from '../../test/fixtures';
import { menuEntries } from './filter-menu';
import { searchMenu } from './search-menu';

const entries = menuEntries(testMenu);
const find = (query: string) => searchMenu(entries, query).map(({ item }) => item.label);

describe('searchMenu', () => {
  it('finds a label by any part of it, whatever the case', () => {
    expect(find('SORGU')).toEqual(['Borç Sorgulama']);
  });

  it('finds Turkish letters typed without them: "cevre" finds "Çevre", "borc" finds "Borç"', () => {
    expect(find('cevre')).toEqual(['Çevre Temizlik Menüsü']);
    expect(find('borc')).toEqual(['Borç Sorgulama', 'Borç Yapılandırma']);
  });

  it('folds the dotless ı and the dotted İ the Turkish way', () => {
    expect(find('YAPILANDIRMA')).toEqual(['Borç Yapılandırma']);
    expect(find('kapisi')).toEqual(['e-Devlet Kapısı']);
  });

  it('lists everything for an empty query and nothing for a miss', () => {
    expect(find('  ')).toHaveLength(entries.length);
    expect(find('otopark')).toEqual([]);
  });
});
