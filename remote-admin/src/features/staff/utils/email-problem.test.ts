import { emailProblem } from './email-problem';

describe('emailProblem', () => {
  it('asks for an address when nothing (or only spaces) was typed', () => {
    expect(emailProblem('')).toBe('Please enter the email address of the person to add.');
    expect(emailProblem('   ')).toBe('Please enter the email address of the person to add.');
  });

  it('refuses what is plainly not an address', () => {
    for (const typed of ['meena', 'meena@', '@example.in', 'meena@example', 'meena @example.in'])
      expect(emailProblem(typed), typed).toBe('Please enter a valid email address.');
    expect(emailProblem(`${'a'.repeat(250)}@example.in`)).toBe('Please enter a valid email address.');
  });

  it('lets an address through, spaces around it allowed', () => {
    expect(emailProblem('meena@example.in')).toBeNull();
    expect(emailProblem('  Meena.Iyer+shop@brassaangan.in ')).toBeNull();
  });
});
