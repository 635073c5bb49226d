// The console's Today page: one read across orders, payments, stock and messages, so it sits above
// the domains it reads and none of them imports it.
export { createTodayService } from './today';
