import { TextField } from './TextField';

/** The API refuses shorter passwords; asking the browser to check first saves a round trip. */
const PASSWORD_MIN_LENGTH = 8;

/** A password being chosen, with the shop's rule said beside it; the API's refusal names any other rule. */
export function NewPasswordField({ label = 'Password' }: { label?: string }) {
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      required
    />
  );
}
