import { formatShopDate, formatShopDateTime } from '../../../core/shop-time';

export function ConsoleDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatShopDateTime(iso) : formatShopDate(iso)}</time>;
}
