import type { QuestionType } from '../../generated/prisma/enums.js';
import type { ServiceQuestionInput } from './question.input.js';

type Labels = [ar: string, tr: string, en: string];
type Extra = Partial<Omit<ServiceQuestionInput, 'key' | 'type' | 'labelAr' | 'labelTr' | 'labelEn'>> & {
  help?: Labels;
};

const ask = (key: string, type: QuestionType, [ar, tr, en]: Labels, { help, ...extra }: Extra = {}) =>
  ({
    key,
    type,
    labelAr: ar,
    labelTr: tr,
    labelEn: en,
    required: true,
    ...(help ? { helpAr: help[0], helpTr: help[1], helpEn: help[2] } : {}),
    ...extra,
  }) satisfies ServiceQuestionInput;

const option = (value: string, [ar, tr, en]: Labels) => ({ value, labelAr: ar, labelTr: tr, labelEn: en });

const NAME = { maxLength: 120 };
const PAST_DATE = { minDate: '1900-01-01', maxDate: 'today' };

/** Whose record is asked for: what the civil registry needs to find it. */
const REGISTRY_PERSON = [
  ask('full_name', 'text', ['الاسم الكامل', 'Tam adı', 'Full name'], {
    ...NAME,
    help: ['كما هو في السجل المدني', 'Nüfus kaydındaki gibi', 'As written in the civil registry'],
  }),
  ask('father_name', 'text', ['اسم الأب', 'Baba adı', "Father's name"], NAME),
  ask('mother_name', 'text', ['اسم الأم ونسبتها', 'Anne adı ve soyadı', "Mother's name and surname"], NAME),
  ask('birth_place', 'text', ['مكان الولادة', 'Doğum yeri', 'Place of birth'], NAME),
  ask('birth_date', 'date', ['تاريخ الولادة', 'Doğum tarihi', 'Date of birth'], PAST_DATE),
  ask('registry_place', 'text', ['مكان القيد', 'Kayıt yeri', 'Registry (qayd) place'], {
    ...NAME,
    help: [
      'المحافظة والمنطقة، مثل: دمشق - الميدان',
      'İl ve bölge, ör. Şam - Meydan',
      'Governorate and area, e.g. Damascus - Midan',
    ],
  }),
  ask('registry_number', 'text', ['رقم القيد', 'Kayıt numarası', 'Registry (qayd) number'], {
    maxLength: 20,
    pattern: '[0-9]+(/[0-9]+)?',
    help: ['أرقام فقط، مثل 123 أو 123/4', 'Yalnızca rakam, ör. 123 veya 123/4', 'Digits only, e.g. 123 or 123/4'],
  }),
];

const SPOUSES = [
  ask('husband_name', 'text', ['اسم الزوج الكامل', 'Kocanın tam adı', "Husband's full name"], NAME),
  ask('wife_name', 'text', ['اسم الزوجة الكامل', 'Karının tam adı', "Wife's full name"], NAME),
];

const LANGUAGES = { arabic: option('arabic', ['العربية', 'Arapça', 'Arabic']) };
const translation = (other: ReturnType<typeof option>) => {
  const options = [LANGUAGES.arabic, other];
  return [
    ask('source_language', 'choice', ['لغة الوثيقة', 'Belgenin dili', 'Source language'], { options }),
    ask('target_language', 'choice', ['لغة الترجمة', 'Çeviri dili', 'Target language'], { options }),
    ask('page_count', 'number', ['عدد الصفحات', 'Sayfa sayısı', 'Number of pages'], { minNumber: 1, maxNumber: 500 }),
  ];
};

/**
 * The intake questions of the seeded catalogue, by the service's Arabic name (see catalogue-defaults.ts):
 * what the office needs before it can start the work.
 */
export const INTAKE_DEFAULTS: Readonly<Record<string, readonly ServiceQuestionInput[]>> = {
  'إخراج قيد فردي': REGISTRY_PERSON,
  'إخراج قيد عائلي': REGISTRY_PERSON,
  'شهادة ولادة أو وفاة': [
    ask('certificate_type', 'choice', ['نوع الشهادة', 'Belge türü', 'Certificate'], {
      options: [
        option('birth', ['شهادة ولادة', 'Doğum belgesi', 'Birth certificate']),
        option('death', ['شهادة وفاة', 'Ölüm belgesi', 'Death certificate']),
      ],
    }),
    ...REGISTRY_PERSON.filter((question) => question.key !== 'birth_place'),
  ],
  'تثبيت زواج': [
    ...SPOUSES,
    ask('marriage_date', 'date', ['تاريخ عقد الزواج', 'Nikâh tarihi', 'Date of the marriage'], PAST_DATE),
    ask('marriage_place', 'text', ['مكان عقد الزواج', 'Nikâh yeri', 'Place of the marriage'], NAME),
    ask('witness_1_name', 'text', ['اسم الشاهد الأول', 'Birinci tanığın adı', 'First witness'], NAME),
    ask('witness_2_name', 'text', ['اسم الشاهد الثاني', 'İkinci tanığın adı', 'Second witness'], NAME),
  ],
  'بيان زواج': [
    ...SPOUSES,
    ask('marriage_date', 'date', ['تاريخ الزواج', 'Evlilik tarihi', 'Date of the marriage'], {
      ...PAST_DATE,
      required: false,
    }),
    ask('registry_place', 'text', ['مكان قيد الزوج', 'Kocanın kayıt yeri', "Husband's registry place"], NAME),
  ],
  'تثبيت طلاق': [
    ...SPOUSES,
    ask('divorce_date', 'date', ['تاريخ الطلاق', 'Boşanma tarihi', 'Date of the divorce'], PAST_DATE),
  ],
  'تنظيم وكالة وتوثيقها': [
    ask('principal_name', 'text', ['اسم الموكِّل الكامل', 'Vekâlet verenin tam adı', "Principal's full name"], NAME),
    ask('agent_name', 'text', ['اسم الوكيل الكامل', 'Vekilin tam adı', "Agent's full name"], NAME),
    ask('agent_phone', 'phone', ['هاتف الوكيل', 'Vekilin telefonu', "Agent's phone"], { required: false }),
    ask('purpose', 'long_text', ['موضوع الوكالة', 'Vekâletin konusu', 'What the power of attorney is for'], {
      maxLength: 1000,
      help: [
        'مثل: بيع عقار، مراجعة دوائر النفوس',
        'Ör. mülk satışı, nüfus işlemleri',
        'E.g. selling a property, civil registry errands',
      ],
    }),
  ],
  'ترجمة محلفة عربي - تركي': translation(option('turkish', ['التركية', 'Türkçe', 'Turkish'])),
  'ترجمة محلفة عربي - إنجليزي': translation(option('english', ['الإنجليزية', 'İngilizce', 'English'])),
};
