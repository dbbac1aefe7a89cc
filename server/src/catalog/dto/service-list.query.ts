import { IsEnum, IsOptional } from 'class-validator';
import { ServiceCategory } from '../../generated/prisma/enums.js';

export class ServiceListQuery {
  @IsOptional()
  @IsEnum(ServiceCategory, { message: 'التصنيف غير صحيح' })
  category?: ServiceCategory;
}
