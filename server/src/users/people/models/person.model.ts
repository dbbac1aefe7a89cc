import { Int, ObjectType } from '@nestjs/graphql';
import { ApplicantKind, ApplicantRelation } from '../../../generated/prisma/enums.js';
import { OutputField } from '../../../common/output/output-field.js';

const SELF_NULL = 'Null when kind is self.';

/** A person's registry data (an order's applicant, a saved person), declared once for both. */
@ObjectType({ isAbstract: true })
export class PersonModel {
  @OutputField(() => ApplicantKind) kind: ApplicantKind;
  @OutputField(() => String, { nullable: true, description: `In Arabic letters. ${SELF_NULL}` })
  fullNameAr: string | null;
  @OutputField(() => String, { nullable: true, description: `In Latin letters. ${SELF_NULL}` })
  fullNameLatin: string | null;
  @OutputField(() => ApplicantRelation, { nullable: true, description: 'Set for a relative only.' })
  relation: ApplicantRelation | null;
  @OutputField(() => String, { nullable: true, description: SELF_NULL }) fatherName: string | null;
  @OutputField(() => String, { nullable: true, description: SELF_NULL }) motherName: string | null;
  @OutputField(() => String, {
    nullable: true,
    description: `A date, YYYY-MM-DD. ${SELF_NULL}`,
    openApi: { example: '1955-04-12', format: 'date' },
  })
  birthDate: string | null;
  @OutputField(() => String, { nullable: true, description: SELF_NULL }) birthPlace: string | null;
  @OutputField(() => String, { nullable: true, description: SELF_NULL }) nationalNumber: string | null;
}

@ObjectType('SavedPerson', {
  description: 'A person the account holder keeps to apply for again; only the account holder sees it.',
})
export class SavedPersonModel extends PersonModel {
  @OutputField(() => Int) id: number;
  @OutputField() createdAt: Date;
  @OutputField() updatedAt: Date;
}
