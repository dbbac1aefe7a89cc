/** The advisory strength score: one point each for 8+ characters, 12+ characters, both cases, a digit, a special character. */
export function passwordScore(password: string): number {
  return [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

export type StrengthLevel = 'weak' | 'medium' | 'strong';

export const strengthLevel = (score: number): StrengthLevel =>
  score <= 2 ? 'weak' : score === 3 ? 'medium' : 'strong';
