import type { ServiceCategory } from '../generated/prisma/enums.js';

export type CatalogueEntry = {
  nameAr: string;
  nameTr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionTr: string;
  descriptionEn: string;
  category: ServiceCategory;
  priceTry: string;
  priceUsd: string | null;
  estimatedDays: number | null;
};

/** The office's catalogue on first start, in display order, with services in every category the office offers. */
export const SERVICE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    nameAr: 'استشارة قانونية مجانية',
    nameTr: 'Ücretsiz hukuki danışmanlık',
    nameEn: 'Free legal consultation',
    descriptionAr: 'جلسة قصيرة مع محامٍ لفهم وضعك ومعرفة الخدمة المناسبة وتكلفتها قبل أن تبدأ.',
    descriptionTr:
      'Durumunuzu anlamak ve başlamadan önce uygun hizmeti ve maliyetini öğrenmek için bir avukatla kısa görüşme.',
    descriptionEn:
      'A short session with a lawyer to understand your case and learn which service fits and what it costs before you start.',
    category: 'other',
    priceTry: '0.00',
    priceUsd: '0.00',
    estimatedDays: 1,
  },
  {
    nameAr: 'إخراج قيد فردي',
    nameTr: 'Bireysel nüfus kayıt örneği',
    nameEn: 'Individual civil registry extract',
    descriptionAr: 'استخراج بيان قيد فردي حديث من السجل المدني في سوريا، يكفي تزويدنا بالاسم الكامل واسم الأم والقيد.',
    descriptionTr:
      'Suriye nüfus müdürlüğünden güncel bireysel kayıt örneği; tam ad, anne adı ve kayıt bilgisi yeterlidir.',
    descriptionEn:
      'A current individual extract from the Syrian civil registry; your full name, mother’s name and registry number are enough.',
    category: 'civil_registry',
    priceTry: '1500.00',
    priceUsd: '45.00',
    estimatedDays: 7,
  },
  {
    nameAr: 'إخراج قيد عائلي',
    nameTr: 'Aile nüfus kayıt örneği',
    nameEn: 'Family civil registry extract',
    descriptionAr: 'بيان عائلي يضم جميع أفراد الأسرة المسجلين على قيد واحد، مطلوب لمعاملات لم الشمل والإقامة.',
    descriptionTr:
      'Aynı kayıttaki tüm aile bireylerini gösteren aile kayıt örneği; aile birleşimi ve ikamet işlemleri için gereklidir.',
    descriptionEn:
      'A family extract listing every member on one registry record, needed for family reunion and residence files.',
    category: 'civil_registry',
    priceTry: '1800.00',
    priceUsd: '55.00',
    estimatedDays: 7,
  },
  {
    nameAr: 'شهادة ولادة أو وفاة',
    nameTr: 'Doğum veya ölüm belgesi',
    nameEn: 'Birth or death certificate',
    descriptionAr: 'استخراج شهادة ولادة أو وفاة رسمية من السجل المدني السوري مع إمكانية ترجمتها وتصديقها.',
    descriptionTr: 'Suriye nüfus kaydından resmi doğum veya ölüm belgesi; tercüme ve tasdik seçeneğiyle.',
    descriptionEn:
      'An official birth or death certificate from the Syrian civil registry, with translation and attestation available.',
    category: 'civil_registry',
    priceTry: '1600.00',
    priceUsd: '50.00',
    estimatedDays: 10,
  },
  {
    nameAr: 'تثبيت زواج',
    nameTr: 'Evlilik tescili',
    nameEn: 'Marriage registration',
    descriptionAr: 'تثبيت عقد الزواج في المحكمة الشرعية وتسجيله في السجل المدني السوري بوكالة عنك دون الحاجة للسفر.',
    descriptionTr:
      'Evlilik akdinin şer’iyye mahkemesinde tespiti ve Suriye nüfusuna vekaletle, seyahat etmeden tescili.',
    descriptionEn:
      'Confirming the marriage at the Sharia court and recording it in the Syrian civil registry by proxy, without travelling.',
    category: 'marriage',
    priceTry: '6500.00',
    priceUsd: '200.00',
    estimatedDays: 30,
  },
  {
    nameAr: 'بيان زواج',
    nameTr: 'Evlilik kayıt belgesi',
    nameEn: 'Marriage record extract',
    descriptionAr: 'استخراج بيان زواج من السجل المدني لزواج مسجل مسبقاً، مطلوب للجنسية والإقامة وتسجيل الأطفال.',
    descriptionTr:
      'Önceden tescil edilmiş evlilik için nüfustan evlilik kayıt belgesi; vatandaşlık, ikamet ve çocuk kaydı için.',
    descriptionEn:
      'A marriage record extract for an already registered marriage, needed for citizenship, residence and registering children.',
    category: 'marriage',
    priceTry: '1700.00',
    priceUsd: '50.00',
    estimatedDays: 10,
  },
  {
    nameAr: 'تثبيت طلاق',
    nameTr: 'Boşanma tescili',
    nameEn: 'Divorce registration',
    descriptionAr: 'تثبيت الطلاق أمام المحكمة المختصة في سوريا وتسجيله في السجل المدني، مع متابعة كاملة للإجراءات.',
    descriptionTr: 'Boşanmanın Suriye’de yetkili mahkemede tespiti ve nüfusa tescili, işlemlerin tam takibiyle.',
    descriptionEn:
      'Confirming a divorce before the competent Syrian court and recording it in the civil registry, fully followed up.',
    category: 'divorce',
    priceTry: '7000.00',
    priceUsd: '215.00',
    estimatedDays: 45,
  },
  {
    nameAr: 'بيان طلاق',
    nameTr: 'Boşanma kayıt belgesi',
    nameEn: 'Divorce record extract',
    descriptionAr: 'استخراج وثيقة طلاق رسمية من السجل المدني لطلاق مسجل، جاهزة للترجمة والتصديق.',
    descriptionTr: 'Tescilli boşanma için nüfustan resmi boşanma belgesi; tercüme ve tasdike hazır.',
    descriptionEn:
      'An official divorce record from the civil registry for a registered divorce, ready for translation and attestation.',
    category: 'divorce',
    priceTry: '1700.00',
    priceUsd: '50.00',
    estimatedDays: 10,
  },
  {
    nameAr: 'حجز موعد في السفارة أو القنصلية',
    nameTr: 'Büyükelçilik veya konsolosluk randevusu',
    nameEn: 'Embassy or consulate appointment booking',
    descriptionAr: 'حجز موعد في القنصلية السورية أو سفارات الدول الأخرى وتجهيز قائمة الأوراق المطلوبة قبل الموعد.',
    descriptionTr:
      'Suriye konsolosluğunda veya diğer büyükelçiliklerde randevu alınması ve gerekli evrak listesinin hazırlanması.',
    descriptionEn:
      'Booking an appointment at the Syrian consulate or other embassies, with the list of required papers prepared beforehand.',
    category: 'consular',
    priceTry: '1000.00',
    priceUsd: '30.00',
    estimatedDays: 5,
  },
  {
    nameAr: 'معاملات جواز السفر القنصلية',
    nameTr: 'Pasaport konsolosluk işlemleri',
    nameEn: 'Consular passport procedures',
    descriptionAr: 'تجهيز ملف إصدار أو تجديد جواز السفر السوري ومتابعته لدى القنصلية حتى الاستلام.',
    descriptionTr:
      'Suriye pasaportu çıkarma veya yenileme dosyasının hazırlanması ve teslimata kadar konsoloslukta takibi.',
    descriptionEn:
      'Preparing the file to issue or renew a Syrian passport and following it at the consulate until collection.',
    category: 'consular',
    priceTry: '2500.00',
    priceUsd: '75.00',
    estimatedDays: 20,
  },
  {
    nameAr: 'ترجمة محلفة عربي - تركي',
    nameTr: 'Arapça - Türkçe yeminli tercüme',
    nameEn: 'Sworn translation Arabic - Turkish',
    descriptionAr: 'ترجمة الوثائق الرسمية من العربية إلى التركية بختم مترجم محلف، مقبولة لدى الدوائر التركية.',
    descriptionTr:
      'Resmi belgelerin Arapçadan Türkçeye yeminli tercüman mührüyle çevirisi; Türk kurumlarınca kabul edilir.',
    descriptionEn:
      'Official documents translated from Arabic to Turkish under a sworn translator’s seal, accepted by Turkish offices.',
    category: 'translation',
    priceTry: '600.00',
    priceUsd: '18.00',
    estimatedDays: 2,
  },
  {
    nameAr: 'ترجمة محلفة عربي - إنجليزي',
    nameTr: 'Arapça - İngilizce yeminli tercüme',
    nameEn: 'Sworn translation Arabic - English',
    descriptionAr: 'ترجمة الشهادات والوثائق من العربية إلى الإنجليزية بختم مترجم محلف للدراسة والهجرة والعمل.',
    descriptionTr: 'Diploma ve belgelerin eğitim, göç ve iş için Arapçadan İngilizceye yeminli tercümesi.',
    descriptionEn:
      'Certificates and documents translated from Arabic to English under a sworn seal, for study, immigration and work.',
    category: 'translation',
    priceTry: '700.00',
    priceUsd: '20.00',
    estimatedDays: 3,
  },
  {
    nameAr: 'تنظيم وكالة وتوثيقها',
    nameTr: 'Vekaletname düzenleme ve onayı',
    nameEn: 'Power of attorney drafting and notarization',
    descriptionAr:
      'صياغة وكالة عامة أو خاصة وتوثيقها لدى الكاتب بالعدل التركي مع الترجمة، لاستخدامها في سوريا أو تركيا.',
    descriptionTr:
      'Genel veya özel vekaletnamenin hazırlanması, Türk noterinde onayı ve tercümesi; Suriye’de veya Türkiye’de kullanım için.',
    descriptionEn:
      'Drafting a general or special power of attorney and having it notarized in Turkey with translation, for use in Syria or Turkey.',
    category: 'notarization',
    priceTry: '2200.00',
    priceUsd: '65.00',
    estimatedDays: 3,
  },
  {
    nameAr: 'تصديق الوثائق',
    nameTr: 'Belge tasdiki',
    nameEn: 'Document attestation',
    descriptionAr: 'تصديق الوثائق السورية من وزارة الخارجية والقنصلية لتصبح نافذة في تركيا ودول أخرى.',
    descriptionTr:
      'Suriye belgelerinin Türkiye’de ve diğer ülkelerde geçerli olması için Dışişleri Bakanlığı ve konsolosluk tasdiki.',
    descriptionEn:
      'Attesting Syrian documents at the Foreign Ministry and the consulate so they are valid in Turkey and other countries.',
    category: 'notarization',
    priceTry: '1800.00',
    priceUsd: '55.00',
    estimatedDays: 14,
  },
  {
    nameAr: 'وثيقة لا حكم عليه',
    nameTr: 'Sabıka kaydı belgesi',
    nameEn: 'Criminal record certificate',
    descriptionAr: 'استخراج وثيقة غير محكوم من سوريا مصدقة، مطلوبة للإقامة والجنسية والعمل في الخارج.',
    descriptionTr: 'İkamet, vatandaşlık ve yurt dışında çalışma için Suriye’den onaylı sabıka kaydı belgesi.',
    descriptionEn:
      'An attested no-criminal-record certificate from Syria, needed for residence, citizenship and work abroad.',
    category: 'other',
    priceTry: '2000.00',
    priceUsd: '60.00',
    estimatedDays: 14,
  },
  {
    nameAr: 'تصديق الشهادات الجامعية',
    nameTr: 'Üniversite diploması onayı',
    nameEn: 'University certificate attestation',
    descriptionAr: 'تصديق الشهادة الجامعية وكشف العلامات من الجامعة والتعليم العالي والخارجية في سوريا.',
    descriptionTr: 'Diploma ve not dökümünün Suriye’de üniversite, Yükseköğretim ve Dışişleri onayları.',
    descriptionEn:
      'Attesting a university degree and transcript at the university, the Ministry of Higher Education and the Foreign Ministry in Syria.',
    category: 'other',
    priceTry: '3000.00',
    priceUsd: '90.00',
    estimatedDays: 21,
  },
  {
    nameAr: 'صياغة العقود',
    nameTr: 'Sözleşme hazırlama',
    nameEn: 'Contract drafting',
    descriptionAr: 'صياغة ومراجعة عقود الإيجار والبيع والعمل والشراكة باللغتين العربية والتركية.',
    descriptionTr: 'Kira, satış, iş ve ortaklık sözleşmelerinin Arapça ve Türkçe hazırlanması ve incelenmesi.',
    descriptionEn: 'Drafting and reviewing lease, sale, employment and partnership contracts in Arabic and Turkish.',
    category: 'other',
    priceTry: '3500.00',
    priceUsd: '105.00',
    estimatedDays: 5,
  },
  {
    nameAr: 'تمثيل قانوني',
    nameTr: 'Hukuki temsil',
    nameEn: 'Legal representation',
    descriptionAr: 'تمثيلك أمام المحاكم والدوائر الرسمية في سوريا عبر محامٍ موكل، مع تقارير دورية عن سير القضية.',
    descriptionTr:
      'Suriye’de mahkemeler ve resmi kurumlar önünde vekil avukatla temsil, davanın seyrine dair düzenli raporlarla.',
    descriptionEn:
      'Representation before courts and public offices in Syria through an appointed lawyer, with regular progress reports.',
    category: 'other',
    priceTry: '15000.00',
    priceUsd: '450.00',
    estimatedDays: null,
  },
];

/** Services that produce a document deliver a result (every category but consultations and other help). */
export const DOCUMENT_CATEGORIES: readonly ServiceCategory[] = [
  'civil_registry',
  'marriage',
  'divorce',
  'consular',
  'translation',
  'notarization',
];
