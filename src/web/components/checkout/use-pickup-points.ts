import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { PickupPoint } from './delivery-selection';

/**
 * Every active pickup point, asked for once, when the shopper first chooses an area (a checkout
 * that never gets that far sends no request); the checkout keeps each area's own. Null until the
 * answer comes. A failed request offers no points: the other methods still serve the area.
 * `refresh` asks again: after the shop refused a point (switched off since the list came).
 */
export function usePickupPoints(wanted: boolean): {
  points: readonly PickupPoint[] | null;
  refresh: () => void;
} {
  const [points, setPoints] = useState<readonly PickupPoint[] | null>(null);
  const asked = useRef(false);
  // The list may be a minute old in the browser's cache; asked again, it must be the shop's own now.
  const ask = useCallback((cache?: RequestCache) => {
    apiRequest<{ pickupPoints: PickupPoint[] }>('GET', '/api/pickup-points', undefined, { cache }).then(
      (answer) => setPoints(answer.pickupPoints),
      () => setPoints([]),
    );
  }, []);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    ask();
  }, [wanted, ask]);
  return { points, refresh: () => ask('no-cache') };
}
