import type { CmsTranslation, TranslationLanguage } from './cms-translations.js';

/**
 * The Turkish and English of the first-start content (CMS_DEFAULTS), item for item. They are seeded only
 * beside a section the office has not rewritten: a translation of another text would be wrong.
 */
export const CMS_TRANSLATION_DEFAULTS: Record<TranslationLanguage, CmsTranslation> = {
  tr: {
    home: {
      hero_title: 'Suriye ve Türkiye’deki hukuki işlemleriniz elinizin altında',
      hero_subtitle:
        'İstanbul’da, Suriye’de ve yurt dışında yaşayan Suriyelilere hizmet veren bir hukuk danışmanlığı bürosu',
      hero_description:
        'Suriye’den resmi belgelerinizi çıkarır, evlilik ve boşanmalarınızı tescil ettirir, konsolosluk işlemlerini, tercüme ve noter onayını tamamlarız; siz de başvurunuzu takip numarasıyla adım adım izlersiniz.',
      about_title: 'Neden biz?',
      about_description:
        'Suriye ve Türkiye işlemlerinde on yılı aşkın deneyim; avukatlar ve yeminli tercümanlardan oluşan ekibimiz ilk danışmadan belgenin teslimine kadar yanınızda.',
      stats: [
        { label: 'Mutlu müşteri' },
        { label: 'Yıllık deneyim' },
        { label: 'Başarı ve memnuniyet' },
        { label: 'Kesintisiz destek' },
      ],
      why_us_title: 'Müşterilerimiz neden bizi seçiyor?',
      why_us: [
        {
          title: 'Suriye ve Türkiye işlemlerinde deneyim',
          text: 'İki ülkenin nüfus müdürlüklerini, mahkemelerini ve konsolosluklarını tanıyoruz; işleminizi ilk seferde doğru yoldan tamamlarız.',
        },
        {
          title: 'Baştan belli fiyatlar',
          text: 'Her hizmetin fiyatı başvurudan önce açıktır; gizli ücret ya da yolun ortasında çıkan ek tutar yoktur.',
        },
        {
          title: 'Size özel takip numarası',
          text: 'Başvurunuzu yapar yapmaz bir takip numarası alır, işleminizin hangi aşamada olduğunu her an her yerden görürsünüz.',
        },
        {
          title: 'Seyahat etmeden Suriye’den belgeleriniz',
          text: 'Nüfus kayıtlarını, aile kayıt örneklerini, evlilik ve boşanma belgelerini Suriye’den çıkarırız; siz olduğunuz yerde kalırsınız.',
        },
        {
          title: 'Yeminli tercüme ve onay',
          text: 'Belgelerinizi yeminli tercümanlara çevirtir, noter ve yetkili makamlarda onaylatırız; Türkiye’de resmen kabul edilir.',
        },
        {
          title: 'Ücretsiz ilk danışma',
          text: 'Bir şey ödemeden önce işleminizi anlatın; adımları, gereken belgeleri ve beklenen süreyi açıklayalım.',
        },
      ],
      services_title: 'Hizmetlerimiz',
      services_subtitle: 'Müşterilerimizin en çok istediği işlemler; hepsi site üzerinden istenir ve takip edilir',
      steps_title: 'Hizmetinizi nasıl istersiniz?',
      steps: [
        { title: 'Hesabınızı açın', text: 'Adınız, telefon numaranız ve e-posta adresinizle bir dakikada kaydolun.' },
        {
          title: 'Hizmeti seçin',
          text: 'Hizmetlerimize göz atın, ihtiyacınız olan işlemi seçin ve elinizdeki belgeleri yükleyin.',
        },
        {
          title: 'Başvuruyu tamamlayıp ödeyin',
          text: 'Başvurunuzu gözden geçirin; banka havalesi, Syriatel Cash ya da MTN Cash ile ödeyip dekontu yükleyin.',
        },
        {
          title: 'Sonucu teslim alın',
          text: 'Başvurunuzu takip numarasıyla izleyin; belge hazır olur olmaz size teslim ederiz.',
        },
      ],
      testimonials_title: 'Müşterilerimiz ne diyor?',
      testimonials: [
        {
          name: 'Ahmed el-Hatib',
          place: 'İstanbul',
          text: 'Şam’dan aile kayıt örneğimi, seyahat etmeden ve kimseye vekalet vermeden birkaç günde çıkardılar. Saygılı ve sürekli ilgililer.',
        },
        {
          name: 'Rana el-Halebi',
          place: 'Gaziantep',
          text: 'Evliliğimizi onların yardımıyla Türkiye’de tescil ettirdik; başlamadan önce her adımı ve gereken evrakı anlattılar.',
        },
        {
          name: 'Muhammed el-Ali',
          place: 'Berlin',
          text: 'Belgelerimi çevirip onaylattılar ve Almanya’ya gönderdiler. Başvurumu her aşamada takip numarasıyla izledim.',
        },
        {
          name: 'Selma İdris',
          place: 'Bursa',
          text: 'Fiyatlar baştan belliydi ve benden hiçbir ek tutar istenmedi. Suriye işlemi olan herkese tavsiye ederim.',
        },
        {
          name: 'Halid el-Ahmed',
          place: 'Mersin',
          text: 'Boşanmamı ve nüfusa tescilini hızla ve tam bir gizlilikle tamamladılar; sorularımı her zaman yanıtladılar.',
        },
        {
          name: 'Hiba es-Seyyid',
          place: 'İstanbul',
          text: 'Ücretsiz ilk danışma bana çok zaman kazandırdı; hizmeti istemeden önce tam olarak neye ihtiyacım olduğunu öğrendim.',
        },
      ],
      cta_title: 'İşleminizi tamamlamaya hazır mısınız?',
      cta_text: 'Hemen hesabınızı açıp hizmetinizi isteyin ya da ücretsiz ilk danışma için bize ulaşın.',
    },
    about: {
      title: 'Hakkımızda',
      description:
        'İstanbul merkezli bir hukuk danışmanlığı bürosuyuz; Suriyeli bireylerin ve şirketlerin Suriye ve Türkiye’deki resmi işlemlerini hızlı ve güvenli biçimde tamamlamalarına yardım ediyoruz.',
      mission:
        'Müşterilerimizi yolculuktan ve beklemekten kurtarmak, işlemlerini şeffaf ve açık fiyatlarla tamamlamak.',
      vision: 'Türkiye’deki Suriyelilerin hukuki işlemleri için ilk güvendiği büro olmak.',
    },
    contact: {
      address: 'İstanbul, Fatih, Millet Caddesi, No. 10',
      working_hours: 'Cumartesiden perşembeye, 09.00–18.00',
    },
    settings: {
      site_name: 'Hukuk Danışmanlığı Bürosu',
      site_description: 'Suriye ve Türkiye’den resmi belgeler ve hukuki hizmetler, başvuru takibiyle',
    },
    pages: {
      terms:
        'Bu siteyi kullanarak ve herhangi bir hizmet isteyerek bu koşulları kabul etmiş olursunuz.\n\nBüro, istenen hizmeti müşterinin verdiği belge ve bilgilere göre yerine getirir; bu bilgilerin doğruluğundan müşteri sorumludur.\n\nHer hizmet için belirtilen süre tahminidir ve ilgili resmi makamlara göre değişebilir.\n\nÜcretli hizmetlere ödeme dekontu doğrulanmadan başlanmaz. Başvuru tamamlanmadan iptal edilebilir; ödenen tutarlar işin ulaştığı aşamaya göre iade edilir.',
      privacy:
        'Gizliliğinize saygı duyar, verilerinizi koruruz.\n\nYalnızca başvurunuz için gereken verileri toplarız: adınız, iletişim bilgileriniz ve yüklediğiniz belgeler; bunları yalnızca işlemin gerektirdiği resmi makamlarla paylaşırız.\n\nVeriler şifreli bağlantıyla aktarılır; belgelerinizi yalnızca başvurunuzla görevli çalışanlar görür.\n\nİşleminiz tamamlandıktan sonra bize e-posta yazarak verilerinizin silinmesini isteyebilirsiniz.',
    },
  },
  en: {
    home: {
      hero_title: 'Your legal matters in Syria and Turkey, in your hands',
      hero_subtitle: 'A legal consultancy in Istanbul serving Syrians at home and abroad',
      hero_description:
        'We obtain your official documents from Syria, register marriages and divorces, and handle consular matters, translation and notarization, while you follow your order step by step with a tracking number.',
      about_title: 'Why us?',
      about_description:
        'More than ten years of experience with Syrian and Turkish procedures, and a team of lawyers and sworn translators with you from the first consultation until you receive the document.',
      stats: [
        { label: 'Happy clients' },
        { label: 'Years of experience' },
        { label: 'Success and satisfaction' },
        { label: 'Support around the clock' },
      ],
      why_us_title: 'Why do our clients choose us?',
      why_us: [
        {
          title: 'Experience with Syrian and Turkish procedures',
          text: 'We know the civil registries, courts and consulates of both countries, so your matter goes the right way the first time.',
        },
        {
          title: 'Clear prices from the start',
          text: 'Every service’s price is published before you order: no hidden fees and no extra amounts halfway through.',
        },
        {
          title: 'Your own tracking number',
          text: 'You get a tracking number as soon as you order, and can see at any time, from anywhere, how far your matter has come.',
        },
        {
          title: 'Your documents from Syria without travelling',
          text: 'We obtain civil registry records, family statements and marriage and divorce documents from inside Syria while you stay where you are.',
        },
        {
          title: 'Sworn translation and certification',
          text: 'Sworn translators translate your documents and we have them certified by a notary and the authorities, so they are accepted officially in Turkey.',
        },
        {
          title: 'A free first consultation',
          text: 'Tell us about your matter before you pay anything, and we explain the steps, the documents needed and the expected time.',
        },
      ],
      services_title: 'Our services',
      services_subtitle: 'The matters our clients ask for most, all ordered and followed on the website',
      steps_title: 'How do you order a service?',
      steps: [
        { title: 'Create your account', text: 'Register with your name, phone number and e-mail in a minute.' },
        {
          title: 'Choose the service',
          text: 'Browse our services, choose the one you need and upload the documents you have.',
        },
        {
          title: 'Complete the order and pay',
          text: 'Review your order, then pay by bank transfer, Syriatel Cash or MTN Cash and upload the receipt.',
        },
        {
          title: 'Receive the result',
          text: 'Follow your order with its tracking number; we hand you the document as soon as it is ready.',
        },
      ],
      testimonials_title: 'What do our clients say?',
      testimonials: [
        {
          name: 'Ahmad Al-Khatib',
          place: 'Istanbul',
          text: 'They obtained my family statement from Damascus within days, without my travelling or appointing anyone. Respectful and always in touch.',
        },
        {
          name: 'Rana Al-Halabi',
          place: 'Gaziantep',
          text: 'We registered our marriage in Turkey with their help; they explained every step and the papers needed before we started.',
        },
        {
          name: 'Mohammad Al-Ali',
          place: 'Berlin',
          text: 'They translated and certified my documents and sent them to me in Germany. I followed the order by its tracking number at every stage.',
        },
        {
          name: 'Salma Idris',
          place: 'Bursa',
          text: 'The prices were clear from the start and I was never asked for anything extra. I recommend them to anyone with a Syrian matter.',
        },
        {
          name: 'Khaled Al-Ahmad',
          place: 'Mersin',
          text: 'They completed my divorce and its civil registration quickly and in complete confidence, and answered my questions at any time.',
        },
        {
          name: 'Hiba Al-Sayed',
          place: 'Istanbul',
          text: 'The free first consultation saved me a lot of time: I knew exactly what I needed before ordering the service.',
        },
      ],
      cta_title: 'Ready to get your matter done?',
      cta_text: 'Create your account now and order your service, or contact us for a free first consultation.',
    },
    about: {
      title: 'About us',
      description:
        'A legal consultancy based in Istanbul that helps Syrian individuals and companies complete their official matters in Syria and Turkey quickly and safely.',
      mission:
        'To spare our clients travelling and waiting, and to complete their matters transparently at clear prices.',
      vision: 'To be the first office Syrians in Turkey trust with their legal matters.',
    },
    contact: {
      address: 'Millet Street No. 10, Fatih, Istanbul',
      working_hours: 'Saturday to Thursday, 9 am to 6 pm',
    },
    settings: {
      site_name: 'Legal Consultancy Office',
      site_description: 'Legal services and official documents from Syria and Turkey, with order tracking',
    },
    pages: {
      terms:
        'By using this website and ordering any service you agree to these terms.\n\nThe office carries out the service ordered on the documents and information the client provides; the client is responsible for their accuracy.\n\nThe time given for each service is an estimate and may change with the official bodies concerned.\n\nWork on paid services begins only once the payment receipt is verified. An order may be cancelled before it is completed; amounts paid are refunded according to the stage the work has reached.',
      privacy:
        'We respect your privacy and protect your data.\n\nWe collect only the data your order needs: your name, contact details and the documents you upload, and share them only with the official bodies the matter requires.\n\nData travels over an encrypted connection, and only the staff assigned to your order see your documents.\n\nYou may ask us by e-mail to delete your data once your matter is complete.',
    },
  },
};
