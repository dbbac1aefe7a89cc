/** First-start system settings (payment, notifications, languages, security, backup); the schemas in settings/ say what is valid. */
export const SETTINGS_DEFAULTS = {
  payment: {
    bank_name: 'Ziraat Bankası',
    account_holder: 'Hukuk Danışmanlık Ofisi',
    iban_try: 'TR000000000000000000000001',
    iban_usd: 'TR000000000000000000000002',
    swift_code: 'TCZBTR2A',
    syriatel_cash_number: '0933 000 000',
    mtn_cash_number: '0944 000 000',
    accept_cash: true,
    reminder_after_days: 3,
    max_reminders: 2,
    auto_cancel_after_days: 0,
  },
  notifications: {
    email_enabled: true,
    // Off until the office has entered a provider's credentials: nothing is sent through an unconfigured channel.
    whatsapp_enabled: false,
    sms_enabled: false,
    notify_new_order: true,
    notify_payment: true,
    notify_status_change: true,
    admin_email: 'info@legal-office.example',
  },
  languages: { default_language: 'ar', enabled_languages: ['ar', 'tr', 'en'] },
  security: {
    two_factor_enabled: false,
    session_timeout: 60,
    max_login_attempts: 5,
    password_min_length: 8,
    require_email_verification: true,
  },
  backup: { auto_backup: true, backup_frequency: 'daily', backup_time: '02:00', keep_backups: 30 },
  /**
   * Monday to Friday, and Turkey's official public holidays of 2026 and 2027 (whole days; the half-day eves are
   * worked). The two religious feasts follow the Diyanet calendar and move each year: an admin adds later years.
   */
  calendar: {
    working_days: [1, 2, 3, 4, 5],
    holidays: [
      { date: '2026-01-01', name: 'Yılbaşı' },
      { date: '2026-03-20', name: 'Ramazan Bayramı' },
      { date: '2026-03-21', name: 'Ramazan Bayramı' },
      { date: '2026-03-22', name: 'Ramazan Bayramı' },
      { date: '2026-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
      { date: '2026-05-01', name: 'Emek ve Dayanışma Günü' },
      { date: '2026-05-19', name: 'Atatürk’ü Anma, Gençlik ve Spor Bayramı' },
      { date: '2026-05-27', name: 'Kurban Bayramı' },
      { date: '2026-05-28', name: 'Kurban Bayramı' },
      { date: '2026-05-29', name: 'Kurban Bayramı' },
      { date: '2026-05-30', name: 'Kurban Bayramı' },
      { date: '2026-07-15', name: 'Demokrasi ve Millî Birlik Günü' },
      { date: '2026-08-30', name: 'Zafer Bayramı' },
      { date: '2026-10-29', name: 'Cumhuriyet Bayramı' },
      { date: '2027-01-01', name: 'Yılbaşı' },
      { date: '2027-03-09', name: 'Ramazan Bayramı' },
      { date: '2027-03-10', name: 'Ramazan Bayramı' },
      { date: '2027-03-11', name: 'Ramazan Bayramı' },
      { date: '2027-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
      { date: '2027-05-01', name: 'Emek ve Dayanışma Günü' },
      { date: '2027-05-16', name: 'Kurban Bayramı' },
      { date: '2027-05-17', name: 'Kurban Bayramı' },
      { date: '2027-05-18', name: 'Kurban Bayramı' },
      { date: '2027-05-19', name: 'Kurban Bayramı / Atatürk’ü Anma, Gençlik ve Spor Bayramı' },
      { date: '2027-07-15', name: 'Demokrasi ve Millî Birlik Günü' },
      { date: '2027-08-30', name: 'Zafer Bayramı' },
      { date: '2027-10-29', name: 'Cumhuriyet Bayramı' },
    ],
  },
  documents: {
    rejection_reasons: [
      {
        ar: 'الصورة غير واضحة أو غير مقروءة',
        tr: 'Görüntü net değil veya okunamıyor',
        en: 'The image is blurred or unreadable',
      },
      {
        ar: 'الوثيقة منتهية الصلاحية أو قديمة',
        tr: 'Belgenin süresi dolmuş veya belge eski',
        en: 'The document has expired or is too old',
      },
      { ar: 'صفحات ناقصة', tr: 'Eksik sayfalar var', en: 'Pages are missing' },
      { ar: 'ليست الوثيقة المطلوبة', tr: 'İstenen belge bu değil', en: 'This is not the requested document' },
      {
        ar: 'البيانات لا تطابق بيانات الطلب',
        tr: 'Bilgiler başvurudaki bilgilerle uyuşmuyor',
        en: 'The details do not match the order',
      },
    ],
  },
};
