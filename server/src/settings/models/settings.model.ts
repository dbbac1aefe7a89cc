import { Field, InputType, Int, ObjectType, PartialType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { BACKUP_FREQUENCIES, LANGUAGES } from '../settings.schema.js';

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
export const Language = asEnum(LANGUAGES);
export type Language = (typeof LANGUAGES)[number];
export const BackupFrequency = asEnum(BACKUP_FREQUENCIES);

@ObjectType('SettingsPayment', { description: 'How clients pay: bank transfer details and the mobile cash numbers.' })
export class SettingsPaymentModel {
  @Field() bankName: string;
  @Field() accountHolder: string;
  @Field({ description: 'Without spaces, upper-case; empty when none.' }) ibanTry: string;
  @Field({ description: 'Without spaces, upper-case; empty when none.' }) ibanUsd: string;
  @Field() swiftCode: string;
  @Field() syriatelCashNumber: string;
  @Field() mtnCashNumber: string;
  @Field({ description: 'Syriatel Cash and MTN Cash are offered.' }) acceptCash: boolean;
}

@ObjectType('SettingsNotifications')
export class SettingsNotificationsModel {
  @Field() emailEnabled: boolean;
  @Field() notifyNewOrder: boolean;
  @Field() notifyPayment: boolean;
  @Field() notifyStatusChange: boolean;
  @Field() adminEmail: string;
}

@ObjectType('SettingsLanguages')
export class SettingsLanguagesModel {
  @Field(() => Language) defaultLanguage: Language;
  @Field(() => [Language]) enabledLanguages: Language[];
}

@ObjectType('SettingsSecurity')
export class SettingsSecurityModel {
  @Field() twoFactorEnabled: boolean;
  @Field(() => Int, { description: 'Session (token) lifetime in minutes.' }) sessionTimeout: number;
  @Field(() => Int, { description: 'Failed logins in a row before the account is locked for a while.' }) maxLoginAttempts: number;
  @Field(() => Int) passwordMinLength: number;
  @Field() requireEmailVerification: boolean;
}

@ObjectType('SettingsBackup')
export class SettingsBackupModel {
  @Field() autoBackup: boolean;
  @Field(() => BackupFrequency) backupFrequency: string;
  @Field({ description: 'HH:MM' }) backupTime: string;
  @Field(() => Int) keepBackups: number;
}

@ObjectType('SystemSettings')
export class SystemSettingsModel {
  @Field(() => SettingsPaymentModel) payment: SettingsPaymentModel;
  @Field(() => SettingsNotificationsModel) notifications: SettingsNotificationsModel;
  @Field(() => SettingsLanguagesModel) languages: SettingsLanguagesModel;
  @Field(() => SettingsSecurityModel) security: SettingsSecurityModel;
  @Field(() => SettingsBackupModel) backup: SettingsBackupModel;
}

@InputType('SettingsPaymentInput') export class SettingsPaymentInput extends PartialType(SettingsPaymentModel, InputType) {}
@InputType('SettingsNotificationsInput') export class SettingsNotificationsInput extends PartialType(SettingsNotificationsModel, InputType) {}
@InputType('SettingsLanguagesInput') export class SettingsLanguagesInput extends PartialType(SettingsLanguagesModel, InputType) {}
@InputType('SettingsSecurityInput') export class SettingsSecurityInput extends PartialType(SettingsSecurityModel, InputType) {}
@InputType('SettingsBackupInput') export class SettingsBackupInput extends PartialType(SettingsBackupModel, InputType) {}

/** Any of the groups; the fields given replace the stored ones and each group must then be valid whole. */
@InputType('SettingsInput')
export class SettingsInput {
  @Field(() => SettingsPaymentInput, { nullable: true }) @Allow() payment?: SettingsPaymentInput;
  @Field(() => SettingsNotificationsInput, { nullable: true }) @Allow() notifications?: SettingsNotificationsInput;
  @Field(() => SettingsLanguagesInput, { nullable: true }) @Allow() languages?: SettingsLanguagesInput;
  @Field(() => SettingsSecurityInput, { nullable: true }) @Allow() security?: SettingsSecurityInput;
  @Field(() => SettingsBackupInput, { nullable: true }) @Allow() backup?: SettingsBackupInput;
}
