import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../common/errors/app-error.js';
import { inEveryLanguage, wordIn } from '../common/i18n/server-text.js';

/** An uploaded file as both APIs receive it: multipart on REST, base64 on GraphQL. */
export type IncomingFile = { originalName: string; bytes: Buffer };

/** What a checked upload really is, by its content (magic bytes), never by its name. */
export type CheckedFile = IncomingFile & { mimeType: string; extension: string };

const KB = 1024;
const MB = 1024 * KB;

export const UPLOAD_RULES = {
  /** Order attachments and payment receipts. */
  document: {
    maxBytes: 10 * MB,
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    typeMessage: 'نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG',
    sizeMessage: 'حجم الملف يجب ألا يزيد عن 10 ميغابايت',
  },
  /** Service images. */
  image: {
    maxBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    typeMessage: 'نوع الصورة غير مدعوم. الأنواع المسموحة: PNG وJPG وWEBP',
    sizeMessage: 'حجم الصورة يجب أن يكون أقل من 5 ميغابايت',
  },
  /** The office's logo. */
  logo: {
    maxBytes: 2 * MB,
    mimeTypes: ['image/png', 'image/jpeg'],
    typeMessage: 'نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG',
    sizeMessage: 'حجم الشعار يجب ألا يزيد عن 2 ميغابايت',
  },
  /** The site's favicon (`file-type` recognizes ICO by its header). */
  favicon: {
    maxBytes: 512 * KB,
    mimeTypes: ['image/png', 'image/x-icon'],
    typeMessage: 'نوع الأيقونة غير مدعوم. الأنواع المسموحة: PNG وICO',
    sizeMessage: 'حجم الأيقونة يجب ألا يزيد عن 512 كيلوبايت',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** Refuses an empty, oversized or wrongly typed upload with a 422 naming the field, in the request's language. */
export async function checkUpload(file: IncomingFile, kind: UploadKind, field: string): Promise<CheckedFile> {
  const rule = UPLOAD_RULES[kind];
  // The file's name, then what is wrong with it as a whole sentence in each language.
  const fail = (msg: string, type: string) =>
    AppError.invalidInput(
      field,
      inEveryLanguage((language) => `${file.originalName}: ${wordIn(msg, language)}`),
      type,
    );
  if (file.bytes.length === 0) throw fail('الملف فارغ', 'file_empty');
  if (file.bytes.length > rule.maxBytes) throw fail(rule.sizeMessage, 'file_too_large');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !(rule.mimeTypes as readonly string[]).includes(detected.mime))
    throw fail(rule.typeMessage, 'file_type');
  return { ...file, originalName: cleanFileName(file.originalName), mimeType: detected.mime, extension: detected.ext };
}

/**
 * A name safe to show and to put in Content-Disposition: no folders, no control characters, and no
 * invisible format characters (U+202E and the other bidirectional controls could show `exe.pdf` as `fdp.exe`).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
