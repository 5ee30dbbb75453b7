/**
 * The staff desk's sentences (/yonetim). A namespace of its own ('desk'), added to i18next when the
 * desk's code loads, so none of it is in a citizen's first load.
 */
export const desk = {
  name: 'Personel Masası',
  skipToContent: 'Ana içeriğe geç',
  navigation: 'Masa menüsü',
  menu: 'Menü',
  signedInAs: '{{name}} · {{role}}',
  signedInUnit: '{{name}} · {{role}} · {{unit}}',
  signOut: 'Çıkış yap',
  signedOut: 'Personel oturumunuz kapandı.',
  sessionEnded: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapınız.',
  backToPortal: 'Vatandaş portalına dön',
  pages: {
    home: 'Masa Özeti',
    signIn: 'Personel Girişi',
  },
  signIn: {
    heading: 'Personel Girişi',
    intro: 'Belediye personeli içindir. Hesaplar yönetici tarafından açılır; kendiniz üye olamazsınız.',
    userName: 'Kullanıcı adı',
    password: 'Şifre',
    submit: 'Devam et',
    submitting: 'Denetleniyor...',
    codeSent: '{{phone}} numaralı telefonunuza bir doğrulama kodu gönderildi.',
    code: 'SMS doğrulama kodu',
    codeHint: '6 haneli kod',
    verify: 'Giriş yap',
    verifying: 'Doğrulanıyor...',
    startOver: 'Baştan başla',
  },
  home: {
    welcome: 'Hoş geldiniz, {{name}}.',
    intro: 'Soldaki menüden çalışmak istediğiniz masayı seçiniz. Masada yaptığınız her işlem adınızla kayda geçer.',
    role: 'Rolünüz',
    unit: 'Biriminiz',
    noUnit: 'Birime bağlı değil',
  },
  roles: {
    operator: 'Operatör',
    unit_manager: 'Birim yöneticisi',
    administrator: 'Yönetici',
  },
};

export type DeskTranslation = typeof desk;
