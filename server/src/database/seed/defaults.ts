/** First-start content of the CMS (spec section 3), edited later in the back office. */
export const CMS_DEFAULTS = {
  home: {
    hero_title: 'معاملاتك القانونية في سوريا وتركيا بين يديك',
    hero_subtitle: 'مكتب استشارات قانونية في إسطنبول يخدم السوريين في الداخل والخارج',
    hero_description:
      'نستخرج لك الوثائق الرسمية من سوريا، ونثبت الزواج والطلاق، وننجز المعاملات القنصلية والترجمة والتوثيق، وتتابع طلبك خطوة بخطوة برقم تتبع.',
    about_title: 'لماذا نحن؟',
    about_description:
      'أكثر من عشر سنوات من الخبرة في المعاملات السورية والتركية، وفريق من المحامين والمترجمين المحلفين يرافقك من أول استشارة حتى تسلم الوثيقة.',
  },
  about: {
    title: 'من نحن',
    description:
      'مكتب استشارات قانونية مقره إسطنبول، يساعد السوريين أفراداً وشركات على إنجاز معاملاتهم الرسمية في سوريا وتركيا بسرعة وأمان.',
    mission: 'أن نوفر على عملائنا السفر والانتظار، وننجز معاملاتهم بشفافية وبأسعار واضحة.',
    vision: 'أن نكون المكتب الأول الذي يثق به السوريون في تركيا لإنجاز معاملاتهم القانونية.',
    years_experience: 10,
    team_size: 15,
  },
  contact: {
    phone: '+90 212 555 01 00',
    whatsapp: '+90 555 555 01 00',
    email: 'info@legal-office.example',
    address: 'إسطنبول، الفاتح، شارع ملت، رقم 10',
    working_hours: 'من السبت إلى الخميس، من 9 صباحاً حتى 6 مساءً',
  },
  settings: {
    site_name: 'مكتب الاستشارات القانونية',
    site_description: 'خدمات قانونية ووثائق رسمية من سوريا وتركيا مع تتبع الطلب',
    logo_url: null,
    favicon_url: null,
    primary_color: '#486581',
    secondary_color: '#f59e0b',
  },
  pages: {
    terms:
      'باستخدامك لهذا الموقع وطلبك لأي خدمة فإنك توافق على هذه الشروط.\n\nيلتزم المكتب بتنفيذ الخدمة المطلوبة وفق الوثائق والمعلومات التي يقدمها العميل، ويتحمل العميل مسؤولية صحة هذه المعلومات.\n\nمدة التنفيذ المذكورة لكل خدمة تقديرية، وقد تتغير بحسب الجهات الرسمية المعنية.\n\nلا يبدأ تنفيذ الخدمات المدفوعة إلا بعد التحقق من إيصال الدفع. يمكن إلغاء الطلب قبل اكتماله، وتُسترد المبالغ وفق المرحلة التي وصل إليها التنفيذ.',
    privacy:
      'نحترم خصوصيتك ونحمي بياناتك.\n\nنجمع فقط البيانات اللازمة لتنفيذ طلبك: الاسم ووسائل التواصل والوثائق التي ترفعها، ولا نشاركها إلا مع الجهات الرسمية اللازمة لإنجاز المعاملة.\n\nتُنقل البيانات عبر اتصال مشفر، ولا يطلع على وثائقك إلا الموظفون المكلفون بطلبك.\n\nيمكنك طلب حذف بياناتك بعد اكتمال معاملتك بمراسلتنا عبر البريد الإلكتروني.',
  },
};

/** First-start system settings (spec section 3); the schemas in settings/ say what is valid. */
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
    accept_card: false,
  },
  notifications: {
    email_enabled: true,
    sms_enabled: false,
    whatsapp_enabled: true,
    notify_new_order: true,
    notify_payment: true,
    notify_status_change: true,
    admin_email: 'info@legal-office.example',
    admin_phone: '+90 212 555 01 00',
  },
  languages: { default_language: 'ar', enabled_languages: ['ar', 'tr', 'en'], rtl_enabled: true },
  security: {
    two_factor_enabled: false,
    session_timeout: 60,
    max_login_attempts: 5,
    password_min_length: 8,
    require_email_verification: true,
  },
  backup: { auto_backup: true, backup_frequency: 'daily', backup_time: '02:00', keep_backups: 30 },
};
