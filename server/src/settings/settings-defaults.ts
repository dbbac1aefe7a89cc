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
