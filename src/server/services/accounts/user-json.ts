import type { SessionUser } from './users';

/** The fields GET /api/auth/user answers (SPEC §3 plus id, email and lastName), and sign-in too. */
export function toUserJson(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    role: user.role,
    isApproved: user.isApproved,
  };
}
