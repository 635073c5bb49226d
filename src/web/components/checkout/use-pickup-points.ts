import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { PickupPoint } from './delivery-selection';

/**
 * Every active pickup point, asked for once, when the shopper first chooses an area (a checkout
 * that never gets that far sends no request); the checkout keeps each area's own. Null until the
 * answer comes. A failed request offers no points: the other methods still serve the area.
 */
export function usePickupPoints(wanted: boolean): readonly PickupPoint[] | null {
  const [points, setPoints] = useState<readonly PickupPoint[] | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    apiRequest<{ pickupPoints: PickupPoint[] }>('GET', '/api/pickup-points').then(
      (answer) => setPoints(answer.pickupPoints),
      () => setPoints([]),
    );
  }, [wanted]);
  return points;
}
