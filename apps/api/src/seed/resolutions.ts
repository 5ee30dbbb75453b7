import { foldTurkish, type ResolutionKind } from '@ebelediye/contract';
import type { Queryable } from '../db/client';
import { resolutionAttachments, resolutions, resolutionTypes } from '../db/schema';
import { turkishDate, turkishMonthNames as months } from '@ebelediye/finance';
import { resolutionFileName, resolutionPdf } from '../domains/resolutions/resolution-pdf';
import type { SeededAddresses, SeededStreet } from './addresses';
import { insertInChunks, type Random, seededRandom } from './random';

export const resolutionTypeRows: { code: string; kind: ResolutionKind; name: string; position: number }[] = [
  ...[
    ['IMAR', 'İmar planı ve değişiklikleri'],
    ['BUTCE', 'Bütçe ve kesin hesap'],
    ['TARIFE', 'Ücret tarifeleri'],
    ['TASINMAZ', 'Taşınmaz satış, kiralama ve tahsis'],
    ['ISIM', 'Cadde, sokak ve park isimleri'],
    ['KADRO', 'Norm kadro ve personel'],
    ['BORCLANMA', 'Borçlanma ve protokoller'],
    ['KARDES', 'Kardeş şehir ve iş birliği'],
    ['KOMISYON', 'Komisyon raporları'],
    ['DIGER_MECLIS', 'Diğer meclis kararları'],
  ].map(([code, name], position) => ({ code, name, kind: 'council' as const, position })),
  ...[
    ['IHALE', 'İhale kararları'],
    ['KAMULASTIRMA', 'Kamulaştırma'],
    ['CEZA', 'İdari para cezaları'],
    ['ISGAL', 'Yol ve kaldırım işgal izinleri'],
    ['KIRA', 'Kiralama'],
    ['AKTARMA', 'Bütçe aktarmaları'],
    ['TERKIN', 'Alacak terkini'],
    ['UZLASMA', 'Uzlaşma'],
    ['DIGER_ENCUMEN', 'Diğer encümen kararları'],
  ].map(([code, name], position) => ({ code, name, kind: 'committee' as const, position })),
];

const units = [
  'Fen İşleri',
  'İmar ve Şehircilik',
  'Park ve Bahçeler',
  'Zabıta',
  'Mali Hizmetler',
  'Emlak ve İstimlak',
  'Destek Hizmetleri',
  'Yazı İşleri',
  'İnsan Kaynakları ve Eğitim',
  'Kültür ve Sosyal İşler',
  'Temizlik İşleri',
  'Çevre Koruma ve Kontrol',
];
const companies = [
  'Yeşilvadi Yapı İnşaat Ltd. Şti.',
  'Çınar Peyzaj Tic. A.Ş.',
  'Örnek Asfalt San. ve Tic. Ltd. Şti.',
  'Akdere Mühendislik Ltd. Şti.',
  'Gökkuşağı Kırtasiye Ltd. Şti.',
  'Işık Elektrik Taahhüt A.Ş.',
  'Değirmen Yol Yapım Ltd. Şti.',
  'Şafak Temizlik Hizmetleri A.Ş.',
  'Üçpınar Su Tesisatı Ltd. Şti.',
  'Ilgın Bilişim Teknolojileri A.Ş.',
];
const tlFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tl = (amount: number) => `${tlFormat.format(amount)} TL`;
/** "Cumhuriyet Mahallesi" → "Cumhuriyet Mahallesinde", "Yeni Mahalle" → "Yeni Mahallede". */
const inDistrict = (name: string) => (name.endsWith('Mahalle') ? `${name}de` : `${name}nde`);

interface Context {
  random: Random;
  date: string;
  year: number;
  streets: SeededStreet[];
}

interface Draft {
  typeCode: string;
  subject: string;
  paragraphs: string[];
}

const vote = (random: Random) => (random.chance(0.85) ? 'oy birliğiyle' : 'oy çokluğuyla');
const street = (c: Context) => c.random.pick(c.streets);
const parcel = (c: Context) => ({ ada: c.random.int(101, 2480), parsel: c.random.int(1, 64) });
const letter = (c: Context, unit: string) => {
  const d = new Date(`${c.date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - c.random.int(3, 20));
  return `${unit} Müdürlüğünün ${turkishDate(d.toISOString().slice(0, 10))} tarihli ve E-${c.random.int(10_000, 99_999)} sayılı yazısı`;
};
const money = (c: Context, min: number, max: number, step = 1000) => c.random.int(min / step, max / step) * step;

const councilDrafts: ((c: Context) => Draft)[] = [
  (c) => {
    const { ada, parsel } = parcel(c);
    const s = street(c);
    const before = c.random.pick(['E: 1.50', 'E: 1.20', 'TAKS: 0.30', 'Yençok: 12.50 m']);
    const after = c.random.pick(['E: 1.80', 'E: 1.60', 'TAKS: 0.35', 'Yençok: 15.50 m']);
    return {
      typeCode: 'IMAR',
      subject: `${s.districtName}, ${ada} ada ${parsel} parsel sayılı taşınmaza ilişkin 1/1000 ölçekli uygulama imar planı değişikliği`,
      paragraphs: [
        `${letter(c, 'İmar ve Şehircilik')} ile İmar ve Bayındırlık Komisyonu raporu okundu.`,
        `${s.districtName}, ${ada} ada ${parsel} parsel sayılı taşınmazın yapılanma koşulu ${before} iken plan değişikliği teklifi ile ${after} olarak düzenlenmekte, ${s.name} boyunca 5 metre ön bahçe mesafesi bırakılmakta ve parselin bir bölümü yeşil alan ve çocuk oyun alanı olarak ayrılmaktadır.`,
        `Komisyon raporu doğrultusunda plan değişikliğinin 3194 sayılı İmar Kanununun 8. maddesi uyarınca kabulüne, 30 gün süreyle askıya çıkarılmasına ve kararın onaylanmak üzere ilgili kurumlara gönderilmesine ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const month = Number(c.date.slice(5, 7));
    const amount = money(c, 1_400_000_000, 2_600_000_000, 1_000_000);
    // The budget is adopted in autumn, the final accounts in spring; in between, supplementary transfers.
    if (month >= 10) {
      return {
        typeCode: 'BUTCE',
        subject: `${c.year + 1} mali yılı bütçesi ve performans programı`,
        paragraphs: [
          `Plan ve Bütçe Komisyonunun raporu okundu. 5393 sayılı Belediye Kanununun 18. ve 62. maddeleri gereğince hazırlanan ${c.year + 1} mali yılı bütçesi meclise sunuldu.`,
          `Gider bütçesinin ${tl(amount)}, gelir bütçesinin ${tl(Math.round(amount * 0.97))} olarak kabulüne; personel, mal ve hizmet alımı, sermaye giderleri ve transferler ödeneklerinin komisyon raporundaki şekliyle onaylanmasına ${vote(c.random)} karar verildi.`,
        ],
      };
    }
    if (month <= 5) {
      return {
        typeCode: 'BUTCE',
        subject: `${c.year - 1} mali yılı kesin hesabı`,
        paragraphs: [
          `${letter(c, 'Mali Hizmetler')} ile Plan ve Bütçe Komisyonu raporu okundu.`,
          `${c.year - 1} mali yılında ${tl(amount)} gider bütçesinden ${tl(Math.round(amount * 0.91))} harcandığı, gelirlerin ${tl(Math.round(amount * 0.94))} olarak gerçekleştiği görülmüştür. Kesin hesabın 5393 sayılı Belediye Kanununun 18. maddesi uyarınca kabulüne ${vote(c.random)} karar verildi.`,
        ],
      };
    }
    const unit = c.random.pick(units);
    return {
      typeCode: 'BUTCE',
      subject: `${unit} Müdürlüğü için ${c.year} yılı bütçesinde ödenek aktarması`,
      paragraphs: [
        `${letter(c, 'Mali Hizmetler')} ile Plan ve Bütçe Komisyonu raporu okundu.`,
        `${unit} Müdürlüğünün yıl sonuna kadar yürüteceği işler için yedek ödenekten ${tl(money(c, 500_000, 15_000_000, 10_000))} aktarılmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const service = c.random.pick([
      'nikâh salonu kullanım ücretleri',
      'otopark ücretleri',
      'pazar yeri işgal ücretleri',
      'cenaze hizmetleri ücretleri',
      'sosyal tesis kira bedelleri',
      'spor tesisi kullanım ücretleri',
      'çevre temizlik hizmet bedelleri',
    ]);
    return {
      typeCode: 'TARIFE',
      subject: `${c.year + 1} yılı ücret tarifesi: ${service}`,
      paragraphs: [
        `${letter(c, 'Mali Hizmetler')} ile Plan ve Bütçe Komisyonu raporu okundu.`,
        `2464 sayılı Belediye Gelirleri Kanununun 97. maddesi gereğince ${service}nin ${c.year + 1} yılında ekli tarifedeki şekliyle uygulanmasına, tarifede yer almayan hizmetler için bir önceki yılın ücretlerinin yeniden değerleme oranında artırılarak uygulanmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const { ada, parsel } = parcel(c);
    const s = street(c);
    const sale = c.random.chance(0.5);
    return {
      typeCode: 'TASINMAZ',
      subject: `${s.districtName}, ${ada} ada ${parsel} parseldeki belediye taşınmazının ${sale ? 'satışı' : 'kiraya verilmesi'} için encümene yetki verilmesi`,
      paragraphs: [
        `${letter(c, 'Emlak ve İstimlak')} okundu.`,
        `Mülkiyeti belediyemize ait ${s.districtName}, ${s.name} üzerindeki ${c.random.int(180, 2400)} m² yüzölçümlü taşınmazın 2886 sayılı Devlet İhale Kanunu hükümlerine göre ${sale ? 'satılması' : 'üç yıllığına kiraya verilmesi'} için 5393 sayılı Belediye Kanununun 18. maddesinin (e) bendi uyarınca Belediye Encümenine yetki verilmesine ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const s = street(c);
    const park = c.random.chance(0.4);
    const name = `${c.random.pick(['Kardelen', 'Nilüfer', 'Öğretmenler', 'Şehitler', 'Gençlik', 'Çocuk Dostu', 'Barış', 'Çağlayan', 'Ihlamur'])} ${park ? 'Parkı' : 'Sokak'}`;
    return {
      typeCode: 'ISIM',
      subject: `${inDistrict(s.districtName)} ${park ? 'yeni yapılan parka' : 'yeni açılan sokağa'} ad verilmesi`,
      paragraphs: [
        `${letter(c, 'İmar ve Şehircilik')} ile Kültür ve Turizm Komisyonu raporu okundu.`,
        `${inDistrict(s.districtName)} ${s.name} ile bağlantılı olup imar planında yer alan ve henüz adı bulunmayan ${park ? 'park alanına' : 'sokağa'} "${name}" adının verilmesine, Ulusal Adres Veri Tabanında gerekli güncellemenin yapılması için kararın ilgili kuruma bildirilmesine ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const title = c.random.pick([
      'mühendis',
      'tekniker',
      'memur',
      'zabıta memuru',
      'itfaiye eri',
      'veteriner hekim',
      'mimar',
      'şehir plancısı',
      'sosyal çalışmacı',
    ]);
    const unit = c.random.pick(units);
    return {
      typeCode: 'KADRO',
      subject: `${unit} Müdürlüğü norm kadro değişikliği (${title} kadroları)`,
      paragraphs: [
        `${letter(c, 'İnsan Kaynakları ve Eğitim')} okundu.`,
        `Belediyeler ve Bağlı Kuruluşları ile Mahalli İdare Birlikleri Norm Kadro İlke ve Standartlarına Dair Yönetmelik uyarınca ${unit} Müdürlüğünde boş bulunan ${c.random.int(1, 4)} adet ${title} kadrosunun derece değişikliğinin ekli cetveldeki şekliyle kabulüne ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const work = c.random.pick([
      'içme suyu şebekesinin yenilenmesi',
      'yağmur suyu kanalı yapımı',
      'hizmet binasına güneş enerjisi santrali kurulması',
      'toplu taşıma araçlarının yenilenmesi',
    ]);
    return {
      typeCode: 'BORCLANMA',
      subject: `İller Bankasından ${work} için kredi kullanılması`,
      paragraphs: [
        `${letter(c, 'Mali Hizmetler')} ile Plan ve Bütçe Komisyonu raporu okundu.`,
        `${work.charAt(0).toLocaleUpperCase('tr-TR') + work.slice(1)} işinin finansmanı için İller Bankası A.Ş.'den ${tl(money(c, 5_000_000, 60_000_000, 100_000))} tutarında kredi kullanılmasına, kredi için belediyenin genel bütçe vergi gelirleri payının teminat gösterilmesine ve sözleşmeyi imzalamak üzere Belediye Başkanına yetki verilmesine ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const city = c.random.pick([
      'Kırcaali (Bulgaristan)',
      'Gebele (Azerbaycan)',
      'Prizren (Kosova)',
      'Üsküp (Kuzey Makedonya)',
      'Girne (KKTC)',
    ]);
    return {
      typeCode: 'KARDES',
      subject: `${city} ile kardeş şehir ilişkisi kurulması`,
      paragraphs: [
        `${letter(c, 'Kültür ve Sosyal İşler')} okundu.`,
        `Kültür, eğitim, turizm ve çevre alanlarında iş birliği yapılması amacıyla ${city} belediyesi ile kardeş şehir ilişkisi kurulmasına, 5393 sayılı Belediye Kanununun 74. maddesi uyarınca İçişleri Bakanlığının iznine sunulmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const [commission, topic] = c.random.pick([
      ['Çevre ve Sağlık Komisyonu', 'sahipsiz hayvanlar için bakım evi ve rehabilitasyon merkezi'],
      ['Eğitim, Kültür ve Gençlik Komisyonu', 'mahalle kütüphaneleri ve etüt merkezleri'],
      ['Plan ve Bütçe Komisyonu', 'emlak vergisi tahsilatının artırılması'],
      ['İmar ve Bayındırlık Komisyonu', 'kaldırımların engelli erişimine uygun hale getirilmesi'],
      ['Çevre ve Sağlık Komisyonu', 'ağaçlandırma ve yeşil alanların korunması'],
      ['Kadın ve Aile Komisyonu', 'kreş ve gündüz bakım evi hizmetleri'],
    ]);
    return {
      typeCode: 'KOMISYON',
      subject: `${commission} raporu: ${topic}`,
      paragraphs: [
        `Meclisimizin önceki toplantısında ${commission}na havale edilen ${topic} konusu görüşüldü.`,
        `Komisyonun ${topic} hakkında yaptığı incelemede mahalle muhtarlarının ve vatandaşların görüşleri alınmış, ${c.random.int(3, 9)} mahallede yerinde inceleme yapılmıştır. Rapordaki öneriler doğrultusunda çalışmaların ${c.year + 1} yılı iş programına alınmasına ve ilgili müdürlüklerce uygulanmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const [subject, text] = c.random.pick([
      [
        'Denetim komisyonu üyelerinin seçimi',
        `5393 sayılı Belediye Kanununun 25. maddesi uyarınca ${c.year} yılı gelir ve giderlerini denetlemek üzere gizli oylama ile beş üyeli denetim komisyonunun seçilmesine`,
      ],
      [
        'Meclis toplantı günlerinin belirlenmesi',
        `Belediye Meclisinin olağan toplantılarının her ayın ilk haftası Çarşamba günü saat 14.00'te meclis salonunda yapılmasına`,
      ],
      [
        'Gönüllü katılım yönetmeliğinin kabulü',
        `Belediye hizmetlerine gönüllü katılımın usul ve esaslarını belirleyen yönetmeliğin ekteki şekliyle kabulüne`,
      ],
      [
        'Muhtarlıklara hizmet binası tahsisi',
        `Belediyemize ait hizmet binalarının bir bölümünün ${c.random.int(2, 5)} mahalle muhtarlığına ücretsiz olarak tahsis edilmesine`,
      ],
    ]);
    return {
      typeCode: 'DIGER_MECLIS',
      subject,
      paragraphs: [`${letter(c, 'Yazı İşleri')} okundu.`, `${text} ${vote(c.random)} karar verildi.`],
    };
  },
];

const committeeDrafts: ((c: Context) => Draft)[] = [
  (c) => {
    const s = street(c);
    const work = c.random.pick([
      `${s.name} kaldırım yenileme işi`,
      `${s.districtName} çocuk parkı yapımı işi`,
      `${s.districtName} ağaçlandırma ve peyzaj işi`,
      'hizmet binası ısıtma sistemi bakım ve onarım işi',
      `${s.name} asfalt yama ve bakım işi`,
      'kırtasiye malzemesi alımı',
      'çöp konteyneri alımı',
      `${s.districtName} yağmur suyu hattı yapımı işi`,
    ]);
    const estimate = money(c, 250_000, 18_000_000);
    return {
      typeCode: 'IHALE',
      subject: `${work.charAt(0).toLocaleUpperCase('tr-TR') + work.slice(1)} ihalesi`,
      paragraphs: [
        `${letter(c, c.random.pick(['Fen İşleri', 'Park ve Bahçeler', 'Destek Hizmetleri']))} okundu.`,
        `4734 sayılı Kamu İhale Kanununun 19. maddesine göre açık ihale usulüyle yapılan ${work} ihalesine ${c.random.int(2, 9)} istekli katılmıştır. Yaklaşık maliyeti ${tl(estimate)} olan işin ekonomik açıdan en avantajlı teklifini ${c.random.pick(companies)} ${tl(Math.round(estimate * (0.78 + c.random.next() * 0.2)))} bedelle vermiştir.`,
        `İhale komisyonu kararının onaylanmasına ve sözleşmenin imzalanması için istekliye bildirimde bulunulmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const { ada, parsel } = parcel(c);
    const s = street(c);
    const area = c.random.int(40, 900);
    return {
      typeCode: 'KAMULASTIRMA',
      subject: `${s.districtName}, ${ada} ada ${parsel} parselin yol olarak kamulaştırılması`,
      paragraphs: [
        `${letter(c, 'Emlak ve İstimlak')} okundu.`,
        `İmar planında ${s.name} genişletme alanında kalan ${s.districtName}, ${ada} ada ${parsel} parselin ${area} m²'lik bölümünün 2942 sayılı Kamulaştırma Kanunu uyarınca kamulaştırılmasına, kıymet takdir komisyonunca m² birim fiyatının ${tl(money(c, 2_000, 30_000, 50))} olarak belirlenmesine ve malikleriyle uzlaşma görüşmesi yapılmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const s = street(c);
    const zoning = c.random.chance(0.4);
    return {
      typeCode: 'CEZA',
      subject: zoning
        ? `${s.districtName}, ${s.name} üzerindeki ruhsatsız yapıya idari para cezası`
        : `${s.districtName}, ${s.name} üzerindeki işyerine idari para cezası`,
      paragraphs: [
        `${letter(c, zoning ? 'İmar ve Şehircilik' : 'Zabıta')} ve ekindeki tutanak okundu.`,
        zoning
          ? `${s.name} No: ${c.random.int(1, 60)} adresinde ruhsatsız olarak ${c.random.int(20, 180)} m² ek yapı yapıldığı tespit edilmiştir. 3194 sayılı İmar Kanununun 32. ve 42. maddeleri uyarınca yapı sahibine ${tl(money(c, 20_000, 400_000, 500))} idari para cezası verilmesine ve aykırılığın giderilmesi için bir ay süre verilmesine ${vote(c.random)} karar verildi.`
          : `${s.name} No: ${c.random.int(1, 60)} adresindeki işyerinin ${c.random.pick(['kaldırımı izinsiz işgal ettiği', 'ruhsatsız faaliyet gösterdiği', 'çevreyi kirlettiği', 'gürültü yönetmeliğine aykırı davrandığı'])} zabıta tutanağıyla tespit edilmiştir. 5326 sayılı Kabahatler Kanununun 32. maddesi uyarınca işyeri sahibine ${tl(money(c, 2_000, 40_000, 100))} idari para cezası verilmesine ${vote(c.random)} karar verildi.`,
        'Kişisel verilerin korunması amacıyla ilgili kişinin adı ve soyadı yayımlanmamıştır.',
      ],
    };
  },
  (c) => {
    const s = street(c);
    return {
      typeCode: 'ISGAL',
      subject: `${s.name} üzerinde ${c.random.pick(['kazı', 'iskele', 'inşaat malzemesi', 'kafe masası'])} için yol ve kaldırım işgal izni`,
      paragraphs: [
        `${letter(c, 'Fen İşleri')} okundu.`,
        `${s.districtName}, ${s.name} üzerinde ${c.random.int(5, 80)} m² alanın ${c.random.int(7, 90)} gün süreyle işgaline izin verilmesine, ${c.year} yılı ücret tarifesine göre hesaplanan ${tl(money(c, 1_500, 80_000, 50))} işgal ücretinin peşin tahsil edilmesine ve iş bitiminde yolun eski hâline getirilmesi şartıyla iznin verilmesine ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const s = street(c);
    const place = c.random.pick(['dükkânın', 'büfenin', 'kafeteryanın', 'depo alanının']);
    return {
      typeCode: 'KIRA',
      subject: `${s.districtName}, ${s.name} üzerindeki belediyeye ait ${place} kiraya verilmesi`,
      paragraphs: [
        `${letter(c, 'Emlak ve İstimlak')} okundu.`,
        `Belediye Meclisinin verdiği yetkiye dayanarak ${s.name} üzerindeki ${place} 2886 sayılı Devlet İhale Kanununun 45. maddesi uyarınca açık artırma usulüyle, aylık ${tl(money(c, 3_000, 60_000, 250))} muhammen bedelle ve üç yıl süreyle kiraya verilmesine, ihalenin ${months[(new Date(`${c.date}T00:00:00Z`).getUTCMonth() + 1) % 12]} ayında yapılmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const unit = c.random.pick(units);
    return {
      typeCode: 'AKTARMA',
      subject: `${unit} Müdürlüğü bütçesinde ödenek aktarması`,
      paragraphs: [
        `${letter(c, 'Mali Hizmetler')} okundu.`,
        `${unit} Müdürlüğü bütçesinin mal ve hizmet alım giderleri tertibinden ${tl(money(c, 50_000, 3_000_000, 500))} tutarındaki ödeneğin aynı müdürlüğün sermaye giderleri tertibine aktarılmasına, Mahalli İdareler Bütçe ve Muhasebe Yönetmeliği uyarınca ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => ({
    typeCode: 'TERKIN',
    subject: 'Tahsili imkânsız hale gelen alacakların terkini',
    paragraphs: [
      `${letter(c, 'Mali Hizmetler')} ve ekli liste okundu.`,
      `Borçlunun ölümü, iflası veya adresinin tespit edilememesi nedeniyle tahsil edilemeyen ${c.random.int(3, 48)} kayda ait toplam ${tl(money(c, 5_000, 450_000, 10))} tutarındaki emlak vergisi, çevre temizlik vergisi ve gecikme zammı alacağının 6183 sayılı Amme Alacaklarının Tahsil Usulü Hakkında Kanunun 106. maddesi uyarınca kayıttan silinmesine ${vote(c.random)} karar verildi.`,
    ],
  }),
  (c) => {
    const { ada, parsel } = parcel(c);
    const s = street(c);
    return {
      typeCode: 'UZLASMA',
      subject: `${s.districtName}, ${ada} ada ${parsel} parsel kamulaştırma bedelinde uzlaşma`,
      paragraphs: [
        `Uzlaşma komisyonunun tutanağı okundu.`,
        `${s.districtName}, ${ada} ada ${parsel} parselin kamulaştırılan bölümü için malikleriyle yapılan görüşmede ${tl(money(c, 100_000, 6_000_000, 1000))} bedelde uzlaşıldığı anlaşılmıştır. 2942 sayılı Kamulaştırma Kanununun 8. maddesi uyarınca bu bedelin ödenmesine ve tapuda belediye adına tescil işlemlerinin yapılmasına ${vote(c.random)} karar verildi.`,
      ],
    };
  },
  (c) => {
    const [subject, text] = c.random.pick([
      [
        'Ekonomik ömrünü doldurmuş belediye araçlarının hurdaya ayrılması',
        `Destek Hizmetleri Müdürlüğünün envanterinde kayıtlı ${c.random.int(2, 9)} adet aracın ekonomik ömrünü doldurduğu tespit edildiğinden hurdaya ayrılarak satılmasına`,
      ],
      [
        'Meslek edindirme kursu kayıt ücretleri',
        `${c.year}–${c.year + 1} döneminde açılacak meslek edindirme kurslarına kayıt ücreti alınmamasına, malzeme giderlerinin belediye bütçesinden karşılanmasına`,
      ],
      [
        'Sosyal yardım başvurularının değerlendirilmesi',
        `Sosyal yardım komisyonunca incelenen ${c.random.int(20, 140)} başvurudan uygun görülenlere gıda ve yakacak yardımı yapılmasına`,
      ],
    ]);
    return {
      typeCode: 'DIGER_ENCUMEN',
      subject,
      paragraphs: [`${letter(c, c.random.pick(units))} okundu.`, `${text} ${vote(c.random)} karar verildi.`],
    };
  },
];

function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** The first weekday `weekday` (0 Sunday … 6 Saturday) of a month. */
function firstWeekday(year: number, month: number, weekday: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7);
}

interface Meeting {
  kind: ResolutionKind;
  date: string;
  meeting: string;
  count: number;
}

/** The meetings of `years` held before `today`, the day of the seed: the demo has no decisions yet to be taken. */
function meetings(random: Random, years: readonly number[], today: string): Meeting[] {
  const result: Meeting[] = [];
  for (const year of years) {
    const recess = random.int(6, 7); // the council takes July or August off
    for (let month = 0; month < 12; month++) {
      if (month === recess) continue;
      const date = isoDay(year, month, firstWeekday(year, month, 3));
      if (date >= today) continue;
      result.push({
        kind: 'council',
        date,
        meeting: `${months[month]} Ayı Olağan Toplantısı`,
        count: random.int(6, 11),
      });
    }
    for (
      let day = new Date(Date.UTC(year, 0, firstWeekday(year, 0, 2)));
      day.getUTCFullYear() === year;
      day.setUTCDate(day.getUTCDate() + 7)
    ) {
      const date = day.toISOString().slice(0, 10);
      if (date >= today) break;
      result.push({
        kind: 'committee',
        date,
        meeting: `Encümen Toplantısı (${turkishDate(date)})`,
        count: random.int(2, 4),
      });
    }
  }
  return result.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

/**
 * Several hundred decisions over three years, numbered from 1 each year for the council and the
 * committee, written from templates with streets and districts of the demo address register; about
 * a third carry the signed decision as a PDF.
 */
export async function seedResolutions(
  tx: Queryable,
  addresses: SeededAddresses,
  municipalityName: string,
  years: readonly number[],
  today: string,
): Promise<void> {
  await tx.insert(resolutionTypes).values(resolutionTypeRows);
  const random = seededRandom(5393);
  const streets = addresses.streets.filter((s) => s.countyCode === addresses.countyCode);
  const numbers = new Map<string, number>();
  const rows: (typeof resolutions.$inferInsert)[] = [];
  for (const meeting of meetings(random, years, today)) {
    const year = Number(meeting.date.slice(0, 4));
    for (let item = 0; item < meeting.count; item++) {
      const key = `${meeting.kind}:${year}`;
      const number = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, number);
      const context: Context = { random, date: meeting.date, year, streets };
      const draft = random.pick(meeting.kind === 'council' ? councilDrafts : committeeDrafts)(context);
      const sitting = meeting.kind === 'council' ? `, ${item < meeting.count / 2 ? 1 : 2}. Birleşim` : '';
      const opening =
        meeting.kind === 'council'
          ? `Belediye Meclisinin ${turkishDate(meeting.date)} tarihli ${meeting.meeting.toLocaleLowerCase('tr-TR')}nda gündemin ${item + 1}. maddesi görüşüldü.`
          : `Belediye Encümeninin ${turkishDate(meeting.date)} tarihli toplantısında gündemin ${item + 1}. maddesi görüşüldü.`;
      const body = [opening, ...draft.paragraphs].join('\n\n');
      rows.push({
        kind: meeting.kind,
        year,
        number,
        decidedOn: meeting.date,
        meeting: `${meeting.meeting}${sitting}`,
        typeCode: draft.typeCode,
        subject: draft.subject,
        body,
        searchText: foldTurkish(`${year}/${number} ${draft.subject} ${body}`),
      });
    }
  }
  const inserted: {
    id: number;
    kind: ResolutionKind;
    year: number;
    number: number;
    decidedOn: string;
    meeting: string;
    subject: string;
    body: string;
  }[] = [];
  await insertInChunks(
    rows,
    async (chunk) => {
      inserted.push(
        ...(await tx.insert(resolutions).values(chunk).returning({
          id: resolutions.id,
          kind: resolutions.kind,
          year: resolutions.year,
          number: resolutions.number,
          decidedOn: resolutions.decidedOn,
          meeting: resolutions.meeting,
          subject: resolutions.subject,
          body: resolutions.body,
        })),
      );
    },
    200,
  );

  const attachmentRandom = seededRandom(2886);
  const attachments = inserted
    .filter(() => attachmentRandom.chance(0.35))
    .map((resolution) => {
      const content = resolutionPdf(
        resolution,
        municipalityName,
        'Bu belge, tanıtım amaçlı örnek (demo) belediyenin kararıdır.',
      );
      return {
        resolutionId: resolution.id,
        fileName: resolutionFileName(resolution),
        contentType: 'application/pdf',
        sizeBytes: content.length,
        content,
      };
    });
  await insertInChunks(attachments, (chunk) => tx.insert(resolutionAttachments).values(chunk), 100);
}
