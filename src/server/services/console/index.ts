export { todayOverview } from './today';
