// Word lists the demo address register is built from: Turkish street names the way they read on
// real plates ("Çınar Sokak", "Yeşil Pınar Sokak", "Mimar Sinan Caddesi", "1204. Sokak").

export const streetNouns = [
  'Çınar', 'Gül', 'Lale', 'Menekşe', 'Papatya', 'Zeytin', 'Çay', 'Dere', 'Pınar', 'Nergis', 'Karanfil', 'Sümbül',
  'Ihlamur', 'Çam', 'Meşe', 'Söğüt', 'Kavak', 'Servi', 'Akasya', 'Manolya', 'Yasemin', 'Leylak', 'Begonya', 'Defne',
  'Ardıç', 'Kestane', 'Ceviz', 'Fındık', 'Badem', 'İncir', 'Nar', 'Ayva', 'Erik', 'Kiraz', 'Vişne', 'Dut', 'Üzüm',
  'Bağ', 'Bahçe', 'Çiçek', 'Yaprak', 'Filiz', 'Toprak', 'Kaya', 'Tepe', 'Yamaç', 'Vadi', 'Ova', 'Irmak', 'Göl',
  'Deniz', 'Kıyı', 'Liman', 'Ada', 'Yıldız', 'Güneş', 'Ay', 'Bulut', 'Rüzgar', 'Şafak', 'Seher', 'Gökkuşağı', 'Işık',
  'Umut', 'Barış', 'Sevgi', 'Dostluk', 'Kardeşlik', 'Özgürlük', 'Zafer', 'İstiklal', 'Hürriyet', 'Millet', 'Vatan',
  'Şehitler', 'Gaziler', 'Ülkü', 'Değirmen', 'Çeşme', 'Köprü', 'Han', 'Hamam', 'Okul', 'Mektep', 'Pazar', 'Çarşı',
  'Fırın', 'Kuyu', 'Harman', 'Bostan', 'Lavanta', 'Kekik', 'Nane', 'Fesleğen', 'Gelincik', 'Kardelen', 'Zambak',
  'Şebboy', 'Sardunya', 'Mimoza', 'Nilüfer', 'Ortanca', 'Açelya', 'Hanımeli', 'Böğürtlen', 'Ahududu', 'Çilek',
  'Kayısı', 'Şeftali', 'Portakal', 'Limon', 'Turunç', 'Mandalina', 'Ayçiçeği', 'Buğday', 'Arpa', 'Başak', 'Kuğu',
  'Serçe', 'Bülbül', 'Kumru', 'Güvercin', 'Turna', 'Leylek', 'Kartal', 'Şahin', 'Doğan', 'Atmaca', 'Ceylan', 'Geyik',
  'Keklik', 'İnci', 'Mercan', 'Sedef', 'Zümrüt', 'Yakut', 'Elmas', 'Altın', 'Gümüş', 'Bakır', 'Oya', 'Lale Devri',
  'Çağlayan', 'Şelale', 'Kaynak', 'Ilgın', 'Çınaraltı', 'Kocaçay', 'Çayır', 'Orkide', 'Fulya', 'Aslanlı', 'Karakol',
] as const;

export const streetAdjectives = [
  'Yeni', 'Eski', 'Büyük', 'Küçük', 'Yeşil', 'Ak', 'Kara', 'Kızıl', 'Gök', 'Sarı', 'Uzun', 'Güzel', 'Şirin', 'Serin',
  'Ilık', 'Yüksek', 'Üst', 'Alt', 'Orta', 'Tatlı', 'Mavi', 'Beyaz', 'Derin', 'Geniş', 'Dar', 'Gür', 'Sessiz',
] as const;

export const streetPersons = [
  'Atatürk', 'İsmet İnönü', 'Fevzi Çakmak', 'Kazım Karabekir', 'Mimar Sinan', 'Yunus Emre', 'Mevlana', 'Namık Kemal',
  'Mehmet Akif Ersoy', 'Ziya Gökalp', 'Aşık Veysel', 'Karacaoğlan', 'Nasreddin Hoca', 'Barış Manço', 'Cahit Arf',
  'Halide Edip Adıvar', 'Sabiha Gökçen', 'Nazım Hikmet', 'Orhan Veli', 'Sait Faik', 'Yahya Kemal', 'Piri Reis',
  'Evliya Çelebi', 'Katip Çelebi', 'Hezarfen', 'İbn-i Sina', 'Farabi', 'Ulubatlı Hasan', 'Hasan Tahsin', 'Cemal Süreya',
  'Ömer Seyfettin', 'Reşat Nuri', 'Tevfik Fikret', 'Fuzuli', 'Baki', 'Nedim', 'Dede Korkut', 'Akşemsettin', 'Alparslan',
  'Kanuni', 'Fatih', 'Yavuz Selim', 'Osman Gazi', 'Orhan Gazi', 'Şehit Kubilay', 'Ertuğrul Gazi', 'Gazi Osman Paşa',
] as const;

export const buildingNames = [
  'Güneş', 'Yıldız', 'Deniz', 'Çınar', 'Lale', 'Papatya', 'Park', 'Huzur', 'Bahar', 'Umut', 'Şafak', 'Işık', 'Gül',
  'Özlem', 'Nur', 'Sevgi', 'Dostlar', 'Kardelen', 'Mavi', 'Yeşil', 'Zümrüt', 'İnci', 'Akasya', 'Manolya',
] as const;

/** Districts of the demo municipality's own county (Yeşilvadi); the last one closed in 2019. */
export const yesilvadiDistricts = [
  'Cumhuriyet', 'Atatürk', 'Yeni', 'Sanayi', 'Fatih', 'İstiklal', 'Gazi', 'Hürriyet', 'Çamlık', 'Bahçelievler',
  'Yıldıztepe', 'Güzelyurt', 'Şirinevler', 'Ilıca', 'Ortaköy', 'Kocatepe', 'Esentepe', 'Yenidoğan', 'Zafer', 'Barış',
  'Çiftlik', 'Değirmendere', 'İnönü', 'Üniversite', 'Akpınar',
] as const;

/** The other counties of the demo province and a few of their districts. */
export const neighbourCounties = [
  { code: '9902', name: 'Çınarlı', districts: ['Merkez', 'Kavaklı', 'Pınarbaşı', 'Bağlarbaşı', 'Ömerli'] },
  { code: '9903', name: 'Gölova', districts: ['Göl', 'Sahil', 'Hamidiye', 'Kuşluk'] },
  { code: '9904', name: 'Ilıcapınar', districts: ['Kaplıca', 'Işıklar', 'Orhangazi', 'Yukarı'] },
  { code: '9905', name: 'Şahinkaya', districts: ['Kale', 'Akçay', 'Dereli', 'Üçpınar'] },
] as const;

/** "Yeni" reads "Yeni Mahalle"; the others take "Mahallesi". */
export function districtName(name: string): string {
  return name === 'Yeni' ? 'Yeni Mahalle' : `${name} Mahallesi`;
}
