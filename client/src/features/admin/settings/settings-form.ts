import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import type { AdminSettingsFragment, BackupFrequency, Language, SettingsInput } from '../../../gql/graphql';
import { EMAIL_PATTERN } from '../../../lib/forms';

export const LANGUAGES: Language[] = ['ar', 'tr', 'en'];
export const BACKUP_FREQUENCIES: BackupFrequency[] = ['hourly', 'daily', 'weekly', 'monthly'];
export type SettingsTab = 'payment' | 'notifications' | 'languages' | 'security' | 'backup' | 'documents' | 'calendar';
/** ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_HOLIDAYS = 200;

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The settings form's rules, those of the server (settings.schema.ts) that the browser can check first. */
export function settingsSchema(intl: IntlShape) {
  const m = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const whole = (min: number, max: number) =>
    z
      .number({ error: m('settings.error.range', { min, max }) })
      .int(m('settings.error.range', { min, max }))
      .min(min, m('settings.error.range', { min, max }))
      .max(max, m('settings.error.range', { min, max }));
  const iban = z
    .string()
    .refine(
      (value) => /^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/.test(value.replace(/\s+/g, '').toUpperCase()),
      m('settings.error.iban'),
    );
  const swift = z
    .string()
    .refine(
      (value) => /^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/.test(value.trim().toUpperCase()),
      m('settings.error.swift'),
    );
  return z.object({
    payment: z.object({
      bankName: z.string().max(200),
      accountHolder: z.string().max(200),
      ibanTry: iban,
      ibanUsd: iban,
      swiftCode: swift,
      syriatelCashNumber: z.string().max(30),
      mtnCashNumber: z.string().max(30),
      acceptCash: z.boolean(),
      reminderAfterDays: whole(1, 365),
      maxReminders: whole(0, 10),
      autoCancelAfterDays: whole(0, 365),
    }),
    notifications: z.object({
      emailEnabled: z.boolean(),
      notifyNewOrder: z.boolean(),
      notifyPayment: z.boolean(),
      notifyStatusChange: z.boolean(),
      adminEmail: z
        .string()
        .trim()
        .refine((value) => value === '' || EMAIL_PATTERN.test(value), m('settings.error.email')),
    }),
    languages: z
      .object({
        defaultLanguage: z.enum(['ar', 'tr', 'en']),
        enabledLanguages: z.array(z.enum(['ar', 'tr', 'en'])).min(1, m('settings.error.noLanguage')),
      })
      .refine((value) => value.enabledLanguages.includes(value.defaultLanguage), {
        path: ['defaultLanguage'],
        message: m('settings.error.defaultLanguage'),
      }),
    security: z.object({
      twoFactorEnabled: z.boolean(),
      sessionTimeout: whole(5, 43_200),
      maxLoginAttempts: whole(1, 100),
      passwordMinLength: whole(6, 128),
      requireEmailVerification: z.boolean(),
    }),
    backup: z.object({
      autoBackup: z.boolean(),
      backupFrequency: z.enum(['hourly', 'daily', 'weekly', 'monthly']),
      backupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('settings.error.time')),
      keepBackups: whole(1, 365),
    }),
    documents: z.object({
      rejectionReasons: z
        .array(
          z.object({
            ar: z.string().trim().min(1, m('settings.error.reasonAr')).max(200),
            tr: z.string().trim().max(200),
            en: z.string().trim().max(200),
          }),
        )
        .max(30),
    }),
    calendar: z.object({
      workingDays: z.array(z.number().int().min(1).max(7)).min(1, m('settings.error.noWorkingDay')),
      holidays: z
        .array(
          z.object({
            date: z.string().trim().refine(isRealDate, m('settings.error.holidayDate')),
            name: z.string().trim().max(100, m('settings.error.holidayName')),
          }),
        )
        .max(MAX_HOLIDAYS),
    }),
  });
}

export type SettingsForm = z.infer<ReturnType<typeof settingsSchema>>;

/** The loaded settings as the form holds them (no typenames). */
export function toSettingsForm({
  payment,
  notifications,
  languages,
  security,
  backup,
  documents,
  calendar,
}: AdminSettingsFragment): SettingsForm {
  return {
    payment: {
      bankName: payment.bankName,
      accountHolder: payment.accountHolder,
      ibanTry: payment.ibanTry,
      ibanUsd: payment.ibanUsd,
      swiftCode: payment.swiftCode,
      syriatelCashNumber: payment.syriatelCashNumber,
      mtnCashNumber: payment.mtnCashNumber,
      acceptCash: payment.acceptCash,
      reminderAfterDays: payment.reminderAfterDays,
      maxReminders: payment.maxReminders,
      autoCancelAfterDays: payment.autoCancelAfterDays,
    },
    notifications: {
      emailEnabled: notifications.emailEnabled,
      notifyNewOrder: notifications.notifyNewOrder,
      notifyPayment: notifications.notifyPayment,
      notifyStatusChange: notifications.notifyStatusChange,
      adminEmail: notifications.adminEmail,
    },
    languages: { defaultLanguage: languages.defaultLanguage, enabledLanguages: [...languages.enabledLanguages] },
    security: {
      twoFactorEnabled: security.twoFactorEnabled,
      sessionTimeout: security.sessionTimeout,
      maxLoginAttempts: security.maxLoginAttempts,
      passwordMinLength: security.passwordMinLength,
      requireEmailVerification: security.requireEmailVerification,
    },
    backup: {
      autoBackup: backup.autoBackup,
      backupFrequency: backup.backupFrequency as BackupFrequency,
      backupTime: backup.backupTime,
      keepBackups: backup.keepBackups,
    },
    documents: { rejectionReasons: documents.rejectionReasons.map(({ ar, tr, en }) => ({ ar, tr, en })) },
    calendar: {
      workingDays: [...calendar.workingDays],
      holidays: calendar.holidays.map(({ date, name }) => ({ date, name })),
    },
  };
}

/** Every group is saved at once; languages keep the order ar, tr, en. */
export const toSettingsInput = (form: SettingsForm): SettingsInput => ({
  ...form,
  languages: {
    ...form.languages,
    enabledLanguages: LANGUAGES.filter((code) => form.languages.enabledLanguages.includes(code)),
  },
});
