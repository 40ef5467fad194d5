import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './commit-message.ts';

const why = 'The history should say why each change was made, so that a reader need not guess.';

describe('commitMessageProblems', () => {
  it('passes a short imperative subject, a blank line and a body', () => {
    expect(commitMessageProblems(`Check commit messages in CI\n\n${why}\n`)).toEqual([]);
  });

  it('refuses a subject past 72 characters', () => {
    const subject = `Check ${'every '.repeat(12)}message`;
    expect(subject.length).toBeGreaterThan(72);
    expect(commitMessageProblems(`${subject}\n\n${why}`)).toEqual([
      `Shorten the subject to 72 characters at most (it has ${subject.length}).`,
    ]);
    expect(commitMessageProblems(`${'A'.repeat(72)}\n\n${why}`)).toEqual([]);
  });

  it('refuses a subject that is not in the imperative, starts small or ends with a period', () => {
    expect(commitMessageProblems(`Added a check\n\n${why}`)).toEqual([
      'Write the subject in the imperative: "Fix", not "Fixed", "Fixes" or "Fixing" ("added").',
    ]);
    expect(commitMessageProblems(`Fixes the check\n\n${why}`)).toHaveLength(1);
    expect(commitMessageProblems(`Updating the check\n\n${why}`)).toHaveLength(1);
    expect(commitMessageProblems(`check messages\n\n${why}`)).toEqual([
      'Start the subject with a capital letter.',
    ]);
    expect(commitMessageProblems(`Check messages.\n\n${why}`)).toEqual(['End the subject without a period.']);
  });

  it('wants a blank line, then a body that is more than trailers', () => {
    expect(commitMessageProblems('Check messages')).toEqual([
      'Follow the subject with a blank line, then a body that says why.',
    ]);
    expect(commitMessageProblems(`Check messages\n${why}`)).toEqual([
      'Leave the second line blank, between the subject and the body.',
    ]);
    expect(commitMessageProblems('Check messages\n\nCo-authored-by: Meena <meena@example.in>')).toEqual([
      'Say in the body why the change is made.',
    ]);
  });

  it('reads the message as git records it, without the template comments and the diff', () => {
    const edited = `Check messages\n\n${why}\n# Please enter the commit message.\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n`;
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems('# Please enter the commit message.\n')).toEqual([
      'Write a subject on the first line.',
    ]);
  });

  it("lets git's own merge messages through", () => {
    expect(commitMessageProblems("Merge branch 'wt-libs'\n")).toEqual([]);
    expect(commitMessageProblems("Merge branch 'wt-libs' into main\n\n# Conflicts:\n#\tREADME.md\n")).toEqual(
      [],
    );
    expect(commitMessageProblems("Merge remote-tracking branch 'origin/main'")).toEqual([]);
    expect(commitMessageProblems('Merge the owner powers')).toHaveLength(1);
  });
});
