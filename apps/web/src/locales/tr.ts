import { session } from './tr/session';
import type { debts } from './tr/debts';
import type { declarations } from './tr/declarations';
import type { employees } from './tr/employees';
import type { payments } from './tr/payments';
import { publicInformation } from './tr/public-information';
import type { restructuring } from './tr/restructuring';

/**
 * Every sentence the web shows, in Turkish. Messages that the server also says (validation,
 * error codes) come from @ebelediye/contract instead, so both sides say the same sentence.
 */
export const tr = {
  common: {
    // SPEC §2 writes "Yukleniyor..." in ASCII; written with its Turkish letters (docs/decisions/023).
    loading: 'Yükleniyor...',
    backToHome: 'Anasayfaya dön',
    opensInNewTab: '(yeni sekmede açılır)',
    close: 'Kapat',
    retry: 'Tekrar dene',
  },
  startup: {
    settingsFailed: 'Uygulama ayarları yüklenemedi. Lütfen bağlantınızı kontrol edip tekrar deneyiniz.',
  },
  routeError: {
    title: 'Sayfa açılamadı',
    body: 'Bu sayfa yüklenirken bir sorun oluştu. Sayfayı yenilemeyi deneyiniz.',
    reload: 'Sayfayı yenile',
  },
  feedback: {
    errorTitle: 'Hata!',
    ok: 'Tamam',
    confirmTitle: 'Bilgilendirme',
    yes: 'Evet',
    no: 'Hayır',
  },
  layout: {
    skipToContent: 'İçeriğe geç',
    mainMenu: 'Ana menü',
    compactMenu: 'Menüyü daralt',
    expandMenu: 'Menüyü genişlet',
    demo: 'DEMO',
    demoHint: 'Bu bir demo kurulumudur; bilgiler gerçek değildir.',
    signIn: 'Giriş Yap',
    signOut: 'Çıkış Yap',
    footer: '© {{year}} {{municipality}}',
    municipalityWebsite: 'Belediye web sitesi',
    theme: {
      button: 'Tema: {{current}}',
      menu: 'Tema seçimi',
      light: 'Açık',
      dark: 'Koyu',
      system: 'Cihazımın ayarı',
    },
  },
  menu: {
    loadFailed: 'Menü yüklenemedi.',
  },
  search: {
    label: 'Menüde ara',
    placeholder: 'Hizmet ara…',
    open: 'Aramayı aç',
    noResults: 'Sonuç bulunamadı',
  },
  chat: {
    open: 'Demo sohbeti aç',
    close: 'Demo sohbeti kapat',
    title: 'Demo sohbet',
    notice: 'Demo sohbet — gerçek bir destek hattı değildir',
    messageLabel: 'Mesajınız',
    send: 'Gönder',
    you: 'Siz',
    agent: 'Destek',
    // Canned conversation shown when the panel opens; nothing is sent anywhere.
    samples: [
      { author: 'agent', text: 'Merhaba, e-Belediye destek hattına hoş geldiniz. Size nasıl yardımcı olabilirim?' },
      { author: 'visitor', text: 'Emlak vergisi borcumu nasıl öğrenebilirim?' },
      {
        author: 'agent',
        text: 'Menüdeki "Borç Sorgulama ve Ödeme" ekranından giriş yaparak borçlarınızı görebilir ve kartla ödeyebilirsiniz.',
      },
    ],
    autoReply:
      'Bu bir demo sohbettir; mesajınız kimseye iletilmedi. Sorularınız için belediyemizin iletişim bilgilerini kullanabilirsiniz.',
  },
  home: {
    welcome: 'e-Belediye hizmetlerine hoş geldiniz',
    intro: 'Borç sorgulama, ödeme, beyanname ve başvurularınızı çevrimiçi yapabilirsiniz.',
    mayorPhotoAlt: '{{title}} {{name}}',
    aboutMayor: 'Başkanımızı tanıyın',
    website: 'Belediyemizin web sitesi',
    services: 'Çevrimiçi hizmetler',
    noServices: 'Çevrimiçi hizmetler kullanıma açıldıkça burada listelenecek.',
    contact: 'İletişim',
    allServices: 'Tüm menü',
  },
  contact: {
    phone: 'Telefon',
    email: 'E-posta',
    address: 'Adres',
  },
  signIn: {
    heading: 'e-Belediye Girişi',
    pending: 'Üyelik girişi yakında bu sayfada olacak.',
    forgotPassword: 'Şifremi unuttum',
  },
  notFound: {
    body: 'Aradığınız sayfa bulunamadı ya da taşınmış olabilir.',
  },
  pending: {
    body: 'Bu hizmet henüz kullanıma açılmadı.',
  },
  ...publicInformation,
  session,
  routes: {
    home: 'Anasayfa',
    mobileMenu: 'Menü',
    notFound: 'Sayfa bulunamadı',
    signIn: 'Giriş',
    signUp: 'Üye Ol',
    forgotPassword: 'Belediye Şifre Sıfırlama',
    forgottenPassword: 'Şifremi Unuttum',
    eDevletOneClick: 'e-Devlet ile Giriş',
    eDevletLogin: 'e-Devlet ile Giriş',
    estateConstructionCost: 'Bina İnşaat Maliyetleri',
    advertisingTaxAnnualGroupTariff: 'İlan Reklam Vergisi Tarifesi',
    resolutionCommitteeObservation: 'Encümen Kararları',
    resolutionCouncilObservation: 'Meclis Kararları',
    estateStreetValuation: 'Emlak Arsa Birim Değerleri',
    estateAbrasionShare: 'Emlak Aşınma Payları',
    complaintsAndRequests: 'Şikâyet ve Talepler',
    ectAnnualPrice: 'Çevre Temizlik Vergisi Tarifesi',
    fastPayment: 'Hızlı Ödeme',
    fastPaymentForMatrimony: 'Nikâh Ücreti Ödeme',
    estateDeclarationLand: 'Emlak Beyanı – Arazi',
    estateDeclarationPlot: 'Emlak Beyanı – Arsa',
    estateDeclarationBuilding: 'Emlak Beyanı – Bina',
    entertainmentDeclaration: 'Eğlence Vergisi Beyanı',
    adDeclaration: 'İlan ve Reklam Vergisi Beyanı',
    ectDeclaration: 'Çevre Temizlik Vergisi Beyanı',
    myDeclarations: 'Beyanlarım',
    debtQuestioning: 'Borç Sorgulama ve Ödeme',
    debtRestructuring: 'Borç Yapılandırma',
    register: 'Üyelik Başvurusu',
    registryObservation: 'Sicil Bilgilerim',
    userUpdate: 'Üyelik Bilgilerim',
    contractCancellation: 'Abonelik Sözleşmesi İptali',
    failedOperation: 'İşlem Başarısız',
    successOperation: 'İşlem Başarılı',
    ziraatBank: 'Ziraat Bankası ile Ödeme',
    vakifBank: 'VakıfBank ile Ödeme',
    otherBanksPayment: 'Diğer Bankalarla Ödeme',
    isBankPayment: 'İş Bankası ile Ödeme',
    salaryPayroll: 'Maaş Bordrosu',
    leaveInformation: 'İzin Bilgileri',
    enforcementInformation: 'İcra Bilgileri',
    changePassword: 'Şifre Değiştir',
  },
};

/**
 * The default namespace's keys. The sentences of some screens join it when those screens' code loads
 * (locales/*-sentences.ts, imported by every module that uses them), so the first load does not carry
 * them: the declarations', the debts', the payments', the restructuring's and the employees'.
 */
export type Translation = typeof tr & {
  declarations: typeof declarations;
  debts: typeof debts;
  payments: typeof payments;
  restructuring: typeof restructuring;
  employees: typeof employees;
};
