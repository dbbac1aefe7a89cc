import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { RestInput } from '../../../common/validation/rest-input.js';
import { PersonInput } from '../../../users/people/dto/person.input.js';

const SAVE = 'Also keep this person in the profile to apply for again (ignored for self).';

/** Whose papers an order is about (`applicant` of `createOrder` and `POST /orders`). */
@InputType('ApplicantInput')
export class ApplicantInput extends PersonInput {
  @Field(() => Boolean, { nullable: true, description: SAVE })
  @ApiPropertyOptional({ description: SAVE, default: false })
  @IsOptional()
  @IsBoolean({ message: 'قيمة حفظ الشخص يجب أن تكون نعم أو لا' })
  saveForLater?: boolean;
}
/** The REST view (snake_case fields) of the applicant inside `POST /orders`. */
export class ApplicantBody extends RestInput(ApplicantInput) {}
