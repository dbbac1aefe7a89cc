import { Field, InputType, Int, ObjectType, OmitType, PartialType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

@ObjectType('CmsHome')
export class CmsHomeModel {
  @Field() heroTitle: string;
  @Field() heroSubtitle: string;
  @Field() heroDescription: string;
  @Field() aboutTitle: string;
  @Field() aboutDescription: string;
}

@ObjectType('CmsAbout')
export class CmsAboutModel {
  @Field() title: string;
  @Field() description: string;
  @Field() mission: string;
  @Field() vision: string;
  @Field(() => Int) yearsExperience: number;
  @Field(() => Int) teamSize: number;
}

@ObjectType('CmsContact')
export class CmsContactModel {
  @Field() phone: string;
  @Field() whatsapp: string;
  @Field() email: string;
  @Field() address: string;
  @Field() workingHours: string;
}

@ObjectType('CmsSiteSettings')
export class CmsSiteSettingsModel {
  @Field() siteName: string;
  @Field() siteDescription: string;
  @Field(() => String, { nullable: true, description: 'Set by uploadLogo; served at /api/v1/content/logo.' }) logoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Set by uploadFavicon; served at /api/v1/content/favicon.' }) faviconUrl: string | null;
  @Field({ description: '#rrggbb' }) primaryColor: string;
  @Field({ description: '#rrggbb' }) secondaryColor: string;
}

@ObjectType('CmsPages', { description: 'Texts of the /terms and /privacy pages (paragraphs separated by blank lines).' })
export class CmsPagesModel {
  @Field() terms: string;
  @Field() privacy: string;
}

@ObjectType('CmsContent', { description: 'The public site content edited in the back office.' })
export class CmsContentModel {
  @Field(() => CmsHomeModel) home: CmsHomeModel;
  @Field(() => CmsAboutModel) about: CmsAboutModel;
  @Field(() => CmsContactModel) contact: CmsContactModel;
  @Field(() => CmsSiteSettingsModel) settings: CmsSiteSettingsModel;
  @Field(() => CmsPagesModel) pages: CmsPagesModel;
}

@InputType('CmsHomeInput') export class CmsHomeInput extends PartialType(CmsHomeModel, InputType) {}
@InputType('CmsAboutInput') export class CmsAboutInput extends PartialType(CmsAboutModel, InputType) {}
@InputType('CmsContactInput') export class CmsContactInput extends PartialType(CmsContactModel, InputType) {}
@InputType('CmsSiteSettingsInput')
export class CmsSiteSettingsInput extends PartialType(OmitType(CmsSiteSettingsModel, ['logoUrl', 'faviconUrl'], InputType), InputType) {}
@InputType('CmsPagesInput') export class CmsPagesInput extends PartialType(CmsPagesModel, InputType) {}

/** Any of the sections; the fields given replace the stored ones and each section must then be valid whole. */
@InputType('CmsInput')
export class CmsInput {
  @Field(() => CmsHomeInput, { nullable: true }) @Allow() home?: CmsHomeInput;
  @Field(() => CmsAboutInput, { nullable: true }) @Allow() about?: CmsAboutInput;
  @Field(() => CmsContactInput, { nullable: true }) @Allow() contact?: CmsContactInput;
  @Field(() => CmsSiteSettingsInput, { nullable: true }) @Allow() settings?: CmsSiteSettingsInput;
  @Field(() => CmsPagesInput, { nullable: true }) @Allow() pages?: CmsPagesInput;
}
