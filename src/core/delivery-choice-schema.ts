// How the shopper asks to receive the order, in POST /api/orders and the checkout alike. Whether the
// area offers the method and the point is active there is the server's to say (orders/delivery-choice.ts):
// the owner changes both while a checkout is open.
import { z } from 'zod';
import { DELIVERY_METHOD, DELIVERY_METHODS } from './delivery-methods';

export const DELIVERY_CHOICE_MESSAGES = {
  unknownMethod: 'Delivery method must be rider, pickup_point or courier',
  badPoint: 'pickupPointId must be the id of a pickup point',
  choosePoint: 'Please choose a pickup point',
  pointWithoutPickup: 'A pickup point is chosen only for pickup point delivery',
} as const;

export const deliveryChoiceFields = {
  // Absent: a rider delivery, as every order was before there was a choice (SPEC's clients).
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: DELIVERY_CHOICE_MESSAGES.unknownMethod }).optional(),
  pickupPointId: z
    .number({ error: DELIVERY_CHOICE_MESSAGES.badPoint })
    .int(DELIVERY_CHOICE_MESSAGES.badPoint)
    .positive(DELIVERY_CHOICE_MESSAGES.badPoint)
    .max(2_147_483_647, DELIVERY_CHOICE_MESSAGES.badPoint)
    .optional(),
};

/** A pickup point is named exactly when the shopper collects from one. */
export function checkPickupPointNamed(
  choice: { deliveryMethod?: string; pickupPointId?: number },
  ctx: z.RefinementCtx,
): void {
  const pickup = choice.deliveryMethod === DELIVERY_METHOD.pickupPoint;
  if (pickup && choice.pickupPointId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: DELIVERY_CHOICE_MESSAGES.choosePoint });
  }
  if (!pickup && choice.pickupPointId !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupPointId'],
      message: DELIVERY_CHOICE_MESSAGES.pointWithoutPickup,
    });
  }
}
