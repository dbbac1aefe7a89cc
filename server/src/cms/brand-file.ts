import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../common/errors/app-error.js';
import type { IncomingFile } from '../storage/upload-check.js';

const KB = 1024;

/**
 * The office's logo and favicon (spec: logo PNG/JPG up to 2 MB, favicon ICO/PNG 32x32). `file-type`
 * recognizes ICO by its header, so both are checked by content like every other upload.
 */
export const BRAND_FILE_RULES = {
  logo: {
    maxBytes: 2 * KB * KB,
    types: { png: 'image/png', jpg: 'image/jpeg' } as Record<string, string>,
    typeMessage: 'نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG',
    sizeMessage: 'حجم الشعار يجب ألا يزيد عن 2 ميغابايت',
  },
  favicon: {
    maxBytes: 512 * KB,
    types: { png: 'image/png', ico: 'image/x-icon' } as Record<string, string>,
    typeMessage: 'نوع الأيقونة غير مدعوم. الأنواع المسموحة: PNG وICO',
    sizeMessage: 'حجم الأيقونة يجب ألا يزيد عن 512 كيلوبايت',
  },
};

export type BrandFileKind = keyof typeof BRAND_FILE_RULES;
export type CheckedBrandFile = { bytes: Buffer; mimeType: string; extension: string };

export async function checkBrandFile(file: IncomingFile, kind: BrandFileKind, field: string): Promise<CheckedBrandFile> {
  const rule = BRAND_FILE_RULES[kind];
  const fail = (msg: string, type: string) => AppError.invalidInput(field, msg, type);
  if (file.bytes.length === 0) throw fail('الملف فارغ', 'file_empty');
  if (file.bytes.length > rule.maxBytes) throw fail(rule.sizeMessage, 'file_too_large');
  const detected = await fileTypeFromBuffer(file.bytes);
  const mimeType = detected && rule.types[detected.ext];
  if (!mimeType) throw fail(rule.typeMessage, 'file_type');
  return { bytes: file.bytes, mimeType, extension: detected.ext };
}
