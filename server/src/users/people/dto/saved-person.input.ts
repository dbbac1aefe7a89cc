import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ApplicantKind } from '../../../generated/prisma/enums.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { PersonInput } from './person.input.js';

const SAVED_KINDS = [ApplicantKind.relative, ApplicantKind.power_of_attorney];
const KIND = 'relative or power_of_attorney.';

/** `createSavedPerson` / `updateSavedPerson` (GraphQL `input`), `POST` and `PUT /auth/me/people`: someone else, every field. */
@InputType()
export class SavedPersonInput extends PersonInput {}
// The kind of a saved person is never self: the base's field with one more rule and its own descriptions.
Field(() => ApplicantKind, { description: KIND })(SavedPersonInput.prototype, 'kind');
ApiProperty({ enum: SAVED_KINDS, enumName: 'ApplicantKind', description: KIND })(SavedPersonInput.prototype, 'kind');
IsIn(SAVED_KINDS, { message: 'الشخص المحفوظ قريب أو موكِّل' })(SavedPersonInput.prototype, 'kind');

export class SavedPersonBody extends RestInput(SavedPersonInput) {}
