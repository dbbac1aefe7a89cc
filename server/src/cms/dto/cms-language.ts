import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Language } from '../../generated/prisma/enums.js';
import { IsLanguage } from '../../common/validation/rules.js';

export const EDITED_LANGUAGE =
  'The language edited: ar (the content itself, by default), or tr or en (its translated texts only; empty where not yet translated).';

/** Which language the editor reads and saves (`language` on GraphQL); never the request's, so an English interface edits the Arabic unless asked. */
@ArgsType()
export class CmsLanguageArgs {
  @Field(() => Language, { nullable: true, description: EDITED_LANGUAGE })
  @IsOptional()
  @IsLanguage()
  language?: Language;
}

/** The same on REST, as `?lang=`. */
export class CmsLanguageQuery {
  @ApiPropertyOptional({ enum: Language, enumName: 'Language', description: EDITED_LANGUAGE })
  @IsOptional()
  @IsLanguage()
  lang?: Language;
}
