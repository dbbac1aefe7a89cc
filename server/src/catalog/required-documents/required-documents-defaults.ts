import type { Prisma } from '../../generated/prisma/client.js';
import type { DocumentFileType } from './document-file-types.js';

type Requirement = {
  nameAr: string;
  nameTr: string;
  nameEn: string;
  descriptionAr?: string;
  descriptionTr?: string;
  descriptionEn?: string;
  isRequired?: boolean;
  acceptedTypes?: DocumentFileType[];
  maxFiles?: number;
  maxAgeDays?: number;
  originalByPost?: boolean;
  onlyForSomeoneElse?: boolean;
};

const ID_COPY: Requirement = {
  nameAr: 'صورة جواز السفر أو الهوية الشخصية',
  nameTr: 'Pasaport veya kimlik fotokopisi',
  nameEn: 'Passport or ID copy',
  descriptionAr: 'صورة واضحة للصفحة التي تحمل الصورة والبيانات، والوجهين للهوية.',
  descriptionTr: 'Fotoğraf ve bilgilerin bulunduğu sayfanın net bir kopyası; kimlik kartının iki yüzü.',
  descriptionEn: 'A clear copy of the page with the photo and details; both sides of an ID card.',
  maxFiles: 2,
};

/** For someone else: the paper that lets the client act for them. */
const AUTHORITY: Requirement = {
  nameAr: 'وكالة أو ما يثبت صلة القرابة',
  nameTr: 'Vekâletname veya akrabalık belgesi',
  nameEn: 'Power of attorney or proof of kinship',
  descriptionAr: 'مطلوبة عند التقديم عن شخص آخر فقط.',
  descriptionTr: 'Yalnızca başkası adına başvururken gereklidir.',
  descriptionEn: 'Needed only when applying for someone else.',
  onlyForSomeoneElse: true,
};

const spouseId = (ar: string, tr: string, en: string): Requirement => ({
  ...ID_COPY,
  nameAr: `صورة جواز السفر أو الهوية (${ar})`,
  nameTr: `Pasaport veya kimlik fotokopisi (${tr})`,
  nameEn: `Passport or ID copy (${en})`,
});

const TO_TRANSLATE: Requirement = {
  nameAr: 'الوثيقة المراد ترجمتها',
  nameTr: 'Çevrilecek belge',
  nameEn: 'The document to translate',
  descriptionAr: 'كل صفحات الوثيقة بوضوح؛ يُحسب السعر على عدد الصفحات.',
  descriptionTr: 'Belgenin tüm sayfaları net olarak; ücret sayfa sayısına göredir.',
  descriptionEn: 'Every page of the document, clearly; the price depends on the page count.',
  maxFiles: 10,
};

/** The seeded catalogue's requirements, by the service's Arabic name (catalogue-defaults.ts). */
export const REQUIRED_DOCUMENT_DEFAULTS: Record<string, Requirement[]> = {
  'إخراج قيد فردي': [ID_COPY, AUTHORITY],
  'إخراج قيد عائلي': [ID_COPY, AUTHORITY],
  'شهادة ولادة أو وفاة': [ID_COPY, AUTHORITY],
  'تثبيت زواج': [
    {
      nameAr: 'عقد الزواج',
      nameTr: 'Evlilik sözleşmesi',
      nameEn: 'Marriage contract',
      descriptionAr: 'عقد الزواج الشرعي أو المدني، كل صفحاته.',
      descriptionTr: 'Dini veya resmi evlilik sözleşmesi, tüm sayfaları.',
      descriptionEn: 'The religious or civil marriage contract, every page.',
      maxFiles: 4,
      originalByPost: true,
    },
    spouseId('الزوج', 'eş — koca', 'husband'),
    spouseId('الزوجة', 'eş — karı', 'wife'),
    {
      nameAr: 'إخراج قيد للزوجين',
      nameTr: 'Eşlerin nüfus kayıt örneği',
      nameEn: 'Civil registry extract of both spouses',
      descriptionAr: 'صادر خلال آخر 90 يوماً.',
      descriptionTr: 'Son 90 gün içinde düzenlenmiş.',
      descriptionEn: 'Issued within the last 90 days.',
      isRequired: false,
      maxFiles: 2,
      maxAgeDays: 90,
    },
  ],
  'بيان زواج': [spouseId('أحد الزوجين', 'eşlerden biri', 'one of the spouses'), AUTHORITY],
  'تنظيم وكالة وتوثيقها': [spouseId('الموكّل', 'vekâlet veren', 'principal'), spouseId('الوكيل', 'vekil', 'agent')],
  'ترجمة محلفة عربي - تركي': [TO_TRANSLATE],
  'ترجمة محلفة عربي - إنجليزي': [TO_TRANSLATE],
};

/**
 * Gives the seeded services their requirements, on a new database and on one seeded before requirements
 * existed: only services that never had any (an office that removed them keeps them removed, as archived).
 */
export async function seedRequiredDocuments(tx: Prisma.TransactionClient): Promise<number> {
  const services = await tx.service.findMany({
    where: {
      nameAr: { in: Object.keys(REQUIRED_DOCUMENT_DEFAULTS) },
      deletedAt: null,
      requiredDocuments: { none: {} },
    },
    select: { id: true, nameAr: true },
  });
  for (const service of services) {
    await tx.serviceRequiredDocument.createMany({
      data: REQUIRED_DOCUMENT_DEFAULTS[service.nameAr].map((requirement, index) => ({
        ...requirement,
        acceptedTypes: requirement.acceptedTypes ?? ['pdf', 'jpg', 'png'],
        serviceId: service.id,
        sortOrder: index + 1,
      })),
    });
    // Announces the change to the public catalogue's caches (the trigger on services).
    await tx.service.update({ where: { id: service.id }, data: { updatedAt: new Date() } });
  }
  return services.length;
}
