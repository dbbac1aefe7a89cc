import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Language } from '../../generated/prisma/enums.js';
import { IsLanguage } from '../validation/rules.js';
import { requestLanguage } from './request-language.js';

const PUBLIC_LANGUAGE =
  "The language of the office's texts: ar, tr or en; else the one Accept-Language prefers; Arabic by default. A text not yet translated reads in Arabic.";

/** The language a public answer's office texts are in (`language` on GraphQL). */
@ArgsType()
export class ContentLanguageArgs {
  @Field(() => Language, { nullable: true, description: PUBLIC_LANGUAGE })
  @IsOptional()
  @IsLanguage()
  language?: Language;
}

/** The same on REST, as `?lang=`. */
export class ContentLanguageQuery {
  @ApiPropertyOptional({ enum: Language, enumName: 'Language', description: PUBLIC_LANGUAGE })
  @IsOptional()
  @IsLanguage()
  lang?: Language;
}

/** The language asked for by name, else the request's (Accept-Language). */
export const contentLanguage = (asked: Language | undefined) => asked ?? requestLanguage();
