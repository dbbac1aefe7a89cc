import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { PageArgs, PageQuery } from '../../../common/pagination.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IntersectionType } from '@nestjs/swagger';
import { IntersectionType as GraphQLIntersection } from '@nestjs/graphql';

const CURRENCY = 'USD or SYP: the lira is the unit every rate is counted in.';
const PER_TRY =
  'Units of the currency one Turkish lira buys, above zero, up to 10 decimals (SYP "330" means 1 ₺ = 330 SYP; USD "0.0241" means 1 ₺ = 0.0241 USD).';

/**
 * `PUT /admin/exchange-rates` and `setExchangeRate` (admins). Both fields are text, checked by the service so a
 * wrong currency or rate is refused with its own code on both APIs (a GraphQL enum or number would be refused
 * by GraphQL itself, without one).
 */
@InputType()
export class SetExchangeRateInput {
  @Field({ description: CURRENCY })
  @ApiProperty({ enum: ['USD', 'SYP'], description: CURRENCY })
  @Allow()
  currency: string;

  @Field({ description: PER_TRY })
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '330', description: PER_TRY })
  @Allow()
  perTry: string;
}
export class SetExchangeRateBody extends RestInput(SetExchangeRateInput) {}

const HISTORY_CURRENCY = 'Only the rates of this currency (USD or SYP); omit for both.';

/** The filter of the rates' history (`exchangeRateHistory`, `GET /admin/exchange-rates/history`). */
@ArgsType()
export class ExchangeRateHistoryFilter {
  @Field(() => String, { nullable: true, description: HISTORY_CURRENCY })
  @ApiPropertyOptional({ enum: ['USD', 'SYP'], description: HISTORY_CURRENCY })
  @IsOptional()
  @Allow()
  currency?: string;
}

@ArgsType()
export class ExchangeRateHistoryArgs extends GraphQLIntersection(ExchangeRateHistoryFilter, PageArgs, ArgsType) {}
export class ExchangeRateHistoryQuery extends RestInput(IntersectionType(PageQuery, ExchangeRateHistoryFilter)) {}
