import {
  Activity,
  Banknote,
  Bike,
  ChartColumn,
  FileText,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPin,
  Package,
  PackageOpen,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Star,
  Store,
  Tag,
  Undo2,
  UserPlus,
} from 'lucide-react';
import type { ConsolePermission } from '../../../core/console-permissions';

export interface ConsoleSection {
  href: string;
  label: string;
  Icon: LucideIcon;
  /** Who sees the section: its page refuses everyone else on the server. */
  permission: ConsolePermission;
}

/** The console's sections, in the order the owner works through a day. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { href: '/admin', label: 'Today', Icon: LayoutDashboard, permission: 'console' },
  { href: '/admin/orders', label: 'Orders', Icon: ShoppingBag, permission: 'orders' },
  { href: '/admin/fulfilment', label: 'To pack', Icon: PackageOpen, permission: 'orders' },
  { href: '/admin/payments', label: 'Payments', Icon: Banknote, permission: 'money' },
  { href: '/admin/refunds', label: 'Refunds', Icon: Undo2, permission: 'money' },
  { href: '/admin/tax-invoices', label: 'Tax invoices', Icon: ReceiptText, permission: 'orders' },
  { href: '/admin/discounts', label: 'Discounts', Icon: Tag, permission: 'discounts' },
  { href: '/admin/insights', label: 'Insights', Icon: ChartColumn, permission: 'insights' },
  { href: '/admin/products', label: 'Products', Icon: Package, permission: 'products' },
  { href: '/admin/resellers', label: 'Resellers', Icon: Store, permission: 'resellers' },
  { href: '/admin/reviews', label: 'Reviews', Icon: Star, permission: 'reviews' },
  { href: '/admin/messages', label: 'Messages', Icon: Inbox, permission: 'messages' },
  { href: '/admin/subscribers', label: 'Subscribers', Icon: Mail, permission: 'personalData' },
  { href: '/admin/activity', label: 'Activity', Icon: Activity, permission: 'personalData' },
  { href: '/admin/privacy', label: 'Customer data', Icon: ShieldCheck, permission: 'personalData' },
  { href: '/admin/team', label: 'Admins', Icon: UserPlus, permission: 'team' },
  { href: '/admin/content', label: 'Content', Icon: FileText, permission: 'content' },
  { href: '/admin/pickup-points', label: 'Pickup points', Icon: MapPin, permission: 'settings' },
  { href: '/admin/riders', label: 'Riders', Icon: Bike, permission: 'settings' },
  { href: '/admin/settings', label: 'Settings', Icon: Settings, permission: 'settings' },
];

/** Today is active on /admin only; every other section on its own path and below. */
export function isSectionActive(pathname: string, section: ConsoleSection): boolean {
  if (section.href === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
