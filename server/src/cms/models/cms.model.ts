import { Field, InputType, Int, ObjectType, OmitType, PartialType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

@ObjectType('CmsStat', { description: 'A figure of the home page, e.g. +5000 happy clients.' })
@InputType('CmsStatInput')
export class CmsStatModel {
  @Field({ description: 'As shown: +5000, 98%, 24/7' }) value: string;
  @Field() label: string;
}

@ObjectType('CmsCard', { description: 'A titled card: a reason to choose the office or a step of ordering.' })
@InputType('CmsCardInput')
export class CmsCardModel {
  @Field() title: string;
  @Field() text: string;
}

@ObjectType('CmsTestimonial')
export class CmsTestimonialModel {
  @Field() name: string;
  @Field({ description: 'Where the client lives, e.g. a city.' }) place: string;
  @Field() text: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating: number;
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
  @Field() heroTitle: string;
  @Field() heroSubtitle: string;
  @Field() heroDescription: string;
  @Field() aboutTitle: string;
  @Field() aboutDescription: string;
  @Field(() => [CmsStatModel], { description: 'Exactly 4 figures.' }) stats: CmsStatModel[];
  @Field() whyUsTitle: string;
  @Field(() => [CmsCardModel], { description: '1 to 12 reasons to choose the office.' }) whyUs: CmsCardModel[];
  @Field({ description: 'Heading of the services teaser (the services come from the catalogue).' }) servicesTitle: string;
  @Field() servicesSubtitle: string;
  @Field() stepsTitle: string;
  @Field(() => [CmsCardModel], { description: '1 to 12 steps of ordering a service.' }) steps: CmsCardModel[];
  @Field() testimonialsTitle: string;
  @Field(() => [CmsTestimonialModel], { description: '1 to 12 testimonials.' }) testimonials: CmsTestimonialModel[];
  @Field({ description: 'Closing call to action.' }) ctaTitle: string;
  @Field() ctaText: string;
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

@InputType('CmsHomeInput')
export class CmsHomeInput extends PartialType(OmitType(CmsHomeModel, ['stats', 'whyUs', 'steps', 'testimonials'], InputType), InputType) {
  @Field(() => [CmsStatModel], { nullable: true }) stats?: CmsStatModel[];
  @Field(() => [CmsCardModel], { nullable: true }) whyUs?: CmsCardModel[];
  @Field(() => [CmsCardModel], { nullable: true }) steps?: CmsCardModel[];
  @Field(() => [CmsTestimonialInput], { nullable: true }) testimonials?: CmsTestimonialInput[];
}
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
