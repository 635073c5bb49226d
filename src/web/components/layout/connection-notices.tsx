import { RefreshCw, WifiOff } from 'lucide-react';
import { useNewVersion, useOnline } from '../../lib/connection-state';
import { buttonClasses } from '../ui/button-styles';

/**
 * A bar over the header while the shop is offline (pages seen before still open, the cart is
 * kept), and while a new version waits to be loaded.
 */
export function ConnectionNotices() {
  const online = useOnline();
  const activate = useNewVersion();
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-earth-900 px-4 py-2 text-center text-sm text-shea-50">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          You are offline. Pages you have seen still open, and your cart is kept.
        </p>
      )}
      {activate && (
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-line bg-shea-100 px-4 py-2 text-sm text-ink">
          A new version is ready
          <button type="button" onClick={activate} className={buttonClasses('primary')}>
            <RefreshCw className="size-4" aria-hidden="true" /> Reload
          </button>
        </p>
      )}
    </div>
  );
}
