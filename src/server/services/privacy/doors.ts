// The domains that keep a customer's personal data, each through its PersonalData door
// (services/personal-data.ts), in the order privacy asks them: the accounts first, as the orders a
// reseller placed are theirs too; then the orders, locked before anything else is read when the
// customer is to be forgotten, as their payments settle under the same lock; then the domains that
// find the customer by their orders or by the e-mail or phone; last the riders the shop keeps, found
// by their phone. A domain that starts keeping personal data adds its door here
// (personal-data.test.ts fails until some door covers it).
import { accountsPersonalData } from '../accounts';
import { deliveryPersonalData } from '../delivery';
import { discountsPersonalData } from '../discounts';
import { messagesPersonalData } from '../messages';
import { mpesaPersonalData } from '../mpesa';
import { notificationsPersonalData } from '../notifications';
import { ordersPersonalData } from '../orders';
import type { PersonalData } from '../personal-data';
import { stockAlertsPersonalData } from '../stock-alerts';

export const doors = {
  accounts: accountsPersonalData,
  orders: ordersPersonalData,
  discounts: discountsPersonalData,
  mpesa: mpesaPersonalData,
  messages: messagesPersonalData,
  stockAlerts: stockAlertsPersonalData,
  notifications: notificationsPersonalData,
  delivery: deliveryPersonalData,
};

export const personalDataDoors: readonly PersonalData[] = Object.values(doors);
