/** Mozilla's list of the 50,000 most used passwords of 8 characters or more (Firefox Accounts). */
declare module 'fxa-common-password-list' {
  const commonPasswordList: {
    /** Whether the lower-cased password is on the list. */
    test(password: string): boolean;
  };
  export default commonPasswordList;
}
