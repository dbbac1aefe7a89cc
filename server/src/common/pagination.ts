import type { Type as Class } from '@nestjs/common';
import { ArgsType, type ComplexityEstimatorArgs, Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { OutputField } from './output/output-field.js';
import { IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any list here; keeps the row offset within what the database accepts. */
export const MAX_PAGE = 1_000_000;
const PAGE_TOO_FAR = `أكبر رقم للصفحة ${MAX_PAGE}`;

/** `?page=&page_size=` on REST lists (through each list's `RestInput` view). */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'رقم الصفحة يجب أن يكون رقماً صحيحاً' })
  @Min(1, { message: 'رقم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE, { message: PAGE_TOO_FAR })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'حجم الصفحة يجب أن يكون رقماً صحيحاً' })
  @Min(1, { message: 'حجم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE_SIZE, { message: `أكبر حجم للصفحة ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

/** `page` and `pageSize` arguments of GraphQL lists. */
@InputType()
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'رقم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE, { message: PAGE_TOO_FAR })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'حجم الصفحة يبدأ من 1' })
  @Max(MAX_PAGE_SIZE, { message: `أكبر حجم للصفحة ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

/** The `page` argument of a GraphQL list; a list's own arguments extend it. */
@ArgsType()
export class PageArgs {
  @Field(() => PageInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PageInput)
  page?: PageInput;
}

export type Page = { page: number; pageSize: number };

/** The page asked for; an absent (or GraphQL null) page is the first one of the default size. */
export const toPage = (input?: { page?: number | null; pageSize?: number | null } | null): Page => ({
  page: input?.page ?? 1,
  pageSize: input?.pageSize ?? DEFAULT_PAGE_SIZE,
});

/**
 * The query-cost estimate of every GraphQL list: its rows' cost times the page size. It runs before
 * validation, so the page size is clamped: an oversized page is refused by validation with its own
 * message, and a negative one cannot lower the cost of the rest of the query.
 */
export const pageComplexity = ({ args, childComplexity }: ComplexityEstimatorArgs) =>
  1 +
  childComplexity * Math.min(Math.max(toPage(args.page as PageInput | null | undefined).pageSize, 1), MAX_PAGE_SIZE);

/** Prisma's skip/take for a page. */
export const pageArgs = ({ page, pageSize }: Page) => ({ skip: (page - 1) * pageSize, take: pageSize });

/** The one shape of a GraphQL list page; a list's own page type extends it (and may add figures). */
export function PageOf<T>(item: Class<T>) {
  @ObjectType({ isAbstract: true })
  abstract class PageOfItems {
    @OutputField(() => [item]) items: T[];
    @OutputField(() => Int, { description: 'Rows matching the filters, on every page.' }) total: number;
    @OutputField(() => Int) page: number;
    @OutputField(() => Int) pageSize: number;
  }
  return PageOfItems;
}

/** A list page: `{ items, total, page, pageSize }` (REST answers it as `{ data, meta }`: toRestPage). */
export const pageModel = <T>(items: T[], total: number, { page, pageSize }: Page) => ({ items, total, page, pageSize });
