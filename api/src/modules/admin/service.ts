import type { AdminProfile } from '@brass/shared/contract';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { UserRepository } from '../users/repository.js';

export class AdminService {
  constructor(private readonly users: UserRepository) {}

  /** The signed-in member of staff, as the back office greets them. */
  async profile(user: AuthUser): Promise<AdminProfile> {
    const account = await this.users.findById(user.id);
    if (!account || user.role === 'shopper') throw new HttpError(401, 'Please log in to continue');
    return { id: account.id, name: account.name, email: account.email, role: user.role };
  }
}
