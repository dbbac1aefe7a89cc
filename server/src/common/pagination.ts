import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `?page=&page_size=` on REST lists. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'رقم الصفحة يجب أن يكون رقماً صحيحاً' })
  @Min(1, { message: 'رقم الصفحة يبدأ من 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'حجم الصفحة يجب أن يكون رقماً صحيحاً' })
  @Min(1, { message: 'حجم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE_SIZE, { message: `أكبر حجم للصفحة ${MAX_PAGE_SIZE}` })
  page_size?: number;
}

/** `page` and `pageSize` arguments of GraphQL lists. */
@InputType()
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'رقم الصفحة يبدأ من 1' })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'حجم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE_SIZE, { message: `أكبر حجم للصفحة ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

export type Page = { page: number; pageSize: number };

export const toPage = (input: { page?: number; page_size?: number; pageSize?: number } = {}): Page => ({
  page: input.page ?? 1,
  pageSize: input.page_size ?? input.pageSize ?? DEFAULT_PAGE_SIZE,
});

/** Prisma's skip/take for a page. */
export const pageArgs = ({ page, pageSize }: Page) => ({ skip: (page - 1) * pageSize, take: pageSize });

/** The REST list body of decisions section 1. */
export const restList = <T>(data: T[], total: number, { page, pageSize }: Page) => ({
  data,
  meta: { total, page, page_size: pageSize },
});
