import type { UpdateUserBody } from '@careerloom/contract';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { hashPassword, passwordProblem, verifyPassword } from '../lib/password';
import { isUniqueViolation, type UserChanges, usersRepository } from './users.repository';

/**
 * Profile updates by the account's owner. The caller has already checked ownership; changing the
 * email or password needs the current password, and a new password ends the user's other sessions.
 */
export function usersService(ctx: AppContext) {
  const users = usersRepository(ctx.db);
  return {
    async updateProfile(user: UserRow, body: UpdateUserBody): Promise<{ user: UserRow; passwordChanged: boolean }> {
      const { currentPassword, newPassword, ...profile } = body;
      const changes: UserChanges = { ...profile };
      if (newPassword !== undefined || profile.email !== undefined) {
        if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword))) {
          throw new AppError('FORBIDDEN', 'Your current password is incorrect');
        }
      }
      if (newPassword !== undefined) {
        const problem = passwordProblem(newPassword, user.username);
        if (problem) throw new AppError('VALIDATION_FAILED', problem);
        changes.passwordHash = await hashPassword(newPassword);
      }
      const conflict = 'That email is already registered';
      if (profile.email !== undefined && (await users.emailTakenByOther(profile.email, user.id))) {
        throw new AppError('CONFLICT', conflict);
      }
      try {
        const updated = await users.update(user.id, changes);
        if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
        return { user: updated, passwordChanged: newPassword !== undefined };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', conflict);
        throw error;
      }
    },
  };
}
