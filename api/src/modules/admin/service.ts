import type { AdminProfile } from '@brass/shared/contracts/admin';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { UserService } from '../users/service.js';
import { STAFF_ONLY_MESSAGE } from './access.js';

export class AdminService {
  constructor(private readonly users: UserService) {}

  /** The signed-in member of staff, as the back office greets them. */
  async profile(member: AuthUser): Promise<AdminProfile> {
    if (member.role === 'shopper') throw new HttpError(403, STAFF_ONLY_MESSAGE);
    const { user } = await this.users.me(member.id);
    return { ...user, role: member.role };
  }
}
