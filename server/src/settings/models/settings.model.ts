import { Field, InputType, Int, ObjectType, PartialType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';
import { Allow } from 'class-validator';
import { BACKUP_FREQUENCIES } from '../settings.schema.js';
import { Language } from '../../generated/prisma/enums.js';

const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
/** The office's languages are the users' (`User.language`): one enum, the database's. */
export { Language };
export const BackupFrequency = asEnum(BACKUP_FREQUENCIES);

@ObjectType('SettingsPayment', { description: 'How clients pay: bank transfer details and the mobile cash numbers.' })
export class SettingsPaymentModel {
  @OutputField() bankName: string;
  @OutputField() accountHolder: string;
  @OutputField({ description: 'Without spaces, upper-case; empty when none.' }) ibanTry: string;
  @OutputField({ description: 'Without spaces, upper-case; empty when none.' }) ibanUsd: string;
  @OutputField() swiftCode: string;
  @OutputField() syriatelCashNumber: string;
  @OutputField() mtnCashNumber: string;
  @OutputField({ description: 'Syriatel Cash and MTN Cash are offered.' }) acceptCash: boolean;
  @OutputField(() => Int, {
    description: 'Days after the order, and between reminders, before an unpaid order’s owner is reminded (1–365).',
  })
  reminderAfterDays: number;
  @OutputField(() => Int, { description: 'Payment reminders per order at most (0–10; 0: none).' }) maxReminders: number;
  @OutputField(() => Int, {
    description: 'Days after which an order with no payment at all is cancelled with a notice (0–365; 0: never).',
  })
  autoCancelAfterDays: number;
}

@ObjectType('SettingsNotifications')
export class SettingsNotificationsModel {
  @OutputField() emailEnabled: boolean;
  @OutputField() whatsappEnabled: boolean;
  @OutputField() smsEnabled: boolean;
  @OutputField() notifyNewOrder: boolean;
  @OutputField() notifyPayment: boolean;
  @OutputField() notifyStatusChange: boolean;
  @OutputField() adminEmail: string;
}

@ObjectType('SettingsLanguages')
export class SettingsLanguagesModel {
  @OutputField(() => Language) defaultLanguage: Language;
  @OutputField(() => [Language]) enabledLanguages: Language[];
}

@ObjectType('SettingsSecurity')
export class SettingsSecurityModel {
  @OutputField() twoFactorEnabled: boolean;
  @OutputField(() => Int, { description: 'Session (token) lifetime in minutes.' }) sessionTimeout: number;
  @OutputField(() => Int, { description: 'Failed logins in a row before the account is locked for a while.' })
  maxLoginAttempts: number;
  @OutputField(() => Int) passwordMinLength: number;
  @OutputField() requireEmailVerification: boolean;
}

@ObjectType('SettingsBackup')
export class SettingsBackupModel {
  @OutputField() autoBackup: boolean;
  @OutputField(() => BackupFrequency) backupFrequency: string;
  @OutputField({ description: 'HH:MM' }) backupTime: string;
  @OutputField(() => Int) keepBackups: number;
}

@ObjectType('RejectionReason', { description: 'A reason staff may choose when rejecting a document.' })
export class RejectionReasonModel {
  @OutputField() ar: string;
  @OutputField({ description: 'Empty when not translated.' }) tr: string;
  @OutputField({ description: 'Empty when not translated.' }) en: string;
}

@ObjectType('SettingsDocuments')
export class SettingsDocumentsModel {
  @OutputField(() => [RejectionReasonModel]) rejectionReasons: RejectionReasonModel[];
}

@ObjectType('Holiday', { description: 'A day the office does not work, whatever its weekday.' })
export class HolidayModel {
  @OutputField({ description: 'YYYY-MM-DD, in Istanbul.' }) date: string;
  @OutputField({ description: 'Empty when not named.' }) name: string;
}

@ObjectType('SettingsCalendar', { description: 'The working days due dates are counted in (Istanbul).' })
export class SettingsCalendarModel {
  @OutputField(() => [Int], { description: 'ISO weekdays worked, 1 Monday … 7 Sunday; at least one.' })
  workingDays: number[];
  @OutputField(() => [HolidayModel], { description: 'By date.' }) holidays: HolidayModel[];
}

@ObjectType('SystemSettings')
export class SystemSettingsModel {
  @OutputField(() => SettingsPaymentModel) payment: SettingsPaymentModel;
  @OutputField(() => SettingsNotificationsModel) notifications: SettingsNotificationsModel;
  @OutputField(() => SettingsLanguagesModel) languages: SettingsLanguagesModel;
  @OutputField(() => SettingsSecurityModel) security: SettingsSecurityModel;
  @OutputField(() => SettingsBackupModel) backup: SettingsBackupModel;
  @OutputField(() => SettingsDocumentsModel) documents: SettingsDocumentsModel;
  @OutputField(() => SettingsCalendarModel) calendar: SettingsCalendarModel;
}

@InputType('SettingsPaymentInput')
export class SettingsPaymentInput extends PartialType(SettingsPaymentModel, InputType) {}
@InputType('SettingsNotificationsInput')
export class SettingsNotificationsInput extends PartialType(SettingsNotificationsModel, InputType) {}
@InputType('SettingsLanguagesInput')
export class SettingsLanguagesInput extends PartialType(SettingsLanguagesModel, InputType) {}
@InputType('SettingsSecurityInput')
export class SettingsSecurityInput extends PartialType(SettingsSecurityModel, InputType) {}
@InputType('SettingsBackupInput')
export class SettingsBackupInput extends PartialType(SettingsBackupModel, InputType) {}

@InputType('RejectionReasonInput')
export class RejectionReasonInput {
  @Field() @Allow() ar: string;
  @Field({ nullable: true, defaultValue: '' }) @Allow() tr?: string;
  @Field({ nullable: true, defaultValue: '' }) @Allow() en?: string;
}
@InputType('SettingsDocumentsInput')
export class SettingsDocumentsInput {
  @Field(() => [RejectionReasonInput], { nullable: true }) @Allow() rejectionReasons?: RejectionReasonInput[];
}

@InputType('HolidayInput')
export class HolidayInput {
  @Field() @Allow() date: string;
  @Field({ nullable: true, defaultValue: '' }) @Allow() name?: string;
}
@InputType('SettingsCalendarInput')
export class SettingsCalendarInput {
  @Field(() => [Int], { nullable: true }) @Allow() workingDays?: number[];
  @Field(() => [HolidayInput], { nullable: true }) @Allow() holidays?: HolidayInput[];
}

/** Any of the groups; the fields given replace the stored ones and each group must then be valid whole. */
@InputType('SettingsInput')
export class SettingsInput {
  @Field(() => SettingsPaymentInput, { nullable: true }) @Allow() payment?: SettingsPaymentInput;
  @Field(() => SettingsNotificationsInput, { nullable: true }) @Allow() notifications?: SettingsNotificationsInput;
  @Field(() => SettingsLanguagesInput, { nullable: true }) @Allow() languages?: SettingsLanguagesInput;
  @Field(() => SettingsSecurityInput, { nullable: true }) @Allow() security?: SettingsSecurityInput;
  @Field(() => SettingsBackupInput, { nullable: true }) @Allow() backup?: SettingsBackupInput;
  @Field(() => SettingsDocumentsInput, { nullable: true }) @Allow() documents?: SettingsDocumentsInput;
  @Field(() => SettingsCalendarInput, { nullable: true }) @Allow() calendar?: SettingsCalendarInput;
}
