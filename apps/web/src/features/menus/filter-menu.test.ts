import type { MenuItem } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { testMenu } from '../../test/fixtures';
import { filterMenu, menuEntries } from './filter-menu';

const built = new Set(['/anasayfa', '/mobil-menu']);
const hasScreen = (path: string) => built.has(path);

describe('filterMenu', () => {
  const visible = filterMenu(testMenu, hasScreen);
  const labels = (items: MenuItem[]) => items.map((item) => item.label);

  it('keeps internal links whose screen exists and drops the others', () => {
    expect(labels(visible)).toContain('Anasayfa');
    expect(labels(visible)).not.toContain('Borç Yapılandırma');
  });

  it('keeps a group with only the children that have screens', () => {
    const group = visible.find((item) => item.label === 'Kısayollar');
    expect(group?.children?.map((child) => child.label)).toEqual(['Çevre Temizlik Menüsü']);
  });

  it('drops a group none of whose children has a screen', () => {
    const items: MenuItem[] = [
      {
        id: 1,
        kind: 'link',
        label: 'Beyannameler',
        children: [{ id: 2, kind: 'link', label: 'Emlak', path: '/EMunicipalityEstateDeclarationLand' }],
      },
    ];
    expect(filterMenu(items, hasScreen)).toEqual([]);
  });

  it('drops a heading with nothing left under it', () => {
    expect(labels(visible)).not.toContain('Henüz Boş');
    expect(labels(visible)).toEqual(['Anasayfa', 'E-Hizmetler', 'Kısayollar', 'Bağlantılar', 'e-Devlet Kapısı']);
  });

  it('keeps external links', () => {
    expect(visible.at(-1)).toMatchObject({ kind: 'extLink', url: 'https://www.turkiye.gov.tr' });
  });
});

describe('menuEntries', () => {
  it('lists every link in menu order with the group it belongs to', () => {
    expect(menuEntries(testMenu).map(({ item, group }) => [item.label, group])).toEqual([
      ['Anasayfa', undefined],
      ['Çevre Temizlik Menüsü', 'Kısayollar'],
      ['Borç Sorgulama', 'Kısayollar'],
      ['Borç Yapılandırma', undefined],
      ['e-Devlet Kapısı', undefined],
    ]);
  });
});
