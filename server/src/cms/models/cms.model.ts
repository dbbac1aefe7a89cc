import { Field, InputType, Int, ObjectType, OmitType, PartialType } from '@nestjs/graphql';
import { Language } from '../../generated/prisma/enums.js';
import { OutputField } from '../../common/output/output-field.js';
import { Allow } from 'class-validator';

@ObjectType('CmsStat', { description: 'A figure of the home page, e.g. +5000 happy clients.' })
@InputType('CmsStatInput')
export class CmsStatModel {
  @OutputField({ description: 'As shown: +5000, 98%, 24/7' }) value: string;
  @OutputField() label: string;
}

@ObjectType('CmsCard', { description: 'A titled card: a reason to choose the office or a step of ordering.' })
@InputType('CmsCardInput')
export class CmsCardModel {
  @OutputField() title: string;
  @OutputField() text: string;
}

@ObjectType('CmsTestimonial')
export class CmsTestimonialModel {
  @OutputField() name: string;
  @OutputField({ description: 'Where the client lives, e.g. a city.' }) place: string;
  @OutputField() text: string;
  @OutputField(() => Int, { description: 'Stars, 1 to 5.' }) rating: number;
}

@InputType('CmsTestimonialInput')
export class CmsTestimonialInput {
  @Field() name: string;
  @Field() place: string;
  @Field() text: string;
  @Field(() => Int, { nullable: true, description: 'Stars, 1 to 5; 5 when omitted.' }) rating?: number;
}

@ObjectType('CmsHome')
export class CmsHomeModel {
  @OutputField() heroTitle: string;
  @OutputField() heroSubtitle: string;
  @OutputField() heroDescription: string;
  @OutputField() aboutTitle: string;
  @OutputField() aboutDescription: string;
  @OutputField(() => [CmsStatModel], { description: 'Exactly 4 figures.' }) stats: CmsStatModel[];
  @OutputField() whyUsTitle: string;
  @OutputField(() => [CmsCardModel], { description: '1 to 12 reasons to choose the office.' }) whyUs: CmsCardModel[];
  @OutputField({ description: 'Heading of the services teaser (the services come from the catalogue).' })
  servicesTitle: string;
  @OutputField() servicesSubtitle: string;
  @OutputField() stepsTitle: string;
  @OutputField(() => [CmsCardModel], { description: '1 to 12 steps of ordering a service.' }) steps: CmsCardModel[];
  @OutputField() testimonialsTitle: string;
  @OutputField(() => [CmsTestimonialModel], { description: '1 to 12 testimonials.' })
  testimonials: CmsTestimonialModel[];
  @OutputField({ description: 'Closing call to action.' }) ctaTitle: string;
  @OutputField() ctaText: string;
}

@ObjectType('CmsAbout')
export class CmsAboutModel {
  @OutputField() title: string;
  @OutputField() description: string;
  @OutputField() mission: string;
  @OutputField() vision: string;
  @OutputField(() => Int) yearsExperience: number;
  @OutputField(() => Int) teamSize: number;
}

@ObjectType('CmsContact')
export class CmsContactModel {
  @OutputField() phone: string;
  @OutputField() whatsapp: string;
  @OutputField() email: string;
  @OutputField() address: string;
  @OutputField() workingHours: string;
}

@ObjectType('CmsSiteSettings')
export class CmsSiteSettingsModel {
  @OutputField() siteName: string;
  @OutputField() siteDescription: string;
  @OutputField(() => String, { nullable: true, description: 'Set by uploadLogo; served at /api/v1/content/logo.' })
  logoUrl: string | null;
  @OutputField(() => String, {
    nullable: true,
    description: 'Set by uploadFavicon; served at /api/v1/content/favicon.',
  })
  faviconUrl: string | null;
  @OutputField({ description: '#rrggbb' }) primaryColor: string;
  @OutputField({ description: '#rrggbb' }) secondaryColor: string;
}

@ObjectType('CmsPages', {
  description: 'Texts of the /terms and /privacy pages (paragraphs separated by blank lines).',
})
export class CmsPagesModel {
  @OutputField() terms: string;
  @OutputField() privacy: string;
}

@ObjectType('CmsContent', { description: 'The public site content edited in the back office.' })
export class CmsContentModel {
  @OutputField(() => CmsHomeModel) home: CmsHomeModel;
  @OutputField(() => CmsAboutModel) about: CmsAboutModel;
  @OutputField(() => CmsContactModel) contact: CmsContactModel;
  @OutputField(() => CmsSiteSettingsModel) settings: CmsSiteSettingsModel;
  @OutputField(() => CmsPagesModel) pages: CmsPagesModel;
}

@InputType('CmsHomeInput')
export class CmsHomeInput extends PartialType(
  OmitType(CmsHomeModel, ['stats', 'whyUs', 'steps', 'testimonials'], InputType),
  InputType,
) {
  @Field(() => [CmsStatModel], { nullable: true }) stats?: CmsStatModel[];
  @Field(() => [CmsCardModel], { nullable: true }) whyUs?: CmsCardModel[];
  @Field(() => [CmsCardModel], { nullable: true }) steps?: CmsCardModel[];
  @Field(() => [CmsTestimonialInput], { nullable: true }) testimonials?: CmsTestimonialInput[];
}
@InputType('CmsAboutInput')
export class CmsAboutInput extends PartialType(CmsAboutModel, InputType) {}
@InputType('CmsContactInput')
export class CmsContactInput extends PartialType(CmsContactModel, InputType) {}
@InputType('CmsSiteSettingsInput')
export class CmsSiteSettingsInput extends PartialType(
  OmitType(CmsSiteSettingsModel, ['logoUrl', 'faviconUrl'], InputType),
  InputType,
) {}
@InputType('CmsPagesInput')
export class CmsPagesInput extends PartialType(CmsPagesModel, InputType) {}

/** Any of the sections; the fields given replace the stored ones and each section must then be valid whole. */
@InputType('CmsInput')
export class CmsInput {
  @Field(() => CmsHomeInput, { nullable: true }) @Allow() home?: CmsHomeInput;
  @Field(() => CmsAboutInput, { nullable: true }) @Allow() about?: CmsAboutInput;
  @Field(() => CmsContactInput, { nullable: true }) @Allow() contact?: CmsContactInput;
  @Field(() => CmsSiteSettingsInput, { nullable: true }) @Allow() settings?: CmsSiteSettingsInput;
  @Field(() => CmsPagesInput, { nullable: true }) @Allow() pages?: CmsPagesInput;
}

@ObjectType('CmsMissingTranslation', { description: 'The texts a translation of the content still lacks.' })
export class CmsMissingTranslationModel {
  @OutputField(() => Language) language: Language;
  @OutputField(() => [String], {
    description:
      "Each text with an Arabic value and none in this language, as a path in the API's names, e.g. home.whyUs.2.title (REST: home.why_us.2.title). Visitors read the Arabic there.",
  })
  fields: string[];
}
