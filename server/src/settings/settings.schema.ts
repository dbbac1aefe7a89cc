import { z } from 'zod';
import { flag, text, whole } from '../common/validation/section-fields.js';

/** Spaces are allowed while typing an IBAN; it is stored without them, upper-cased. Empty means none. */
const iban = z
  .string({ error: 'يجب أن تكون القيمة نصاً' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, 'رقم IBAN غير صحيح'));
const swift = z
  .string({ error: 'يجب أن تكون القيمة نصاً' })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'رمز SWIFT غير صحيح'));
/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is refused). */
const isoDate = z
  .string({ error: 'التاريخ يجب أن يكون بالشكل YYYY-MM-DD' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'التاريخ يجب أن يكون بالشكل YYYY-MM-DD')
  .pipe(
    z.string().refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'التاريخ غير موجود في التقويم'),
  );
export const LANGUAGES = ['ar', 'tr', 'en'] as const;
export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

/** System settings by group, as stored in `setting_groups` and edited in the back office. */
export const SETTINGS_SCHEMAS = {
  payment: z.object({
    bank_name: text(),
    account_holder: text(),
    iban_try: iban,
    iban_usd: iban,
    swift_code: swift,
    syriatel_cash_number: text(30),
    mtn_cash_number: text(30),
    accept_cash: flag,
    /** Payment reminders (issue 23): days after the order, and between reminders; how many at most. */
    reminder_after_days: whole(1, 365),
    max_reminders: whole(0, 10),
    /** Days after which an order with no payment at all is cancelled; 0: never. */
    auto_cancel_after_days: whole(0, 365),
  }),
  notifications: z.object({
    email_enabled: flag,
    /** WhatsApp and SMS messages to clients (issue 26), through the providers configured in notifications/. */
    whatsapp_enabled: flag,
    sms_enabled: flag,
    notify_new_order: flag,
    notify_payment: flag,
    notify_status_change: flag,
    admin_email: z.union([z.literal(''), z.email('البريد الإلكتروني غير صحيح')], {
      error: 'البريد الإلكتروني غير صحيح',
    }),
  }),
  languages: z
    .object({
      default_language: z.enum(LANGUAGES, { error: 'اللغة غير مدعومة' }),
      enabled_languages: z
        .array(z.enum(LANGUAGES, { error: 'اللغة غير مدعومة' }), { error: 'يجب أن تكون اللغات قائمة' })
        .min(1, 'يجب تفعيل لغة واحدة على الأقل')
        .transform((languages) => [...new Set(languages)]),
    })
    .refine((value) => value.enabled_languages.includes(value.default_language), {
      message: 'يجب أن تكون اللغة الافتراضية من اللغات المفعلة',
      path: ['default_language'],
    }),
  security: z.object({
    two_factor_enabled: flag,
    session_timeout: whole(5, 43_200),
    max_login_attempts: whole(1, 100),
    password_min_length: whole(6, 128),
    require_email_verification: flag,
  }),
  backup: z.object({
    auto_backup: flag,
    backup_frequency: z.enum(BACKUP_FREQUENCIES, { error: 'تكرار النسخ غير صحيح' }),
    backup_time: z
      .string({ error: 'الوقت يجب أن يكون بالشكل HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'الوقت يجب أن يكون بالشكل HH:MM'),
    keep_backups: whole(1, 365),
  }),
  /**
   * The office's working calendar (issue 22): the ISO weekdays worked (1 Monday … 7 Sunday) and the holidays.
   * Due dates count only these days, in Istanbul (common/working-days.ts).
   */
  calendar: z.object({
    working_days: z
      .array(whole(1, 7), { error: 'يجب أن تكون أيام العمل قائمة' })
      .min(1, 'يجب اختيار يوم عمل واحد على الأقل')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    holidays: z
      .array(z.object({ date: isoDate, name: text(100).default('') }).strict(), {
        error: 'يجب أن تكون العطل قائمة',
      })
      .max(200, 'لا يمكن أن تزيد العطل عن 200')
      .transform((days) =>
        [...new Map(days.map((day) => [day.date, day])).values()].sort((a, b) => a.date.localeCompare(b.date)),
      ),
  }),
  /** The reasons staff choose from when they reject a document, in the three languages (Arabic required). */
  documents: z.object({
    rejection_reasons: z
      .array(
        z
          .object({ ar: text().min(1, 'السبب بالعربية مطلوب'), tr: text().default(''), en: text().default('') })
          .strict(),
        {
          error: 'يجب أن تكون الأسباب قائمة',
        },
      )
      .max(30, 'لا يمكن أن تزيد الأسباب عن 30'),
  }),
};

export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export type Settings<G extends SettingsGroup> = z.infer<(typeof SETTINGS_SCHEMAS)[G]>;
export const SETTINGS_GROUPS = Object.keys(SETTINGS_SCHEMAS) as SettingsGroup[];
