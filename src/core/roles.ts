// Account roles. A reseller waits for approval (SessionUser.isApproved); a refused one is
// 'rejected' and keeps the account for its order history; an admin runs the shop.

export const ROLES = ['reseller', 'admin', 'rejected'] as const;
export type Role = (typeof ROLES)[number];

export function isAdmin(user: { role: string }): boolean {
  return user.role === 'admin';
}
