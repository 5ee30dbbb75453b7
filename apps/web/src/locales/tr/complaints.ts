/**
 * The complaint screens' sentences (/ComplaintsAndRequests). A namespace of its own ('complaints'),
 * added when the screen's code loads, so the citizens' first load does not carry it.
 */
export const complaints = {
  tabs: { label: 'Başvuru işlemleri', lodge: 'Yeni başvuru', mine: 'Başvurularım', lookup: 'Başvuru sorgula' },
  intro:
    'Belediyemize şikâyet, talep, öneri veya bilgi edinme başvurusu yapabilirsiniz. Başvurunuz ilgili birime iletilir ve yasal süresi içinde yanıtlanır.',
  form: {
    heading: 'Yeni başvuru',
    kind: 'Başvuru türü',
    category: 'Konu',
    chooseCategory: 'Konu seçiniz',
    // Each kind asks what fits it: "Ne oldu?" is a complaint's question, not a suggestion's.
    descriptionByKind: {
      sikayet: 'Ne oldu? Kısaca anlatınız',
      talep: 'Ne yapılmasını istiyorsunuz? Kısaca anlatınız',
      oneri: 'Öneriniz nedir? Kısaca anlatınız',
      bilgi_edinme: 'Hangi bilgiyi ya da belgeyi istiyorsunuz?',
    },
    descriptionHint: 'En az 10, en fazla 4000 karakter.',
    place: 'Yer (adres kaydından)',
    placeOptional: 'Yer (isteğe bağlı; başvurunuz bir yerle ilgiliyse)',
    district: 'Mahalle',
    street: 'Cadde / sokak',
    door: 'Kapı no (isteğe bağlı)',
    choose: 'Seçiniz',
    chooseDistrictFirst: 'Önce mahalle seçiniz',
    chooseStreetFirst: 'Önce cadde/sokak seçiniz',
    loading: 'Yükleniyor...',
    note: 'Yer tarifi (isteğe bağlı)',
    noteHint: 'Örneğin: okulun karşısı, 3. direk.',
    mapHint:
      'İsterseniz yeri haritada da işaretleyiniz (isteğe bağlı): haritaya tıklayınız ya da haritayı ok tuşlarıyla kaydırıp ortasını seçiniz.',
    photos: 'Fotoğraflar (isteğe bağlı)',
    photosHint:
      'En fazla 3 fotoğraf; JPEG, PNG veya WebP, her biri en çok 10 MB ve 25 megapiksel. Konum bilgisi dahil fotoğrafın içindeki bilgiler silinir.',
    photosVerifyFirst: 'Fotoğraf eklemek için önce yukarıda cep telefonunuzu SMS koduyla doğrulayınız.',
    addPhoto: 'Fotoğraf ekle',
    uploading: 'Yükleniyor...',
    removePhoto: '{{name}} fotoğrafını kaldır',
    contactHeading: 'İletişim bilgileriniz',
    memberContact:
      'Başvurunuz üyelik bilgilerinizle yapılacak: {{name}}, {{phone}}. Numaranız değiştiyse önce üyelik bilgilerinizi güncelleyiniz.',
    anonymousContact:
      'Üye değilseniz ya da giriş yapmadıysanız adınızı ve cep telefonunuzu yazınız; telefonunuzu SMS koduyla doğrulamanız gerekir. Başvuru numaranız bu numaraya gönderilir.',
    name: 'Ad soyad',
    phone: 'Cep telefonu',
    email: 'E-posta (isteğe bağlı)',
    kvkkIntro:
      'Başvurunuzdaki kişisel veriler yalnızca başvurunuzu incelemek, yanıtlamak ve size bilgi vermek için, kanunun gereği olarak işlenir; bunun için onayınız istenmez. Fotoğraflarınızın, konumunuzun nasıl işlendiğini ve başvurunuzu kimlerin gördüğünü aşağıdaki aydınlatma metninde okuyabilirsiniz.',
    submit: 'Başvuruyu gönder',
    submitting: 'Gönderiliyor...',
    nameRequired: 'Ad soyad zorunludur.',
    applicantIntro:
      '4982 sayılı Bilgi Edinme Hakkı Kanunu’nun 6. maddesi, elektronik başvurularda da adınızı, T.C. Kimlik No’nuzu ve ev ya da iş adresinizi ister. Bu bilgiler yayımlanmaz; yalnızca başvurunuzu yanıtlayan birim görür.',
    applicantIntroMember:
      '4982 sayılı Bilgi Edinme Hakkı Kanunu’nun 6. maddesi ev ya da iş adresinizi de ister; adınız ve T.C. Kimlik No’nuz üyelik kaydınızdan alınır. Bu bilgiler yayımlanmaz.',
    applicantTckn: 'T.C. Kimlik No',
    applicantAddress: 'Ev ya da iş adresiniz',
    applicantAddressHint: 'Mahalle, cadde/sokak, kapı ve daire numarası, ilçe.',
  },
  done: {
    heading: 'Başvurunuz alındı',
    number: 'Başvuru numaranız: {{trackingNo}}',
    deadline: 'Yasal yanıt süresi: {{deadline}} ({{law}}).',
    accessCode: 'Sorgulama kodunuz: {{accessCode}}',
    accessCodeHint:
      'Başvurunuzu ve yanıtını “Başvuru sorgula” bölümünde başvuru numarası ve bu kodla görebilirsiniz. Kodu not ediniz ve kimseyle paylaşmayınız.',
    sms: 'Başvuru numaranız ve sorgulama kodunuz cep telefonunuza SMS ile de gönderildi.',
    another: 'Yeni başvuru yap',
  },
  laws: { '3071': '3071 sayılı Kanun, 30 gün', '4982': '4982 sayılı Kanun, 15 iş günü' },
  mine: {
    heading: 'Başvurularım',
    empty: 'Henüz başvurunuz yok.',
    signInFirst:
      'Başvurularınızı görmek için giriş yapınız. Giriş yapmadan da başvuru numarası ve sorgulama kodunuzla sorgulayabilirsiniz.',
    signIn: 'Giriş yap',
    loadFailed: 'Başvurularınız yüklenemedi.',
  },
  lookup: {
    heading: 'Başvuru sorgula',
    intro: 'Başvuru numaranızı ve başvurunuzda ekranda ve SMS ile verilen sorgulama kodunu yazınız.',
    trackingNo: 'Başvuru numarası',
    trackingNoHint: 'Örnek: BM-2026-000123',
    accessCode: 'Sorgulama kodu',
    accessCodeHint: '8 karakter, örnek: ABCD-EFGH',
    verifyPhoneHeading: 'Telefonunuzu doğrulayınız',
    verifyPhoneIntro:
      'Bu başvuru bir uygulama üzerinden geldi ve başvuruda verilen telefon henüz doğrulanmadı; bu yüzden belediye bu numaraya SMS göndermiyor. Numara sizinse SMS koduyla doğrulayınız: durum değişiklikleri bu numaraya SMS ile de bildirilir.',
    verifyPhoneDone: 'Telefonunuz doğrulandı; durum değişiklikleri SMS ile bildirilecek.',
    submit: 'Sorgula',
    submitting: 'Sorgulanıyor...',
  },
  kvkk: {
    title: 'Başvurularda Kişisel Verilerin Korunması Aydınlatma Metni',
    intro:
      '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) 10. maddesi uyarınca bu formla verdiğiniz kişisel verilerin nasıl işlendiğini açıklıyoruz.',
    sections: [
      {
        heading: 'Veri sorumlusu',
        text: 'Kişisel verileriniz veri sorumlusu sıfatıyla {{municipality}} tarafından işlenir.',
      },
      {
        heading: 'İşlenen veriler',
        text: 'Adınız soyadınız, cep telefonunuz ve isterseniz e-posta adresiniz (üyeyseniz üyelik kaydınızdaki ad ve telefon); bilgi edinme başvurusunda 4982 sayılı Kanun’un 6. maddesinin istediği T.C. Kimlik No ve ev ya da iş adresiniz; başvurunuzun türü, konusu ve metni; seçtiğiniz yer (mahalle, cadde/sokak, isterseniz kapı numarası ve yer tarifi), isterseniz haritada işaretlediğiniz nokta ve eklediğiniz fotoğraflar. Fotoğraflar, içlerindeki konum, cihaz ve tarih bilgileri silinerek yeniden kaydedilir. Kötüye kullanımı önlemek için bağlantı adresiniz (IP) işlem kaydında tutulur.',
      },
      {
        heading: 'İşleme amaçları ve hukuki sebep',
        text: 'Başvurunuzu incelemek, ilgili birime iletmek, 3071 sayılı Dilekçe Hakkının Kullanılmasına Dair Kanun ve 4982 sayılı Bilgi Edinme Hakkı Kanunu uyarınca yasal süresinde yanıtlamak ve başvurunuzla ilgili size SMS göndermek (başvuru numarası, sorgulama kodu, durum değişiklikleri ve yanıt). Hukuki sebep: kanunlarda açıkça öngörülmesi ve hukuki yükümlülüğümüzün yerine getirilmesi (KVKK m. 5/2-a, ç).',
      },
      {
        heading: 'Kimler görür, kimlere aktarılır',
        text: 'Başvurunuzu belediyenin başvuruları karşılayan ve sonuçlandıran yetkili personeli görür; her işlem, yapan kişiyle birlikte kayda geçer. SMS’ler hizmet aldığımız SMS sağlayıcısı aracılığıyla gönderilir. Verileriniz kanunen yetkili kamu kurumları dışında kimseye aktarılmaz ve yurt dışına aktarılmaz.',
      },
      {
        heading: 'Açık veri olarak yayımlananlar',
        text: 'Belediye, hizmet taleplerini Open311 açık veri arayüzünde yayımlar. Başvurunuzdan yalnızca başvuru numarası, konusu, durumu, ilgili birim, tarihleri, yasal yanıt süresi, mahalle ve cadde/sokak adı, haritada işaretlediyseniz yaklaşık 100 metrelik bir alana yuvarlanmış konum ve personelin herkes için yazdığı kısa durum notu yayımlanır. Adınız, telefonunuz, e-postanız, başvuru metniniz, kapı numaranız, yer tarifiniz, fotoğraflarınız, işaretlediğiniz noktanın kendisi ve size verilen yanıt yayımlanmaz.',
      },
      {
        heading: 'Başvurunuzu kimler okuyabilir',
        text: 'Başvurunuzun metnini ve yanıtını portalda yalnızca başvuru numarasıyla birlikte size ekranda ve SMS ile verilen sorgulama kodunu bilen kişi görebilir; üyeyseniz Başvurularım sayfasında da görürsünüz. Sorgulama kodunuzu kimseyle paylaşmayınız.',
      },
      {
        heading: 'Toplama yöntemi ve saklama süresi',
        text: 'Veriler bu formdan elektronik ortamda toplanır. Başvurular, dilekçe ve bilgi edinme kayıtları için mevzuatın öngördüğü süre boyunca saklanır; başvuruya eklenmeyen fotoğraflar bir saat sonra silinir.',
      },
      {
        heading: 'Haklarınız',
        text: 'KVKK 11. madde uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini isteme, itiraz etme ve zarara uğramanız hâlinde giderilmesini talep etme haklarına sahipsiniz. Başvurularınızı belediyemize yazılı olarak iletebilirsiniz; en geç 30 gün içinde yanıtlanır.',
      },
    ],
  },
  card: {
    status: 'Durum',
    createdAt: 'Başvuru tarihi',
    deadline: 'Yasal yanıt süresi',
    place: 'Yer',
    kindCategory: '{{kind}} · {{category}}',
    photos: '{{count}} fotoğraf',
    answer: 'Belediyenin yanıtı',
    rejection: 'Red gerekçesi',
    history: 'Durum geçmişi',
  },
};

export type ComplaintsTranslation = typeof complaints;
