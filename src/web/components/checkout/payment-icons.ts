import { Clock, CreditCard, FileText, Smartphone, type LucideIcon } from 'lucide-react';
import type { PaymentIcon } from '../../../core/payment-methods';

/** The picture each payment method's entry names (core/payment-methods.ts). */
export const PAYMENT_ICONS: Record<PaymentIcon, LucideIcon> = {
  smartphone: Smartphone,
  clock: Clock,
  'credit-card': CreditCard,
  'file-text': FileText,
};
