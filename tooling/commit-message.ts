/**
 * The rule every commit message follows, so that the history reads as a list of changes with their
 * reasons: a subject of at most 72 characters in the imperative ("Add", not "Added" or "Adds"),
 * starting with a capital and ending without a period, a blank line, then a body that says why.
 */
const MAX_SUBJECT_LENGTH = 72;

/** The first words of subjects most often written in another form than the imperative. */
const notImperative = new Set(
  [
    'added adds adding allowed allows allowing bumped bumps bumping changed changes changing',
    'checked checks checking cleaned cleans cleaning corrected corrects correcting created creates',
    'creating deleted deletes deleting documented documents documenting dropped drops dropping',
    'enabled enables enabling disabled disables disabling ensured ensures ensuring fixed fixes',
    'fixing handled handles handling implemented implements implementing improved improves',
    'improving introduced introduces introducing made makes making moved moves moving prevented',
    'prevents preventing refactored refactors refactoring removed removes removing renamed renames',
    'renaming replaced replaces replacing showed shows showing supported supports supporting',
    'tested tests testing tidied tidies tidying updated updates updating used uses using wrote',
    'writes writing',
  ]
    .join(' ')
    .split(' '),
);

/** The message git writes itself for a merge ("Merge branch 'x' into main"): it needs no body. */
const gitMergeSubject = /^Merge (remote-tracking )?(branch|branches|tag|commit) '/;

/** A line of the body that is a trailer (Co-authored-by: …), which says nothing of why. */
const trailer = /^[A-Za-z][A-Za-z-]*: \S/;

/**
 * The message as git will record it: the comment lines of the editor's template and everything
 * below the scissors line of `git commit --verbose` are dropped.
 */
function cleanMessage(raw: string): string {
  const lines: string[] = [];
  for (const line of raw.split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line.trimEnd());
  }
  return lines.join('\n').trim();
}

/** What to change in a message, one sentence a problem; none when it follows the rule. */
export function commitMessageProblems(message: string): string[] {
  const [subject = '', second, ...rest] = cleanMessage(message).split('\n');
  if (gitMergeSubject.test(subject)) return [];
  const problems: string[] = [];
  if (subject.trim() === '') return ['Write a subject on the first line.'];
  if (subject.length > MAX_SUBJECT_LENGTH) {
    problems.push(
      `Shorten the subject to ${MAX_SUBJECT_LENGTH} characters at most (it has ${subject.length}).`,
    );
  }
  if (!/^[A-Z]/.test(subject)) problems.push('Start the subject with a capital letter.');
  if (subject.endsWith('.')) problems.push('End the subject without a period.');
  const firstWord = subject.split(/\s/, 1)[0]?.toLowerCase() ?? '';
  if (notImperative.has(firstWord)) {
    problems.push(
      `Write the subject in the imperative: "Fix", not "Fixed", "Fixes" or "Fixing" ("${firstWord}").`,
    );
  }
  if (second === undefined) {
    problems.push('Follow the subject with a blank line, then a body that says why.');
    return problems;
  }
  if (second !== '') problems.push('Leave the second line blank, between the subject and the body.');
  const body = second === '' ? rest : [second, ...rest];
  if (!body.some((line) => line.trim() !== '' && !trailer.test(line))) {
    problems.push('Say in the body why the change is made.');
  }
  return problems;
}
