import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';
import { DocumentFileType } from './document-file-types.js';

@ObjectType('RequiredDocument', { description: 'A paper the office needs for a service, asked in the order’s slots.' })
export class RequiredDocumentModel {
  @OutputField(() => Int, { description: 'The requirement’s id: the slot of an order is named by it.' }) id: number;
  @OutputField() nameAr: string;
  @OutputField(() => String, { nullable: true }) nameTr: string | null;
  @OutputField(() => String, { nullable: true }) nameEn: string | null;
  @OutputField(() => String, { nullable: true }) descriptionAr: string | null;
  @OutputField(() => String, { nullable: true }) descriptionTr: string | null;
  @OutputField(() => String, { nullable: true }) descriptionEn: string | null;
  @OutputField({ description: 'A required document must be accepted (or waived) before the order is processed.' })
  isRequired: boolean;
  @OutputField(() => [DocumentFileType]) acceptedTypes: DocumentFileType[];
  @OutputField(() => Int, { description: 'At most this many files at a time.' }) maxFiles: number;
  @OutputField(() => Int, {
    nullable: true,
    description: 'The largest age in days: the upload gives the issue date, older ones are refused.',
  })
  maxAgeDays: number | null;
  @OutputField({ description: 'The original must also reach the office by post.' }) originalByPost: boolean;
  @OutputField({ description: 'Needed only when the client applies for someone else.' }) onlyForSomeoneElse: boolean;
}
