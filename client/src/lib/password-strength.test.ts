import { passwordScore, strengthLevel } from './password-strength';

describe('the password strength score', () => {
  it.each([
    ['', 0],
    ['short', 0],
    ['abcdefgh', 1],
    ['abcdefghijkl', 2],
    ['Abcdefgh', 2],
    ['Abcdefgh1', 3],
    ['Abcdefgh1!', 4],
    ['Abcdefghijk1!', 5],
    ['aB3$', 3],
  ])('scores %j as %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('is weak up to 2, medium at 3 and strong from 4', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLevel)).toEqual(['weak', 'weak', 'weak', 'medium', 'strong', 'strong']);
  });
});
