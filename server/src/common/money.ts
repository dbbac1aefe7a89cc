/** A Decimal amount as both APIs carry money: text with two places ("1500.00"), never a float. */
export const moneyText = (value: { toFixed(places: number): string }) => value.toFixed(2);
