// Which way a retail order reaches its customer and at what fee, judged against the owner's delivery
// settings and pickup points as they stand when it is placed: a method the area no longer offers, or
// a point switched off or moved since the checkout was drawn, is refused. A point whose fee the owner
// changed meanwhile is charged its fee now, as an area's changed fee is; the checkout's list is at
// most a minute old (GET /api/pickup-points' cache).
import { SELECT_AREA } from '../../../core/checkout-schema';
import { DELIVERY_CHOICE_MESSAGES } from '../../../core/delivery-choice-schema';
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD,
  deliveryMethodInfo,
  type DeliveryMethod,
} from '../../../core/delivery-methods';
import {
  choiceFeeKes,
  findDeliveryArea,
  type DeliveryChoice,
  type DeliverySettings,
} from '../../../core/delivery';
import type { DbExecutor } from '../../db/executor';
import { activePickupPointIn } from '../delivery';
import { ServiceError } from '../errors';

export interface DeliveryRequest {
  deliveryArea: string;
  deliveryMethod?: DeliveryMethod | null;
  pickupPointId?: number | null;
}

/**
 * The choice to price the order by. Run in the placing transaction it share-locks the pickup point,
 * so the owner's switching the point off waits for the order.
 */
export async function judgeDeliveryChoice(
  executor: DbExecutor,
  delivery: DeliverySettings,
  request: DeliveryRequest,
): Promise<DeliveryChoice> {
  const area = findDeliveryArea(delivery, request.deliveryArea);
  if (!area) throw new ServiceError('invalid', SELECT_AREA, { deliveryArea: SELECT_AREA });
  const method = request.deliveryMethod ?? DEFAULT_DELIVERY_METHOD;
  const pointId = request.pickupPointId ?? null;
  if (method === DELIVERY_METHOD.pickupPoint) {
    const point = pointId === null ? null : await activePickupPointIn(executor, pointId, area.name);
    if (!point) {
      const message =
        pointId === null
          ? DELIVERY_CHOICE_MESSAGES.choosePoint
          : `This pickup point does not take orders for ${area.name}. Please choose another.`;
      throw new ServiceError('invalid', message, { pickupPointId: message });
    }
    return { method, pickupFeeKes: point.feeCents / 100 };
  }
  if (pointId !== null) {
    const message = DELIVERY_CHOICE_MESSAGES.pointWithoutPickup;
    throw new ServiceError('invalid', message, { pickupPointId: message });
  }
  const choice: DeliveryChoice = { method };
  if (choiceFeeKes(area, choice) === null) {
    const message = `${deliveryMethodInfo(method).label} is not offered in ${area.name}. Please choose another way.`;
    throw new ServiceError('invalid', message, { deliveryMethod: message });
  }
  return choice;
}
