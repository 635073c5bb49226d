// The account roles' one rule besides approval (SessionUser.isApproved): who runs the shop.

export function isAdmin(user: { role: string }): boolean {
  return user.role === 'admin';
}
