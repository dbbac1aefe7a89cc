import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of the multipart body of `POST /orders/{id}/documents/{requirementId}`. */
export class DocumentUploadBody {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'One file of a type the requirement accepts (PDF, JPG, PNG), at most 10 MB.',
  })
  file: unknown;

  @ApiPropertyOptional({ format: 'date', description: 'The issue date, when the requirement has a largest age.' })
  issued_on?: string;
}
