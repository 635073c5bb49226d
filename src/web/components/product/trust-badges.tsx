import { Leaf, MessageCircleReply, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';

const BADGES: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  { Icon: Truck, title: 'Fast Delivery', text: '1-2 days in Nairobi' },
  { Icon: ShieldCheck, title: 'Secure Payment', text: 'M-Pesa and more' },
  { Icon: Leaf, title: '100% Natural', text: 'Pure, unrefined shea' },
  { Icon: MessageCircleReply, title: 'Quick Response', text: 'We reply fast' },
];

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BADGES.map(({ Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center rounded-card bg-shea-100 px-2 py-4 text-center">
          <Icon className="size-6 text-sage-700" aria-hidden="true" />
          <span className="mt-2 text-sm font-semibold text-earth-900">{title}</span>
          <span className="text-xs text-ink-muted">{text}</span>
        </li>
      ))}
    </ul>
  );
}
