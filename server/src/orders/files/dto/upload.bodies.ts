import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI descriptions of the multipart bodies (multer reads them; nothing validates these classes). */
export class ReceiptUploadBody {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PDF, JPG or PNG, at most 10 MB. Replaces the previous receipt.',
  })
  file: unknown;
}

export class AttachmentsUploadBody {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'PDF, JPG or PNG, at most 10 MB each and 10 per order.',
  })
  files: unknown[];
}
