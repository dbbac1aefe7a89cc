/**
 * The Turkish and English of every Arabic sentence the field rules and services answer with, keyed by the
 * Arabic (numbers in it written `{n}`). `server-texts.spec.ts` fails when a sentence the server can say has no
 * entry here.
 */
export const TRANSLATIONS: Record<string, { tr: string; en: string }> = {
  // Sessions, accounts and passwords
  'قيمة تذكرني غير صحيحة': { tr: '“Beni hatırla” değeri geçersiz', en: 'The “remember me” value is invalid' },
  'رمز الجلسة غير صالح': { tr: 'Oturum anahtarı geçersiz', en: 'The session token is invalid' },
  'كلمة المرور مطلوبة': { tr: 'Şifre gereklidir', en: 'The password is required' },
  'كلمة المرور الحالية مطلوبة': { tr: 'Mevcut şifre gereklidir', en: 'The current password is required' },
  'كلمة المرور الجديدة مطلوبة': { tr: 'Yeni şifre gereklidir', en: 'The new password is required' },
  'كلمة المرور طويلة جداً': { tr: 'Şifre çok uzun', en: 'The password is too long' },
  'كلمة المرور يجب أن تكون {n} أحرف على الأقل': {
    tr: 'Şifre en az {n} karakter olmalıdır',
    en: 'The password must be at least {n} characters long',
  },
  'انتهت مهلة التحقق. سجّل الدخول من جديد': {
    tr: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapın',
    en: 'The verification time has run out. Please sign in again',
  },
  'أدخل رمز التحقق': { tr: 'Doğrulama kodunu girin', en: 'Enter the verification code' },
  'أدخل رمز التحقق من تطبيق المصادقة لإكمال تسجيل الدخول': {
    tr: 'Girişi tamamlamak için kimlik doğrulama uygulamanızdaki kodu girin',
    en: 'Enter the code from your authenticator app to finish signing in',
  },
  'رابط التأكيد غير صالح': { tr: 'Doğrulama bağlantısı geçersiz', en: 'The confirmation link is invalid' },
  'رابط إعادة التعيين غير صالح': { tr: 'Şifre sıfırlama bağlantısı geçersiz', en: 'The reset link is invalid' },
  'يرجى تأكيد بريدك الإلكتروني قبل تقديم الطلب. أرسلنا إليك رابط التأكيد، ويمكنك طلب رابط جديد من ملفك الشخصي': {
    tr: 'Sipariş vermeden önce lütfen e-posta adresinizi doğrulayın. Size bir doğrulama bağlantısı gönderdik; profilinizden yeni bir bağlantı isteyebilirsiniz',
    en: 'Please confirm your e-mail address before placing an order. We have sent you a confirmation link, and you can request a new one from your profile',
  },
  'وصف المخطط متاح للمستخدمين المسجلين فقط. سجّل الدخول وأرسل رمز الدخول': {
    tr: 'Şema açıklaması yalnızca kayıtlı kullanıcılara açıktır. Giriş yapın ve erişim anahtarınızı gönderin',
    en: 'The schema description is only available to signed-in users. Sign in and send your access token',
  },
  'أرسلنا رابط تأكيد جديداً إلى بريدك الإلكتروني': {
    tr: 'E-posta adresinize yeni bir doğrulama bağlantısı gönderdik',
    en: 'We have sent a new confirmation link to your e-mail address',
  },
  'إذا كان البريد الإلكتروني مسجلاً لدينا فستصلك رسالة فيها رابط إعادة تعيين كلمة المرور': {
    tr: 'Bu e-posta adresi bizde kayıtlıysa, şifre sıfırlama bağlantısını içeren bir e-posta alacaksınız',
    en: 'If this e-mail address is registered with us, you will receive a message with a link to reset your password',
  },
  'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن': {
    tr: 'Şifreniz değiştirildi. Artık giriş yapabilirsiniz',
    en: 'Your password has been changed. You can sign in now',
  },

  // Rate limits
  'طلبت روابط تأكيد كثيرة، يرجى المحاولة بعد {n} دقيقة': {
    tr: 'Çok fazla doğrulama bağlantısı istediniz. Lütfen {n} dakika sonra tekrar deneyin',
    en: 'You have requested too many confirmation links. Please try again in {n} minutes',
  },
  'طلبات إعادة تعيين كلمة المرور كثيرة، يرجى المحاولة بعد {n} دقيقة': {
    tr: 'Çok fazla şifre sıfırlama isteği. Lütfen {n} dakika sonra tekrar deneyin',
    en: 'Too many password reset requests. Please try again in {n} minutes',
  },
  'محاولات إنشاء حسابات كثيرة من هذا الجهاز، يرجى المحاولة بعد {n} دقيقة': {
    tr: 'Bu cihazdan çok fazla hesap oluşturma denemesi yapıldı. Lütfen {n} dakika sonra tekrar deneyin',
    en: 'Too many attempts to create accounts from this device. Please try again in {n} minutes',
  },
  'محاولات دخول خاطئة كثيرة من هذا الجهاز، حاول بعد {n} دقيقة': {
    tr: 'Bu cihazdan çok fazla hatalı giriş denemesi yapıldı. Lütfen {n} dakika sonra tekrar deneyin',
    en: 'Too many failed sign-in attempts from this device. Please try again in {n} minutes',
  },
  'لقد أرسلت رسائل كثيرة، يرجى المحاولة بعد قليل': {
    tr: 'Çok fazla mesaj gönderdiniz. Lütfen biraz sonra tekrar deneyin',
    en: 'You have sent too many messages. Please try again shortly',
  },
  'محاولات بحث كثيرة. يرجى المحاولة بعد {n} ثانية': {
    tr: 'Çok fazla arama denemesi. Lütfen {n} saniye sonra tekrar deneyin',
    en: 'Too many search attempts. Please try again in {n} seconds',
  },

  // GraphQL query limits
  'الاستعلام أعمق من المسموح ({n} مستويات على الأكثر). قسّمه إلى استعلامات أبسط': {
    tr: 'Sorgu izin verilenden daha derin (en fazla {n} düzey). Lütfen daha basit sorgulara bölün',
    en: 'The query is nested deeper than allowed (at most {n} levels). Please split it into simpler queries',
  },
  'الاستعلام يكرر الحقول بأسماء مستعارة أكثر من المسموح ({n} على الأكثر). قسّمه إلى طلبات أصغر': {
    tr: 'Sorgu alanları izin verilenden fazla takma adla tekrarlıyor (en fazla {n}). Lütfen daha küçük isteklere bölün',
    en: 'The query repeats fields under aliases more than allowed (at most {n}). Please split it into smaller requests',
  },
  'الاستعلام أعقد من المسموح ({n} من أصل {n}). قسّمه إلى استعلامات أصغر': {
    tr: 'Sorgu izin verilenden daha karmaşık ({n} / {n}). Lütfen daha küçük sorgulara bölün',
    en: 'The query is more complex than allowed ({n} of {n}). Please split it into smaller queries',
  },

  // Input in general
  'النص يحتوي على محارف غير مسموح بها': {
    tr: 'Metin izin verilmeyen karakterler içeriyor',
    en: 'The text contains characters that are not allowed',
  },
  'البيانات متداخلة أكثر من المسموح': {
    tr: 'Veriler izin verilenden daha fazla iç içe',
    en: 'The data is nested more deeply than allowed',
  },
  'القيمة يجب أن تكون كائناً': { tr: 'Değer bir nesne olmalıdır', en: 'The value must be an object' },
  'يجب أن يكون القسم كائناً من الحقول': {
    tr: 'Bölüm, alanlardan oluşan bir nesne olmalıdır',
    en: 'The section must be an object of fields',
  },
  'يجب أن تكون القيمة نصاً': { tr: 'Değer metin olmalıdır', en: 'The value must be text' },
  'يجب ألا يزيد النص عن {n} حرفاً': {
    tr: 'Metin en fazla {n} karakter olabilir',
    en: 'The text may be at most {n} characters long',
  },
  'النص غير صحيح': { tr: 'Metin geçersiz', en: 'The text is invalid' },
  'النص مطلوب': { tr: 'Metin gereklidir', en: 'The text is required' },
  'يجب أن تكون القيمة رقماً': { tr: 'Değer bir sayı olmalıdır', en: 'The value must be a number' },
  'يجب أن تكون القيمة رقماً صحيحاً': { tr: 'Değer bir tam sayı olmalıdır', en: 'The value must be a whole number' },
  'أقل قيمة مسموحة {n}': { tr: 'İzin verilen en küçük değer {n}', en: 'The smallest value allowed is {n}' },
  'أعلى قيمة مسموحة {n}': { tr: 'İzin verilen en büyük değer {n}', en: 'The largest value allowed is {n}' },
  'يجب أن تكون القيمة نعم أو لا': { tr: 'Değer evet veya hayır olmalıdır', en: 'The value must be yes or no' },
  'يجب أن تكون القيمة صحيحاً أو خطأ': { tr: 'Değer true veya false olmalıdır', en: 'The value must be true or false' },
  'يجب أن تكون القيمة قائمة': { tr: 'Değer bir liste olmalıdır', en: 'The value must be a list' },
  'القيمة مطلوبة': { tr: 'Değer gereklidir', en: 'The value is required' },
  'التاريخ غير صحيح': { tr: 'Tarih geçersiz', en: 'The date is invalid' },
  'التاريخ يجب أن يكون بالشكل YYYY-MM-DD': {
    tr: 'Tarih YYYY-MM-DD biçiminde olmalıdır',
    en: 'The date must be in the form YYYY-MM-DD',
  },
  'التاريخ غير موجود في التقويم': { tr: 'Bu tarih takvimde yok', en: 'This date does not exist in the calendar' },
  'الوقت يجب أن يكون بالشكل HH:MM': { tr: 'Saat HH:MM biçiminde olmalıdır', en: 'The time must be in the form HH:MM' },
  'تاريخ البداية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD': {
    tr: 'Başlangıç tarihi YYYY-MM-DD biçiminde geçerli bir tarih olmalıdır',
    en: 'The start date must be a valid date in the form YYYY-MM-DD',
  },
  'تاريخ النهاية يجب أن يكون تاريخاً صحيحاً بالشكل YYYY-MM-DD': {
    tr: 'Bitiş tarihi YYYY-MM-DD biçiminde geçerli bir tarih olmalıdır',
    en: 'The end date must be a valid date in the form YYYY-MM-DD',
  },
  'تاريخ النهاية يجب ألا يسبق تاريخ البداية': {
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    en: 'The end date cannot be before the start date',
  },
  'البريد الإلكتروني غير صحيح': { tr: 'E-posta adresi geçersiz', en: 'The e-mail address is invalid' },
  'البريد الإلكتروني طويل جداً': { tr: 'E-posta adresi çok uzun', en: 'The e-mail address is too long' },
  'الاسم الكامل مطلوب': { tr: 'Ad soyad gereklidir', en: 'The full name is required' },
  'الاسم الكامل طويل جداً': { tr: 'Ad soyad çok uzun', en: 'The full name is too long' },
  'الاسم مطلوب': { tr: 'Ad gereklidir', en: 'The name is required' },
  'رقم الهاتف غير صحيح': { tr: 'Telefon numarası geçersiz', en: 'The phone number is invalid' },
  'رقم الهاتف مطلوب': { tr: 'Telefon numarası gereklidir', en: 'The phone number is required' },
  'رقم الهاتف غير صحيح. اختر رمز الدولة واكتب الرقم دون صفر في أوله': {
    tr: 'Telefon numarası geçersiz. Ülke kodunu seçin ve numarayı başında sıfır olmadan yazın',
    en: 'The phone number is invalid. Choose the country code and write the number without a leading zero',
  },
  'العملة غير صحيحة': { tr: 'Para birimi geçersiz', en: 'The currency is invalid' },
  'طريقة الدفع غير صحيحة': { tr: 'Ödeme yöntemi geçersiz', en: 'The payment method is invalid' },
  'نص البحث غير صحيح': { tr: 'Arama metni geçersiz', en: 'The search text is invalid' },
  'نص البحث طويل جداً': { tr: 'Arama metni çok uzun', en: 'The search text is too long' },
  'المدة يجب أن تكون {n} أو {n} أو {n} يوماً': {
    tr: 'Süre {n}, {n} veya {n} gün olmalıdır',
    en: 'The period must be {n}, {n} or {n} days',
  },

  // Pages of a list
  'رقم الصفحة يجب أن يكون رقماً صحيحاً': {
    tr: 'Sayfa numarası bir tam sayı olmalıdır',
    en: 'The page number must be a whole number',
  },
  'رقم الصفحة يبدأ من {n}': { tr: 'Sayfa numarası {n} ile başlar', en: 'Page numbers start at {n}' },
  'أكبر رقم للصفحة {n}': { tr: 'Sayfa numarası en fazla {n} olabilir', en: 'The page number can be at most {n}' },
  'حجم الصفحة يجب أن يكون رقماً صحيحاً': {
    tr: 'Sayfa boyutu bir tam sayı olmalıdır',
    en: 'The page size must be a whole number',
  },
  'حجم الصفحة يبدأ من {n}': { tr: 'Sayfa boyutu en az {n} olmalıdır', en: 'The page size must be at least {n}' },
  'أكبر حجم للصفحة {n}': { tr: 'Sayfa boyutu en fazla {n} olabilir', en: 'The page size can be at most {n}' },

  // Record numbers
  'رقم المستخدم غير صحيح': { tr: 'Kullanıcı numarası geçersiz', en: 'The user number is invalid' },
  'رقم الطلب غير صحيح': { tr: 'Sipariş numarası geçersiz', en: 'The order number is invalid' },
  'رقم الملف غير صحيح': { tr: 'Dosya numarası geçersiz', en: 'The file number is invalid' },
  'رقم الخدمة غير صحيح': { tr: 'Hizmet numarası geçersiz', en: 'The service number is invalid' },
  'رقم نقطة الاستقبال غير صحيح': {
    tr: 'Webhook uç noktası numarası geçersiz',
    en: 'The webhook endpoint number is invalid',
  },
  'رقم الإرسال غير صحيح': { tr: 'Gönderim numarası geçersiz', en: 'The delivery number is invalid' },
  'رقم الحساب غير صحيح': { tr: 'Hesap numarası geçersiz', en: 'The account number is invalid' },
  'عنوان نقطة الاستقبال يجب أن يكون نصاً': { tr: 'Webhook adresi metin olmalıdır', en: 'The webhook URL must be text' },
  'الأحداث يجب أن تكون قائمة': { tr: 'Olaylar bir liste olmalıdır', en: 'The events must be a list' },
  'اختر حدثاً واحداً على الأقل': { tr: 'En az bir olay seçin', en: 'Choose at least one event' },
  'الأحداث مكررة': { tr: 'Olaylar yineleniyor', en: 'The events repeat' },
  'كل حدث يجب أن يكون نصاً': { tr: 'Her olay metin olmalıdır', en: 'Each event must be text' },
  'اسم الحدث طويل جداً': { tr: 'Olay adı çok uzun', en: 'The event name is too long' },
  'رقم الشخص غير صحيح': { tr: 'Kişi numarası geçersiz', en: 'The person number is invalid' },
  'رقم النسخة الاحتياطية غير صحيح': { tr: 'Yedek numarası geçersiz', en: 'The backup number is invalid' },
  'رقم المستند المطلوب غير صحيح': {
    tr: 'Gerekli belge numarası geçersiz',
    en: 'The required document number is invalid',
  },

  // Files and uploads
  'الملف مطلوب': { tr: 'Dosya gereklidir', en: 'The file is required' },
  'الملف فارغ': { tr: 'Dosya boş', en: 'The file is empty' },
  'الصورة مطلوبة': { tr: 'Görsel gereklidir', en: 'The image is required' },
  'اسم الملف مطلوب': { tr: 'Dosya adı gereklidir', en: 'The file name is required' },
  'اسم الملف طويل جداً': { tr: 'Dosya adı çok uzun', en: 'The file name is too long' },
  'محتوى الملف يجب أن يكون بترميز base64': {
    tr: 'Dosya içeriği base64 ile kodlanmış olmalıdır',
    en: 'The file content must be base64-encoded',
  },
  'اختر ملفاً واحداً على الأقل': { tr: 'En az bir dosya seçin', en: 'Choose at least one file' },
  'أرسل ملفاً واحداً فقط': { tr: 'Yalnızca bir dosya gönderin', en: 'Send only one file' },
  'أرسل الملفات بصيغة multipart/form-data': {
    tr: 'Dosyaları multipart/form-data biçiminde gönderin',
    en: 'Send the files as multipart/form-data',
  },
  'أرسل الملف بصيغة multipart/form-data': {
    tr: 'Dosyayı multipart/form-data biçiminde gönderin',
    en: 'Send the file as multipart/form-data',
  },
  'لا يمكن رفع أكثر من {n} ملفات في الطلب': {
    tr: 'Bir siparişe en fazla {n} dosya yüklenebilir',
    en: 'At most {n} files can be uploaded to an order',
  },
  'لا يمكن إرسال أكثر من {n} ملفات في رسالة': {
    tr: 'Bir mesajla en fazla {n} dosya gönderilebilir',
    en: 'At most {n} files can be sent with one message',
  },
  'نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG': {
    tr: 'Dosya türü desteklenmiyor. İzin verilen türler: PDF, JPG ve PNG',
    en: 'This file type is not supported. Allowed types: PDF, JPG and PNG',
  },
  'حجم الملف يجب ألا يزيد عن {n} ميغابايت': {
    tr: 'Dosya boyutu en fazla {n} MB olabilir',
    en: 'The file may be at most {n} MB',
  },
  'نوع الصورة غير مدعوم. الأنواع المسموحة: PNG وJPG وWEBP': {
    tr: 'Görsel türü desteklenmiyor. İzin verilen türler: PNG, JPG ve WEBP',
    en: 'This image type is not supported. Allowed types: PNG, JPG and WEBP',
  },
  'حجم الصورة يجب أن يكون أقل من {n} ميغابايت': {
    tr: 'Görsel boyutu {n} MB’tan küçük olmalıdır',
    en: 'The image must be smaller than {n} MB',
  },
  'نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG': {
    tr: 'Logo türü desteklenmiyor. İzin verilen türler: PNG ve JPG',
    en: 'This logo type is not supported. Allowed types: PNG and JPG',
  },
  'حجم الشعار يجب ألا يزيد عن {n} ميغابايت': {
    tr: 'Logo boyutu en fazla {n} MB olabilir',
    en: 'The logo may be at most {n} MB',
  },
  'نوع الأيقونة غير مدعوم. الأنواع المسموحة: PNG وICO': {
    tr: 'Simge türü desteklenmiyor. İzin verilen türler: PNG ve ICO',
    en: 'This icon type is not supported. Allowed types: PNG and ICO',
  },
  'حجم الأيقونة يجب ألا يزيد عن {n} كيلوبايت': {
    tr: 'Simge boyutu en fazla {n} KB olabilir',
    en: 'The icon may be at most {n} KB',
  },

  // Backups
  'ملف النسخة الاحتياطية مطلوب': { tr: 'Yedek dosyası gereklidir', en: 'The backup file is required' },
  'تعذر إنشاء النسخة الاحتياطية': { tr: 'Yedek oluşturulamadı', en: 'The backup could not be created' },
  'أرسل ملف النسخة الاحتياطية في الحقل file': {
    tr: 'Yedek dosyasını file alanında gönderin',
    en: 'Send the backup file in the file field',
  },

  // The catalogue: services, intake questions, required documents
  'قيمة is_active يجب أن تكون true أو false': {
    tr: 'is_active değeri true veya false olmalıdır',
    en: 'The is_active value must be true or false',
  },
  'الاسم بالعربية مطلوب': { tr: 'Arapça ad gereklidir', en: 'The Arabic name is required' },
  'يجب ألا يزيد الاسم عن {n} حرف': {
    tr: 'Ad en fazla {n} karakter olabilir',
    en: 'The name may be at most {n} characters long',
  },
  'التصنيف مطلوب': { tr: 'Kategori gereklidir', en: 'The category is required' },
  'التصنيف غير صحيح': { tr: 'Kategori geçersiz', en: 'The category is invalid' },
  'السعر يجب أن يكون رقماً، مثل {n} أو {n}.{n}': {
    tr: 'Fiyat, {n} veya {n}.{n} gibi bir sayı olmalıdır',
    en: 'The price must be a number, such as {n} or {n}.{n}',
  },
  'السعر لا يمكن أن يكون سالباً': { tr: 'Fiyat eksi olamaz', en: 'The price cannot be negative' },
  'السعر يقبل منزلتين عشريتين على الأكثر': {
    tr: 'Fiyat en fazla iki ondalık basamak içerebilir',
    en: 'The price takes at most two decimal places',
  },
  'السعر أكبر من المسموح': { tr: 'Fiyat izin verilenden yüksek', en: 'The price is higher than allowed' },
  'السعر بالليرة التركية مطلوب': {
    tr: 'Türk lirası cinsinden fiyat gereklidir',
    en: 'The price in Turkish lira is required',
  },
  'مدة التنفيذ يجب أن تكون عدداً صحيحاً من الأيام': {
    tr: 'İşlem süresi tam gün sayısı olmalıdır',
    en: 'The processing time must be a whole number of days',
  },
  'مدة التنفيذ يجب أن تكون يوماً واحداً على الأقل': {
    tr: 'İşlem süresi en az bir gün olmalıdır',
    en: 'The processing time must be at least one day',
  },
  'مدة التنفيذ يجب ألا تزيد عن {n} يوماً': {
    tr: 'İşlem süresi en fazla {n} gün olabilir',
    en: 'The processing time may be at most {n} days',
  },
  'تسليم النتيجة يجب أن يكون true أو false': {
    tr: 'Sonuç teslimi true veya false olmalıdır',
    en: 'Result delivery must be true or false',
  },
  'حالة التفعيل يجب أن تكون true أو false': {
    tr: 'Etkinlik durumu true veya false olmalıdır',
    en: 'The active status must be true or false',
  },
  'العنوان بالعربية مطلوب': { tr: 'Arapça başlık gereklidir', en: 'The Arabic title is required' },
  'يجب ألا يزيد العنوان عن {n} حرفاً': {
    tr: 'Başlık en fazla {n} karakter olabilir',
    en: 'The title may be at most {n} characters long',
  },
  'رمز الخيار مطلوب': { tr: 'Seçenek kodu gereklidir', en: 'The option code is required' },
  'رمز الخيار أحرف لاتينية صغيرة وأرقام و_ ويبدأ بحرف، مثل father_name': {
    tr: 'Seçenek kodu küçük Latin harfleri, rakamlar ve _ içerir ve bir harfle başlar, örneğin father_name',
    en: 'The option code is lower-case Latin letters, digits and _, starting with a letter, such as father_name',
  },
  'يجب ألا يزيد رمز الخيار عن {n} حرفاً': {
    tr: 'Seçenek kodu en fazla {n} karakter olabilir',
    en: 'The option code may be at most {n} characters long',
  },
  'مفتاح السؤال مطلوب': { tr: 'Soru anahtarı gereklidir', en: 'The question key is required' },
  'مفتاح السؤال أحرف لاتينية صغيرة وأرقام و_ ويبدأ بحرف، مثل father_name': {
    tr: 'Soru anahtarı küçük Latin harfleri, rakamlar ve _ içerir ve bir harfle başlar, örneğin father_name',
    en: 'The question key is lower-case Latin letters, digits and _, starting with a letter, such as father_name',
  },
  'يجب ألا يزيد مفتاح السؤال عن {n} حرفاً': {
    tr: 'Soru anahtarı en fazla {n} karakter olabilir',
    en: 'The question key may be at most {n} characters long',
  },
  'التاريخ بصيغة YYYY-MM-DD أو today': {
    tr: 'Tarih YYYY-MM-DD biçiminde veya today olmalıdır',
    en: 'The date must be YYYY-MM-DD or today',
  },
  'مجال التاريخ لا يناسب نوع هذا السؤال': {
    tr: 'Tarih aralığı bu soru türüne uygun değil',
    en: 'A date range does not fit this type of question',
  },
  'الطول لا يناسب نوع هذا السؤال': {
    tr: 'Uzunluk sınırı bu soru türüne uygun değil',
    en: 'A length limit does not fit this type of question',
  },
  'النمط لا يناسب نوع هذا السؤال': {
    tr: 'Desen bu soru türüne uygun değil',
    en: 'A pattern does not fit this type of question',
  },
  'مجال الرقم لا يناسب نوع هذا السؤال': {
    tr: 'Sayı aralığı bu soru türüne uygun değil',
    en: 'A number range does not fit this type of question',
  },
  'نوع السؤال مطلوب': { tr: 'Soru türü gereklidir', en: 'The question type is required' },
  'نوع السؤال غير صحيح': { tr: 'Soru türü geçersiz', en: 'The question type is invalid' },
  'قيمة "إلزامي" يجب أن تكون true أو false': {
    tr: '“Zorunlu” değeri true veya false olmalıdır',
    en: 'The “required” value must be true or false',
  },
  'أقل طول يجب أن يكون عدداً صحيحاً': {
    tr: 'En kısa uzunluk bir tam sayı olmalıdır',
    en: 'The minimum length must be a whole number',
  },
  'أقل طول لا يكون سالباً': { tr: 'En kısa uzunluk eksi olamaz', en: 'The minimum length cannot be negative' },
  'أقل طول لا يزيد عن {n}': {
    tr: 'En kısa uzunluk en fazla {n} olabilir',
    en: 'The minimum length can be at most {n}',
  },
  'أكبر طول يجب أن يكون عدداً صحيحاً': {
    tr: 'En uzun uzunluk bir tam sayı olmalıdır',
    en: 'The maximum length must be a whole number',
  },
  'أكبر طول يبدأ من {n}': { tr: 'En uzun uzunluk en az {n} olmalıdır', en: 'The maximum length must be at least {n}' },
  'أكبر طول لا يزيد عن {n}': {
    tr: 'En uzun uzunluk en fazla {n} olabilir',
    en: 'The maximum length can be at most {n}',
  },
  'أكبر طول يجب ألا يقل عن أقل طول': {
    tr: 'En uzun uzunluk, en kısa uzunluktan küçük olamaz',
    en: 'The maximum length cannot be less than the minimum length',
  },
  'النمط ليس تعبيراً نمطياً صحيحاً': {
    tr: 'Desen geçerli bir düzenli ifade değil',
    en: 'The pattern is not a valid regular expression',
  },
  'آخر تاريخ يجب ألا يسبق أول تاريخ': {
    tr: 'En geç tarih, en erken tarihten önce olamaz',
    en: 'The latest date cannot be before the earliest date',
  },
  'أصغر رقم يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر': {
    tr: 'En küçük sayı en fazla iki ondalık basamaklı bir sayı olmalıdır',
    en: 'The smallest number must be a number with at most two decimal places',
  },
  'أصغر رقم خارج المجال': { tr: 'En küçük sayı aralığın dışında', en: 'The smallest number is out of range' },
  'أكبر رقم يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر': {
    tr: 'En büyük sayı en fazla iki ondalık basamaklı bir sayı olmalıdır',
    en: 'The largest number must be a number with at most two decimal places',
  },
  'أكبر رقم خارج المجال': { tr: 'En büyük sayı aralığın dışında', en: 'The largest number is out of range' },
  'أكبر رقم يجب ألا يقل عن أصغر رقم': {
    tr: 'En büyük sayı, en küçük sayıdan küçük olamaz',
    en: 'The largest number cannot be less than the smallest number',
  },
  'سؤال الاختيار يحتاج خياراً واحداً على الأقل': {
    tr: 'Seçmeli bir soru en az bir seçenek gerektirir',
    en: 'A choice question needs at least one option',
  },
  'الخيارات لسؤال الاختيار فقط': {
    tr: 'Seçenekler yalnızca seçmeli sorular içindir',
    en: 'Options are only for choice questions',
  },
  'الخيارات قائمة': { tr: 'Seçenekler bir liste olmalıdır', en: 'The options must be a list' },
  '{n} خياراً على الأكثر': { tr: 'En fazla {n} seçenek olabilir', en: 'At most {n} options are allowed' },
  'رمز الخيار مكرر': { tr: 'Seçenek kodu tekrarlanıyor', en: 'An option code is repeated' },
  'الأسئلة قائمة': { tr: 'Sorular bir liste olmalıdır', en: 'The questions must be a list' },
  '{n} سؤالاً على الأكثر': { tr: 'En fazla {n} soru olabilir', en: 'At most {n} questions are allowed' },
  'مفتاح السؤال مكرر: لكل سؤال مفتاح مختلف': {
    tr: 'Soru anahtarı tekrarlanıyor: her sorunun farklı bir anahtarı olmalıdır',
    en: 'A question key is repeated: each question needs its own key',
  },
  'الأنواع المقبولة يجب أن تكون قائمة': {
    tr: 'Kabul edilen türler bir liste olmalıdır',
    en: 'The accepted types must be a list',
  },
  'اختر نوعاً مقبولاً واحداً على الأقل': {
    tr: 'En az bir kabul edilen tür seçin',
    en: 'Choose at least one accepted type',
  },
  'الأنواع المقبولة: pdf وjpg وpng': {
    tr: 'Kabul edilen türler: pdf, jpg ve png',
    en: 'The accepted types are pdf, jpg and png',
  },
  'عدد الملفات يجب أن يكون من {n} إلى {n}': {
    tr: 'Dosya sayısı {n} ile {n} arasında olmalıdır',
    en: 'The number of files must be from {n} to {n}',
  },
  'أقصى عمر للمستند يجب أن يكون عدداً من الأيام بين {n} و{n}': {
    tr: 'Belgenin en fazla yaşı {n} ile {n} gün arasında olmalıdır',
    en: 'The maximum age of the document must be a number of days between {n} and {n}',
  },
  'المستندات المطلوبة يجب أن تكون قائمة': {
    tr: 'Gerekli belgeler bir liste olmalıdır',
    en: 'The required documents must be a list',
  },
  'لا يمكن أن تزيد المستندات المطلوبة عن {n}': {
    tr: 'En fazla {n} gerekli belge olabilir',
    en: 'There can be at most {n} required documents',
  },
  'هذا المستند المطلوب ليس من مستندات هذه الخدمة': {
    tr: 'Bu gerekli belge, bu hizmetin belgelerinden biri değil',
    en: 'This required document is not one of this service’s documents',
  },

  // The site's content and settings
  'اللون يجب أن يكون بالشكل #rrggbb': {
    tr: 'Renk #rrggbb biçiminde olmalıdır',
    en: 'The colour must be in the form #rrggbb',
  },
  'يجب أن تحتوي القائمة على عنصر واحد على الأقل': {
    tr: 'Liste en az bir öğe içermelidir',
    en: 'The list must contain at least one item',
  },
  'يجب ألا تزيد القائمة عن {n} عنصراً': {
    tr: 'Liste en fazla {n} öğe içerebilir',
    en: 'The list may contain at most {n} items',
  },
  'يجب أن تحتوي القائمة على {n} عناصر بالضبط': {
    tr: 'Liste tam olarak {n} öğe içermelidir',
    en: 'The list must contain exactly {n} items',
  },
  'العنوان مطلوب': { tr: 'Başlık gereklidir', en: 'The title is required' },
  'عنوان الواجهة مطلوب': { tr: 'Ana başlık gereklidir', en: 'The headline is required' },
  'الوصف مطلوب': { tr: 'Açıklama gereklidir', en: 'The description is required' },
  'اسم الموقع مطلوب': { tr: 'Site adı gereklidir', en: 'The site name is required' },
  'رقم IBAN غير صحيح': { tr: 'IBAN geçersiz', en: 'The IBAN is invalid' },
  'رمز SWIFT غير صحيح': { tr: 'SWIFT kodu geçersiz', en: 'The SWIFT code is invalid' },
  'اللغة غير مدعومة': { tr: 'Bu dil desteklenmiyor', en: 'This language is not supported' },
  'يجب أن تكون اللغات قائمة': { tr: 'Diller bir liste olmalıdır', en: 'The languages must be a list' },
  'يجب تفعيل لغة واحدة على الأقل': {
    tr: 'En az bir dil etkin olmalıdır',
    en: 'At least one language must be turned on',
  },
  'يجب أن تكون اللغة الافتراضية من اللغات المفعلة': {
    tr: 'Varsayılan dil, etkin dillerden biri olmalıdır',
    en: 'The default language must be one of the languages turned on',
  },
  'تكرار النسخ غير صحيح': { tr: 'Yedekleme sıklığı geçersiz', en: 'The backup frequency is invalid' },
  'يجب أن تكون أيام العمل قائمة': { tr: 'Çalışma günleri bir liste olmalıdır', en: 'The working days must be a list' },
  'يجب اختيار يوم عمل واحد على الأقل': {
    tr: 'En az bir çalışma günü seçilmelidir',
    en: 'Choose at least one working day',
  },
  'يجب أن تكون العطل قائمة': { tr: 'Tatiller bir liste olmalıdır', en: 'The holidays must be a list' },
  'لا يمكن أن تزيد العطل عن {n}': { tr: 'En fazla {n} tatil olabilir', en: 'There can be at most {n} holidays' },
  'يجب أن تكون الأسباب قائمة': { tr: 'Nedenler bir liste olmalıdır', en: 'The reasons must be a list' },
  'لا يمكن أن تزيد الأسباب عن {n}': { tr: 'En fazla {n} neden olabilir', en: 'There can be at most {n} reasons' },

  // The contact form
  'تم استلام رسالتك، وسنتواصل معك في أقرب وقت': {
    tr: 'Mesajınızı aldık; en kısa sürede sizinle iletişime geçeceğiz',
    en: 'We have received your message and will get back to you as soon as possible',
  },
  'أدخل البريد الإلكتروني أو رقم الهاتف لنتمكن من الرد عليك': {
    tr: 'Size dönebilmemiz için e-posta adresinizi veya telefon numaranızı girin',
    en: 'Enter your e-mail address or phone number so that we can reply to you',
  },
  'الاسم يجب أن يتكون من حرفين على الأقل': {
    tr: 'Ad en az iki karakter olmalıdır',
    en: 'The name must be at least two characters long',
  },
  'الرسالة قصيرة جداً، اكتب {n} أحرف على الأقل': {
    tr: 'Mesaj çok kısa; lütfen en az {n} karakter yazın',
    en: 'The message is too short; please write at least {n} characters',
  },
  'نص الرسالة مطلوب': { tr: 'Mesaj metni gereklidir', en: 'The message text is required' },

  // Orders
  'الرجاء اختيار خدمة': { tr: 'Lütfen bir hizmet seçin', en: 'Please choose a service' },
  'حالة الطلب غير صحيحة': { tr: 'Sipariş durumu geçersiz', en: 'The order status is invalid' },
  'حالة الاستحقاق غير صحيحة: overdue أو soon': {
    tr: 'Vade durumu geçersiz: overdue veya soon olmalıdır',
    en: 'The due status is invalid: use overdue or soon',
  },
  'تصفية المسؤول غير صحيحة': { tr: 'Sorumlu filtresi geçersiz', en: 'The assignee filter is invalid' },
  'الإجراء غير صحيح': { tr: 'İşlem geçersiz', en: 'The action is invalid' },
  'الإجابات كائن مفاتيحه مفاتيح الأسئلة وقيمه نصوص أو أرقام، لكل سؤال إجابة واحدة ({n} على الأكثر)': {
    tr: 'Yanıtlar, anahtarları soru anahtarları ve değerleri metin veya sayı olan bir nesnedir; her soruya bir yanıt (en fazla {n})',
    en: 'The answers are an object keyed by question key with text or number values, one answer per question (at most {n})',
  },
  'الملاحظات يجب أن تكون نصاً': { tr: 'Notlar metin olmalıdır', en: 'The notes must be text' },
  'العنوان يجب أن يكون نصاً': { tr: 'Adres metin olmalıdır', en: 'The address must be text' },
  'الملاحظة يجب أن تكون نصاً': { tr: 'Not metin olmalıdır', en: 'The note must be text' },
  'اكتب نص الملاحظة': { tr: 'Notun metnini yazın', en: 'Write the text of the note' },
  // Ratings of completed orders
  'التقييم يجب أن يكون عدداً صحيحاً من {n} إلى {n} نجوم': {
    tr: 'Değerlendirme {n} ile {n} arasında tam sayıda yıldız olmalıdır',
    en: 'The rating must be a whole number of stars from {n} to {n}',
  },
  'التعليق يجب أن يكون نصاً': { tr: 'Yorum metin olmalıdır', en: 'The comment must be text' },
  'رقم التقييم غير صحيح': { tr: 'Değerlendirme numarası geçersiz', en: 'The rating number is invalid' },
  'الرقم الوطني غير صحيح: من {n} إلى {n} خانة من الأرقام والأحرف اللاتينية': {
    tr: 'Kimlik numarası geçersiz: {n} ile {n} arasında rakam ve Latin harfinden oluşmalıdır',
    en: 'The national ID number is invalid: it has {n} to {n} digits and Latin letters',
  },
  'الطلب من العميل يجب أن يكون نصاً': {
    tr: 'Müşteriden istenen metin olmalıdır',
    en: 'The request to the client must be text',
  },
  'اكتب ما تحتاجه من العميل': {
    tr: 'Müşteriden neye ihtiyacınız olduğunu yazın',
    en: 'Write what you need from the client',
  },
  'الرد يجب أن يكون نصاً': { tr: 'Yanıt metin olmalıdır', en: 'The reply must be text' },
  'اكتب ردك على طلب المكتب': {
    tr: 'Büronun isteğine yanıtınızı yazın',
    en: 'Write your reply to the office’s request',
  },
  'متابعة كل الطلبات متاحة للموظفين والمدير فقط': {
    tr: 'Tüm siparişleri yalnızca personel ve yönetici izleyebilir',
    en: 'Only staff and administrators can follow all orders',
  },
  'الرسالة يجب أن تكون نصاً': { tr: 'Mesaj metin olmalıdır', en: 'The message must be text' },

  // An order's documents
  'تاريخ الإصدار يجب أن يكون بالشكل YYYY-MM-DD': {
    tr: 'Düzenlenme tarihi YYYY-MM-DD biçiminde olmalıdır',
    en: 'The issue date must be in the form YYYY-MM-DD',
  },
  'تاريخ الإصدار غير صحيح': { tr: 'Düzenlenme tarihi geçersiz', en: 'The issue date is invalid' },
  'القرار يجب أن يكون accepted أو rejected': {
    tr: 'Karar accepted veya rejected olmalıdır',
    en: 'The decision must be accepted or rejected',
  },
  'السبب يجب أن يكون نصاً': { tr: 'Neden metin olmalıdır', en: 'The reason must be text' },

  // Payments
  'المبلغ يجب أن يكون رقماً عشرياً مثل "{n}.{n}"': {
    tr: 'Tutar "{n}.{n}" gibi ondalıklı bir sayı olmalıdır',
    en: 'The amount must be a decimal number such as "{n}.{n}"',
  },
  'المبلغ يجب أن يكون رقماً بمنزلتين عشريتين على الأكثر، مثل {n} أو {n}.{n}': {
    tr: 'Tutar en fazla iki ondalık basamaklı bir sayı olmalıdır, örneğin {n} veya {n}.{n}',
    en: 'The amount must be a number with at most two decimal places, such as {n} or {n}.{n}',
  },
  'المبلغ مطلوب': { tr: 'Tutar gereklidir', en: 'The amount is required' },
  'العملة غير معروفة: المقبول TRY أو USD أو SYP': {
    tr: 'Para birimi tanınmıyor: TRY, USD veya SYP kabul edilir',
    en: 'Unknown currency: TRY, USD or SYP are accepted',
  },
  'المرجع يجب أن يكون نصاً': { tr: 'Referans metin olmalıdır', en: 'The reference must be text' },
  'تاريخ الدفع غير صحيح': { tr: 'Ödeme tarihi geçersiz', en: 'The payment date is invalid' },
  'تأكيد الدفعة الزائدة يجب أن يكون صحيحاً أو خطأ': {
    tr: 'Fazla ödeme onayı true veya false olmalıdır',
    en: 'The overpayment confirmation must be true or false',
  },
  'سبب الاسترداد يجب أن يكون نصاً': { tr: 'İade nedeni metin olmalıdır', en: 'The refund reason must be text' },
  'سبب التنازل يجب أن يكون نصاً': { tr: 'Vazgeçme nedeni metin olmalıdır', en: 'The waiver reason must be text' },
  'اذكر سبب التنازل عن المبلغ المستحق': {
    tr: 'Kalan tutardan vazgeçme nedenini yazın',
    en: 'Please give the reason for waiving the amount due',
  },
  'القرار يجب أن يكون قبول الإيصال أو رفضه': {
    tr: 'Karar, dekontun kabulü veya reddi olmalıdır',
    en: 'The decision must be to accept or reject the receipt',
  },
  'سبب الرفض يجب أن يكون نصاً': { tr: 'Ret nedeni metin olmalıdır', en: 'The rejection reason must be text' },

  // Results
  'اسم شركة الشحن يجب أن يكون نصاً': {
    tr: 'Kargo şirketinin adı metin olmalıdır',
    en: 'The shipping company’s name must be text',
  },
  'رقم تتبع الشحنة يجب أن يكون نصاً': {
    tr: 'Gönderi takip numarası metin olmalıdır',
    en: 'The shipment tracking number must be text',
  },
  'اذكر شركة الشحن مع رقم التتبع': {
    tr: 'Takip numarasıyla birlikte kargo şirketini de yazın',
    en: 'Please give the shipping company with the tracking number',
  },

  // Applicants and saved people
  'قيمة حفظ الشخص يجب أن تكون نعم أو لا': {
    tr: 'Kişiyi kaydetme değeri evet veya hayır olmalıdır',
    en: 'The “save this person” value must be yes or no',
  },
  'اختر لمن هذه الأوراق': { tr: 'Bu belgelerin kimin için olduğunu seçin', en: 'Choose whom these papers are for' },
  'اختر صلة القرابة': { tr: 'Yakınlık derecesini seçin', en: 'Choose the relationship' },
  'الشخص المحفوظ قريب أو موكِّل': {
    tr: 'Kayıtlı kişi bir yakın veya vekâlet veren olmalıdır',
    en: 'A saved person is a relative or a principal',
  },
  'الاسم الكامل بالعربية مطلوب': { tr: 'Arapça ad soyad gereklidir', en: 'The full name in Arabic is required' },
  'الاسم الكامل بالعربية طويل جداً': { tr: 'Arapça ad soyad çok uzun', en: 'The full name in Arabic is too long' },
  'اكتب الاسم الكامل بالأحرف العربية': {
    tr: 'Ad soyadı Arap harfleriyle yazın',
    en: 'Write the full name in Arabic letters',
  },
  'الاسم الكامل بالأحرف اللاتينية مطلوب': {
    tr: 'Latin harfleriyle ad soyad gereklidir',
    en: 'The full name in Latin letters is required',
  },
  'الاسم الكامل بالأحرف اللاتينية طويل جداً': {
    tr: 'Latin harfleriyle ad soyad çok uzun',
    en: 'The full name in Latin letters is too long',
  },
  'اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر': {
    tr: 'Ad soyadı pasaportta olduğu gibi Latin harfleriyle yazın',
    en: 'Write the full name in Latin letters as in the passport',
  },
  'اسم الأب مطلوب': { tr: 'Baba adı gereklidir', en: 'The father’s name is required' },
  'اسم الأب طويل جداً': { tr: 'Baba adı çok uzun', en: 'The father’s name is too long' },
  'اسم الأم ونسبتها مطلوبان': {
    tr: 'Anne adı ve soyadı gereklidir',
    en: 'The mother’s name and family name are required',
  },
  'اسم الأم طويل جداً': { tr: 'Anne adı çok uzun', en: 'The mother’s name is too long' },
  'مكان الولادة مطلوب': { tr: 'Doğum yeri gereklidir', en: 'The place of birth is required' },
  'مكان الولادة طويل جداً': { tr: 'Doğum yeri çok uzun', en: 'The place of birth is too long' },
  'تاريخ الولادة مطلوب': { tr: 'Doğum tarihi gereklidir', en: 'The date of birth is required' },
  'تاريخ الولادة غير صحيح: اكتبه بالشكل YYYY-MM-DD، بين {n} واليوم': {
    tr: 'Doğum tarihi geçersiz: {n} ile bugün arasında, YYYY-MM-DD biçiminde yazın',
    en: 'The date of birth is invalid: write it as YYYY-MM-DD, between {n} and today',
  },
  'الرقم الوطني مطلوب': { tr: 'Kimlik numarası gereklidir', en: 'The national ID number is required' },

  // Partners' API keys
  'إشعار صاحب الطلب يجب أن يكون true أو false': {
    tr: 'Başvuru sahibine bildirim true veya false olmalıdır',
    en: 'Notify applicant must be true or false',
  },
  'رقم الشريك غير صحيح': { tr: 'İş ortağı numarası geçersiz', en: 'The partner number is invalid' },
  'رقم المفتاح غير صحيح': { tr: 'Anahtar numarası geçersiz', en: 'The key number is invalid' },
  'اسم المفتاح يجب أن يكون نصاً': { tr: 'Anahtar adı metin olmalıdır', en: 'The key name must be text' },
  'اكتب اسماً للمفتاح': { tr: 'Anahtar için bir ad yazın', en: 'Write a name for the key' },
  'اختر صلاحية واحدة على الأقل للمفتاح': {
    tr: 'Anahtar için en az bir yetki kapsamı seçin',
    en: 'Choose at least one scope for the key',
  },
  'صلاحية غير معروفة؛ الصلاحيات المتاحة: services:read وorders:read وorders:write وfiles:write وmessages:write وwebhooks:manage':
    {
      tr: 'Bilinmeyen yetki kapsamı; kullanılabilenler: services:read, orders:read, orders:write, files:write, messages:write, webhooks:manage',
      en: 'Unknown scope; the scopes are: services:read, orders:read, orders:write, files:write, messages:write, webhooks:manage',
    },
  'تاريخ انتهاء المفتاح غير صحيح': { tr: 'Anahtarın bitiş tarihi geçersiz', en: 'The key’s expiry date is invalid' },
  'نطاقات العناوين يجب أن تكون قائمة': { tr: 'IP aralıkları bir liste olmalıdır', en: 'The IP ranges must be a list' },
  '{n} نطاقاً على الأكثر': { tr: 'En fazla {n} IP aralığı olabilir', en: 'At most {n} IP ranges are allowed' },
  'نطاق العناوين يجب أن يكون عنوان IP أو نطاق CIDR مثل 203.0.113.0/24': {
    tr: 'IP aralığı bir IP adresi veya 203.0.113.0/24 gibi bir CIDR aralığı olmalıdır',
    en: 'An IP range must be an IP address or a CIDR range such as 203.0.113.0/24',
  },

  // Users
  'الدور يجب أن يكون مديراً أو موظفاً أو عميلاً أو شريكاً': {
    tr: 'Rol yönetici, personel, müşteri veya iş ortağı olmalıdır',
    en: 'The role must be administrator, staff, client or partner',
  },
  'اللغة يجب أن تكون العربية (ar) أو التركية (tr) أو الإنجليزية (en)': {
    tr: 'Dil Arapça (ar), Türkçe (tr) veya İngilizce (en) olmalıdır',
    en: 'The language must be Arabic (ar), Turkish (tr) or English (en)',
  },
};
