import { initialsOf } from './initials';

describe('the letters of an avatar', () => {
  it('keeps two Arabic letters apart so that they cannot join into a word', () => {
    expect(initialsOf('ليلى الموظفة')).toBe('ل\u200Cم');
    expect(initialsOf('مدير النظام')).toBe('م\u200Cن');
    expect(initialsOf('مدير النظام')).not.toMatch(/\p{Script=Arabic}{2}/u);
  });

  it('takes the first and last words of a Latin name, in capitals, without a joiner', () => {
    expect(initialsOf('selin ayşe kaya')).toBe('SK');
    expect(initialsOf('Mehmet')).toBe('M');
  });

  it('answers nothing for an empty name', () => {
    expect(initialsOf('  ')).toBe('');
  });
});
