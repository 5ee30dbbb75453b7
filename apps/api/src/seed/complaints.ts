import type { Queryable } from '../db/client';
import { complaintCategories } from '../db/schema';
import { unitNamed } from '../domains/staff/accounts';

/**
 * The starting service list (what citizens complain about or ask for most, after FixMyStreet's and
 * Turkish municipalities' lists). Every database gets it; administrators edit it at the desk. With
 * `withUnits` (the demo) each category goes to the demo unit that handles it.
 */
export const baseComplaintCategories = [
  {
    code: 'yol-bozuklugu',
    name: 'Çukur / yol bozukluğu',
    description: 'Asfalt, parke veya kaldırımda çukur, çökme, bozulma.',
    unit: 'Fen İşleri Müdürlüğü',
    group: 'Yol ve kaldırım',
    keywords: 'çukur,asfalt,yol,kaldırım',
  },
  {
    code: 'cop-toplanmadi',
    name: 'Çöp toplanmadı',
    description: 'Zamanında alınmayan çöp, taşan konteyner.',
    unit: 'Temizlik İşleri Müdürlüğü',
    group: 'Temizlik',
    keywords: 'çöp,konteyner,atık',
  },
  {
    code: 'sokak-lambasi',
    name: 'Sokak lambası arızası',
    description: 'Yanmayan, yanıp sönen veya hasarlı sokak aydınlatması.',
    unit: 'Fen İşleri Müdürlüğü',
    group: 'Aydınlatma',
    keywords: 'lamba,aydınlatma,direk',
  },
  {
    code: 'gurultu',
    name: 'Gürültü',
    description: 'İşyeri, inşaat veya etkinlik kaynaklı rahatsız edici gürültü.',
    unit: 'Zabıta Müdürlüğü',
    group: 'Zabıta',
    keywords: 'gürültü,ses,müzik',
  },
  {
    code: 'park-bahce',
    name: 'Park ve yeşil alan',
    description: 'Bakımsız park, kırık oyun aleti, budanması gereken ağaç.',
    unit: 'Park ve Bahçeler Müdürlüğü',
    group: 'Park ve bahçeler',
    keywords: 'park,ağaç,oyun alanı',
  },
  {
    code: 'seyyar-isgal',
    name: 'Kaldırım işgali / seyyar satıcı',
    description: 'Kaldırımı kapatan tezgâh, izinsiz seyyar satış.',
    unit: 'Zabıta Müdürlüğü',
    group: 'Zabıta',
    keywords: 'işgal,seyyar,kaldırım',
  },
  {
    code: 'bilgi-edinme',
    name: 'Bilgi ve belge talebi',
    description: '4982 sayılı Kanun kapsamında belediyeden bilgi veya belge isteği.',
    unit: 'Yazı İşleri Müdürlüğü',
    group: 'Genel',
    keywords: 'bilgi,belge',
  },
  {
    code: 'diger',
    name: 'Diğer',
    description: 'Listede olmayan bir konu.',
    unit: 'Yazı İşleri Müdürlüğü',
    group: 'Genel',
    keywords: '',
  },
];

export async function seedComplaintCategories(tx: Queryable, withUnits: boolean): Promise<void> {
  for (const [position, category] of baseComplaintCategories.entries()) {
    const unit = withUnits ? await unitNamed(tx, category.unit) : null;
    await tx
      .insert(complaintCategories)
      .values({
        code: category.code,
        name: category.name,
        description: category.description,
        unitId: unit?.id ?? null,
        groupName: category.group,
        keywords: category.keywords,
        position,
      })
      .onConflictDoNothing();
  }
}
