import type { SettingsInput } from '../../../gql/graphql';
import { AdminSettingsDocument } from './SettingsPage';
import { UpdateSettingsDocument } from './hooks/useUpdateSettings';

/** The settings as the server answers them (the defaults of a new office, with payment details filled in). */
export function systemSettings() {
  return {
    __typename: 'SystemSettings' as const,
    payment: {
      __typename: 'SettingsPayment' as const,
      bankName: 'Ziraat Bankası',
      accountHolder: 'مكتب النور',
      ibanTry: 'TR330006100519786457841326',
      ibanUsd: '',
      swiftCode: 'TCZBTR2A',
      syriatelCashNumber: '0933000000',
      mtnCashNumber: '',
      acceptCash: true,
      reminderAfterDays: 3,
      maxReminders: 2,
      autoCancelAfterDays: 0,
    },
    notifications: {
      __typename: 'SettingsNotifications' as const,
      emailEnabled: true,
      notifyNewOrder: true,
      notifyPayment: true,
      notifyStatusChange: true,
      adminEmail: 'admin@office.example',
    },
    languages: {
      __typename: 'SettingsLanguages' as const,
      defaultLanguage: 'ar' as const,
      enabledLanguages: ['ar' as const, 'tr' as const, 'en' as const],
    },
    security: {
      __typename: 'SettingsSecurity' as const,
      twoFactorEnabled: false,
      sessionTimeout: 60,
      maxLoginAttempts: 5,
      passwordMinLength: 8,
      requireEmailVerification: true,
    },
    backup: {
      __typename: 'SettingsBackup' as const,
      autoBackup: true,
      backupFrequency: 'daily' as const,
      backupTime: '02:00',
      keepBackups: 30,
    },
    documents: {
      __typename: 'SettingsDocuments' as const,
      rejectionReasons: [
        {
          __typename: 'RejectionReason' as const,
          ar: 'الصورة غير واضحة أو غير مقروءة',
          tr: 'Görüntü net değil veya okunamıyor',
          en: 'The image is blurred or unreadable',
        },
      ],
    },
    calendar: {
      __typename: 'SettingsCalendar' as const,
      workingDays: [1, 2, 3, 4, 5],
      holidays: [{ __typename: 'Holiday' as const, date: '2026-10-29', name: 'Cumhuriyet Bayramı' }],
    },
  };
}

export type SystemSettingsMock = ReturnType<typeof systemSettings>;

export const settingsQueryMock = (settings: SystemSettingsMock = systemSettings()) => ({
  request: { query: AdminSettingsDocument },
  result: { data: { settings } },
});

/** Every group as the page sends it (no typenames). */
export const settingsInputOf = (settings: SystemSettingsMock): SettingsInput =>
  JSON.parse(
    JSON.stringify({ ...settings, __typename: undefined }, (key, value: unknown) =>
      key === '__typename' ? undefined : value,
    ),
  ) as SettingsInput;

export const updateSettingsMock = (settings: SystemSettingsMock) => ({
  request: { query: UpdateSettingsDocument, variables: { input: settingsInputOf(settings) } },
  result: { data: { updateSettings: settings } },
});
