import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, ValidateIf } from 'class-validator';
import { ApplicantKind, ApplicantRelation } from '../../../generated/prisma/enums.js';
import {
  IsArabicFullName,
  IsBirthDate,
  IsBirthPlace,
  IsFatherName,
  IsLatinFullName,
  IsMotherName,
  IsNationalNumber,
} from '../person-rules.js';

/** Someone else than the account holder: every field but the relation is asked, the relation of a relative only. */
const forSomeoneElse = (person: PersonInput) => person.kind !== ApplicantKind.self;
const forRelative = (person: PersonInput) => person.kind === ApplicantKind.relative;
const SOMEONE_ELSE = 'Required unless kind is self.';

/**
 * A person's registry data as the client types it, shared by an order's applicant and a saved person (both APIs).
 * The fields are nullable in GraphQL because an applicant of kind `self` sends none of them.
 */
@InputType({ isAbstract: true })
export class PersonInput {
  @Field(() => ApplicantKind)
  @ApiProperty({ enum: ApplicantKind, enumName: 'ApplicantKind' })
  @IsEnum(ApplicantKind, { message: 'اختر لمن هذه الأوراق' })
  kind: ApplicantKind;

  @Field(() => String, { nullable: true, description: `In Arabic letters. ${SOMEONE_ELSE}` })
  @ApiPropertyOptional({ example: 'أحمد محمد الحلبي', description: `In Arabic letters. ${SOMEONE_ELSE}` })
  @ValidateIf(forSomeoneElse)
  @IsArabicFullName()
  fullNameAr?: string;

  @Field(() => String, { nullable: true, description: `In Latin letters, as in the passport. ${SOMEONE_ELSE}` })
  @ApiPropertyOptional({ example: 'Ahmad Mohammad Alhalabi', description: `As in the passport. ${SOMEONE_ELSE}` })
  @ValidateIf(forSomeoneElse)
  @IsLatinFullName()
  fullNameLatin?: string;

  @Field(() => ApplicantRelation, { nullable: true, description: 'Required for a relative; ignored otherwise.' })
  @ApiPropertyOptional({
    enum: ApplicantRelation,
    enumName: 'ApplicantRelation',
    description: 'Required for a relative; ignored otherwise.',
  })
  @ValidateIf(forRelative)
  @IsEnum(ApplicantRelation, { message: 'اختر صلة القرابة' })
  relation?: ApplicantRelation;

  @Field(() => String, { nullable: true, description: SOMEONE_ELSE })
  @ApiPropertyOptional({ example: 'محمد', description: SOMEONE_ELSE })
  @ValidateIf(forSomeoneElse)
  @IsFatherName()
  fatherName?: string;

  @Field(() => String, { nullable: true, description: `Name and surname. ${SOMEONE_ELSE}` })
  @ApiPropertyOptional({ example: 'فاطمة الخطيب', description: `Name and surname. ${SOMEONE_ELSE}` })
  @ValidateIf(forSomeoneElse)
  @IsMotherName()
  motherName?: string;

  @Field(() => String, { nullable: true, description: `A date, YYYY-MM-DD. ${SOMEONE_ELSE}` })
  @ApiPropertyOptional({ example: '1955-04-12', format: 'date', description: SOMEONE_ELSE })
  @ValidateIf(forSomeoneElse)
  @IsBirthDate()
  birthDate?: string;

  @Field(() => String, { nullable: true, description: SOMEONE_ELSE })
  @ApiPropertyOptional({ example: 'حلب', description: SOMEONE_ELSE })
  @ValidateIf(forSomeoneElse)
  @IsBirthPlace()
  birthPlace?: string;

  @Field(() => String, { nullable: true, description: `National number or passport number. ${SOMEONE_ELSE}` })
  @ApiPropertyOptional({ example: '01010123456', description: `National or passport number. ${SOMEONE_ELSE}` })
  @ValidateIf(forSomeoneElse)
  @IsNationalNumber()
  nationalNumber?: string;
}

/** A person's registry data once validated for someone else: every field present. */
export type PersonData = {
  kind: Exclude<ApplicantKind, 'self'>;
  fullNameAr: string;
  fullNameLatin: string;
  relation: ApplicantRelation | null;
  fatherName: string;
  motherName: string;
  birthDate: Date;
  birthPlace: string;
  nationalNumber: string;
};

/** The columns of a validated person for someone else (the relation only for a relative). */
export function personData(input: PersonInput): PersonData | undefined {
  if (input.kind === ApplicantKind.self) return undefined;
  return {
    kind: input.kind,
    fullNameAr: input.fullNameAr!,
    fullNameLatin: input.fullNameLatin!,
    relation: input.kind === ApplicantKind.relative ? input.relation! : null,
    fatherName: input.fatherName!,
    motherName: input.motherName!,
    birthDate: new Date(`${input.birthDate!}T00:00:00Z`),
    birthPlace: input.birthPlace!,
    nationalNumber: input.nationalNumber!,
  };
}
