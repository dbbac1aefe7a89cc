import { ArgsType, Field, IntersectionType as GraphQLIntersection } from '@nestjs/graphql';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { PageArgs, PageQuery } from '../../common/pagination.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IsText } from '../../common/validation/rules.js';
import { SEARCH_MAX } from '../order-rules.js';
import { DUE_STATES, DueState } from '../order-due-state.js';

/** REST also accepts `all`, which means what leaving the status out means. */
type StatusFilter = OrderStatus | 'all';
const STATUS_FILTER_DOC = {
  enum: [...Object.values(OrderStatus), 'all'],
  description: 'Omitted or `all`: every status.',
};

/** The status a list is limited to, or undefined for every status. */
export const statusOfFilter = (status?: StatusFilter) => (status === 'all' ? undefined : status);

const ASSIGNEE_FILTER_DOC =
  '`me`: the caller’s orders; `none`: unassigned orders; a user id: that person’s orders. Omitted: everyone’s.';
const ASSIGNEE_FILTER = /^(me|none|[1-9][0-9]{0,8})$/;

/** The assignee a list is limited to: a user id, null for unassigned orders, undefined for any. */
export function assigneeOfFilter(assignee: string | undefined | null, callerId: number): number | null | undefined {
  if (!assignee) return undefined;
  if (assignee === 'me') return callerId;
  if (assignee === 'none') return null;
  return Number(assignee);
}

/** The client's own orders (`myOrders`, `GET /orders`): optionally one status. */
@ArgsType()
export class OwnOrderFilter {
  @Field(() => OrderStatus, { nullable: true, description: 'Omitted: every status.' })
  @ApiPropertyOptional(STATUS_FILTER_DOC)
  @IsOptional()
  @IsIn([...Object.values(OrderStatus), 'all'], { message: 'حالة الطلب غير صحيحة' })
  status?: StatusFilter;
}

/** The back office's orders (`adminOrders`, `GET /admin/orders` and its export): a status and a search. */
@ArgsType()
export class AdminOrderFilter extends OwnOrderFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'Order number, tracking number, name, phone or e-mail; any case, Arabic letter forms and diacritics ignored (احمد finds أحمد), Arabic-Indic digits read as Latin.',
  })
  @ApiPropertyOptional({
    maxLength: SEARCH_MAX,
    description:
      'Order number, tracking number, name, phone or e-mail; any case, Arabic letter forms and diacritics ignored (احمد finds أحمد), Arabic-Indic digits read as Latin.',
  })
  @IsOptional()
  @IsText(SEARCH_MAX, 'نص البحث غير صحيح')
  search?: string;

  @Field(() => DueState, { nullable: true, description: 'overdue or soon (within 24 hours); omitted: any.' })
  @ApiPropertyOptional({ enum: DUE_STATES, description: 'overdue or soon (within 24 hours); omitted: any.' })
  @IsOptional()
  @IsIn(DUE_STATES, { message: 'حالة الاستحقاق غير صحيحة: overdue أو soon' })
  due?: DueState;

  @Field(() => String, { nullable: true, description: ASSIGNEE_FILTER_DOC })
  @ApiPropertyOptional({ description: ASSIGNEE_FILTER_DOC, example: 'me' })
  @IsOptional()
  @Matches(ASSIGNEE_FILTER, { message: 'تصفية المسؤول غير صحيحة' })
  assignee?: string;
}

@ArgsType()
export class MyOrdersArgs extends GraphQLIntersection(OwnOrderFilter, PageArgs, ArgsType) {}
@ArgsType()
export class AdminOrdersArgs extends GraphQLIntersection(AdminOrderFilter, PageArgs, ArgsType) {}

export class OwnOrderListQuery extends RestInput(IntersectionType(PageQuery, OwnOrderFilter)) {}
export class AdminOrderListQuery extends RestInput(IntersectionType(PageQuery, AdminOrderFilter)) {}
