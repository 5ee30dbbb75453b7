// The membership sentences of SPEC §8, in a module of their own with no zod: the sign-in screen shows
// them without loading the contract's schemas (@ebelediye/contract/session-messages).

export const sessionMessages = {
  noMember: 'Kullanıcı kaydı bulunamadı. Lütfen üyelik alınız.',
  wrongPassword: 'Kullanıcı adı veya şifre hatalı.',
  captchaRequired: 'Lütfen gerçek kişi olduğunuzu doğrulayınız.',
  passwordSent: 'Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.',
  resetNoMatch: 'Bu kimlik numarası ve cep telefonuyla eşleşen bir üyelik bulunamadı.',
  invalidEDevletToken: 'Geçersiz token, E-devlet girişi başarısız',
  eDevletFailed: 'E-devlet girişi başarısız',
  noRegistry: 'Sicil bilgisi bulunamadı.',
  memberExists: 'Bu kimlik numarasıyla zaten bir üyelik var. Giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
  locked: 'Çok fazla hatalı deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyiniz.',
  codeWrong: 'Doğrulama kodu hatalı.',
  codeExpired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyiniz.',
  codeTooManyTries: 'Bu kod için deneme hakkınız doldu. Lütfen yeni kod isteyiniz.',
  phoneNotVerified: 'Cep telefonunuzu SMS ile gelen kodla doğrulayınız.',
  identityNotVerified: 'Kimlik bilgileri nüfus kayıtlarıyla eşleşmedi. Ad, soyad ve doğum tarihini kontrol ediniz.',
  currentPasswordWrong: 'Mevcut şifreniz hatalı.',
  passwordsDiffer: 'Yeni şifre ile tekrarı aynı değil.',
  sameAsOld: 'Yeni şifre eskisiyle aynı olamaz.',
  mustChangePassword:
    'SMS ile gönderilen geçici şifreyle giriş yaptınız. Devam etmek için yeni bir şifre belirleyiniz.',
} as const;
