import {
  Activity,
  Banknote,
  FileText,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Settings,
  ShoppingBag,
  Star,
  Store,
  Undo2,
  UserPlus,
} from 'lucide-react';

export interface ConsoleSection {
  href: string;
  label: string;
  Icon: LucideIcon;
}

/** The console's sections, in the order the owner works through a day. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { href: '/admin', label: 'Today', Icon: LayoutDashboard },
  { href: '/admin/orders', label: 'Orders', Icon: ShoppingBag },
  { href: '/admin/payments', label: 'Payments', Icon: Banknote },
  { href: '/admin/refunds', label: 'Refunds', Icon: Undo2 },
  { href: '/admin/products', label: 'Products', Icon: Package },
  { href: '/admin/resellers', label: 'Resellers', Icon: Store },
  { href: '/admin/reviews', label: 'Reviews', Icon: Star },
  { href: '/admin/messages', label: 'Messages', Icon: Inbox },
  { href: '/admin/subscribers', label: 'Subscribers', Icon: Mail },
  { href: '/admin/activity', label: 'Activity', Icon: Activity },
  { href: '/admin/team', label: 'Admins', Icon: UserPlus },
  { href: '/admin/content', label: 'Content', Icon: FileText },
  { href: '/admin/settings', label: 'Settings', Icon: Settings },
];

/** Today is active on /admin only; every other section on its own path and below. */
export function isSectionActive(pathname: string, section: ConsoleSection): boolean {
  if (section.href === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
