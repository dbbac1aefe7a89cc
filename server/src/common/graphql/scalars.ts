import { GraphQLScalarType, Kind } from 'graphql';
import { moneyText } from '../money.js';

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Money as a decimal string ("1500.00"): prices are never floats on either side of the API. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'A money amount as a decimal string with two places, e.g. "1500.00" (never a float).',
  serialize: (value) =>
    typeof value === 'object' && value !== null && 'toFixed' in value
      ? moneyText(value as { toFixed(places: number): string })
      : String(value),
  parseValue: (value) => parseDecimal(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseDecimal(ast.value);
    throw new TypeError('المبلغ يجب أن يكون رقماً عشرياً مثل "1500.00"');
  },
});

function parseDecimal(value: unknown): string {
  const text = String(value).trim();
  if (!DECIMAL_PATTERN.test(text)) throw new TypeError('المبلغ يجب أن يكون رقماً عشرياً مثل "1500.00"');
  return text;
}
