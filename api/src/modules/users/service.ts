import type {
  CurrentUserResponse,
  LoginBody,
  RegisterBody,
  RegisterResponse,
  Session,
  User,
} from '@brass/shared/contracts/accounts';
import { hash, verify } from '@node-rs/argon2';
import { batchLoader } from '../../lib/batch-loader.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { SessionService, StartedSession } from '../sessions/service.js';
import type { EmailConfirmationService } from './email-confirmation.js';
import type { GoogleIdentity, VerifyGoogleToken } from './google.js';
import { assertPasswordAllowed } from './password-policy.js';
import type { UserRepository, UserRow } from './repository.js';
import { STAFF_INVITATION_EXPIRED, type StaffService } from './staff.js';

const invalidCredentials = () => new HttpError(401, 'Invalid email or password');
const googleLoginFailed = () => new HttpError(401, 'Google login failed');

const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, email: row.email });

/** A sign-in's answer, with the session whose refresh token the route puts in the cookie. */
export type SignedIn<T extends Session = Session> = T & { started: StartedSession };

/** Told to the shopper whose Google sign-in took over an account that someone made with their email. */
/** Google's name for the shopper, else the part of the email before the @. */
const displayNameOf = (identity: GoogleIdentity): string =>
  identity.name ?? identity.email.split('@')[0] ?? identity.email;

const takeoverNotice =
  'Welcome! An account with your email had been created with a password but never confirmed. ' +
  'We have removed that password and signed out all its sessions: from now on it opens with your Google sign-in.';

export class UserService {
  // Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum.
  // Logins for unknown emails verify against this hash too, so timing does not tell which emails exist.
  private readonly decoyHash = hash('no account has this password');
  /** Every page load checks the stored session with /api/users/me: those arriving together share one query. */
  private readonly accounts = batchLoader((ids) => this.users.findByIds(ids));

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly verifyGoogleToken: VerifyGoogleToken,
    private readonly confirmations: EmailConfirmationService,
    private readonly staff: StaffService,
  ) {}

  private async sessionFor(row: UserRow): Promise<SignedIn> {
    // An invited address joins the staff at its first sign-in that proves it (Google's verified email).
    const invitation = await this.staff.claimInvitation(row);
    const started = await this.sessions.start(row.id);
    return {
      user: toUser(row),
      token: started.accessToken,
      started,
      ...(invitation === 'expired' && { notice: STAFF_INVITATION_EXPIRED }),
    };
  }

  /** Creates the account and mails the link that confirms its email, in one transaction. */
  async register(body: RegisterBody): Promise<SignedIn<RegisterResponse>> {
    assertPasswordAllowed(body.password, body);
    const passwordHash = await hash(body.password);
    const created = await this.users.transaction(async (users, tx) => {
      const row = await users.create({
        id: newId('usr'),
        name: body.name,
        email: body.email.toLowerCase(),
        passwordHash,
      });
      if (row) await this.confirmations.send(users, tx, row);
      return row;
    });
    if (!created) throw new HttpError(409, 'An account with this email already exists');
    return { ...(await this.sessionFor(created)), message: 'Account created' };
  }

  async login(body: LoginBody): Promise<SignedIn> {
    const row = await this.users.findByEmail(body.email.toLowerCase());
    const passwordHash = row?.passwordHash ?? (await this.decoyHash);
    const matches = await verify(passwordHash, body.password);
    if (!row?.passwordHash || !matches) throw invalidCredentials();
    return this.sessionFor(row);
  }

  /**
   * Finds the account of a Google identity by its `sub`. The first time, an account with the same
   * email is joined only when Google verified the email: linked if the account's email is confirmed
   * too, taken over if it never was (see `takeOverForGoogle`). Otherwise a new account is created.
   */
  async googleLogin(token: string): Promise<SignedIn> {
    const identity = await this.verifyGoogleToken(token);
    if (!identity) throw googleLoginFailed();
    const known = await this.users.findByGoogleSub(identity.sub);
    if (known) return this.sessionFor(known);

    const sameEmail = await this.users.findByEmail(identity.email);
    if (sameEmail) {
      // Joining on an unverified email would let anyone claim an account by naming its email.
      if (!identity.emailVerified || sameEmail.googleSub) throw googleLoginFailed();
      if (sameEmail.emailVerifiedAt) {
        const linked = await this.users.linkGoogle(sameEmail.id, identity.sub);
        if (!linked) throw googleLoginFailed();
        return this.sessionFor(linked);
      }
      // Whoever set the password never proved the email theirs, and Google just proved it this
      // shopper's: the password and every session made with it must stop opening the account.
      const takenOver = await this.users.takeOverForGoogle(sameEmail.id, {
        sub: identity.sub,
        name: displayNameOf(identity),
        now: new Date(),
      });
      if (!takenOver) throw googleLoginFailed();
      return { ...(await this.sessionFor(takenOver)), notice: takeoverNotice };
    }

    const created = await this.users.create({
      id: newId('usr'),
      name: displayNameOf(identity),
      email: identity.email,
      googleSub: identity.sub,
      emailVerifiedAt: identity.emailVerified ? new Date() : null,
    });
    // A concurrent sign-in with the same token may have created the account a moment earlier.
    const account = created ?? (await this.users.findByGoogleSub(identity.sub));
    if (!account) throw googleLoginFailed();
    return this.sessionFor(account);
  }

  async me(userId: string): Promise<CurrentUserResponse> {
    const row = await this.accounts.load(userId);
    if (!row) throw new HttpError(401, 'Your session has expired. Please log in again');
    return { user: toUser(row) };
  }
}
