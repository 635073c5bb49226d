// The order page's Shipments card: shipping some of the order in a parcel and moving each parcel,
// through the same services as POST /api/admin/orders/{n}/shipments and /api/admin/shipments/{id}/….
// A parcel is moved only from its own order's page.
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import {
  deliveryCodeSchema,
  shipmentRequestSchema,
  shipmentRiderSchema,
} from '../../../core/shipment-schema';
import { shipmentFormErrors, shipmentFormInput } from '../../../core/shipment-form';
import type { ShipmentView } from '../../../core/shipments';
import { parseInput } from '../../../core/zod-errors';
import type { SessionUser } from '../../../server/services/accounts';
import { isServiceError, ServiceError } from '../../../server/services/errors';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';

/** The card's forms, by their `intent`. */
export const SHIPMENT_INTENTS = [
  'ship',
  'shipment-out',
  'shipment-ready',
  'shipment-collected',
  'shipment-delivered',
  'shipment-returned',
  'shipment-rider',
] as const;

export const isShipmentIntent = (intent: unknown) =>
  (SHIPMENT_INTENTS as readonly unknown[]).includes(intent);

const idField = z.string().regex(/^\d{1,9}$/);
const units = (view: ShipmentView) => view.items.reduce((sum, item) => sum + item.quantity, 0);

export async function shipmentAction(
  context: AppLoadContext,
  admin: SessionUser,
  orderNumber: string,
  form: FormData,
) {
  const { fulfilment } = context.services;
  const intent = form.get('intent');
  if (intent === 'ship') return ship(context, admin, orderNumber, form);
  const id = idField.safeParse(form.get('shipmentId'));
  if (!id.success) return unknownIntent();
  const tag = `shipment-${id.data}`;
  const shipmentId = Number(id.data);
  /** The parcel as it stands, when it is this order's; a 404 otherwise. */
  const parcel = async () => {
    const order = await context.services.orders.findByNumber(orderNumber);
    const found = order && (await fulfilment.ofOrder(order)).find((view) => view.id === shipmentId);
    if (!found) throw new ServiceError('not_found', 'Shipment not found');
    return found;
  };
  if (intent === 'shipment-out') {
    return consoleAction(async () => {
      await parcel();
      const view = await fulfilment.outForDelivery(shipmentId, admin.id);
      return view.method === 'rider'
        ? `Shipment ${view.id} is out for delivery with ${view.riderName}; the customer was texted a delivery code.`
        : `Shipment ${view.id} is with ${view.carrier}; the customer was texted how to follow it.`;
    }, tag);
  }
  if (intent === 'shipment-ready') {
    return consoleAction(async () => {
      await parcel();
      await fulfilment.readyForPickup(shipmentId, admin.id);
      return `Shipment ${shipmentId} is waiting at the pickup point; the customer was texted a collection code.`;
    }, tag);
  }
  if (intent === 'shipment-collected') {
    const parsed = parseInput(deliveryCodeSchema, { code: form.get('code') ?? undefined });
    if (!parsed.ok) return refusedForm(parsed.body, tag);
    return consoleAction(async () => {
      await parcel();
      await fulfilment.collected(shipmentId, parsed.data.code, admin.id);
      return `Shipment ${shipmentId} was collected with the customer’s code: delivered.`;
    }, tag);
  }
  if (intent === 'shipment-delivered') {
    return consoleAction(async () => {
      await parcel();
      const view = await fulfilment.courierDelivered(shipmentId, admin.id);
      return `Shipment ${view.id} delivered by ${view.carrier}.`;
    }, tag);
  }
  if (intent === 'shipment-returned') {
    return consoleAction(async () => {
      await parcel();
      await fulfilment.returned(shipmentId, admin.id);
      return `Shipment ${shipmentId} is back at the shop: its units may ship again.`;
    }, tag);
  }
  if (intent === 'shipment-rider') {
    const parsed = parseInput(shipmentRiderSchema, { riderId: form.get('riderId') ?? undefined });
    if (!parsed.ok) return refusedForm(parsed.body, tag);
    return consoleAction(async () => {
      const before = await parcel();
      const view = await fulfilment.assignRider(shipmentId, parsed.data.riderId, admin.id);
      return before.riderId === view.riderId
        ? `A new link to shipment ${view.id} was texted to ${view.riderName}; the earlier one no longer works.`
        : `Shipment ${view.id} handed to ${view.riderName}; the link was texted to them and the earlier one no longer works.`;
    }, tag);
  }
  return unknownIntent();
}

async function ship(context: AppLoadContext, admin: SessionUser, orderNumber: string, form: FormData) {
  const { input, sizes } = shipmentFormInput(form);
  const parsed = parseInput(shipmentRequestSchema, input);
  if (!parsed.ok) {
    return refusedForm(
      { ...parsed.body, errors: shipmentFormErrors(parsed.body.errors, sizes) ?? {} },
      'ship',
    );
  }
  return consoleAction(async () => {
    try {
      const { shipment, riderLink } = await context.services.fulfilment.ship(
        orderNumber,
        parsed.data,
        admin.id,
      );
      const count = units(shipment);
      const packed = `Shipment ${shipment.id} packed: ${count} ${count === 1 ? 'unit' : 'units'}`;
      if (riderLink) {
        return {
          message: `${packed} for ${shipment.riderName}, who was texted the link to the drop. Copy it below to send it another way; it is not shown again.`,
          link: riderLink,
        };
      }
      return shipment.method === 'courier'
        ? `${packed} for ${shipment.carrier}.`
        : `${packed} for the pickup point.`;
    } catch (error) {
      // The service names the request's lines; the form's inputs are one per size.
      if (isServiceError(error) && error.fieldErrors) {
        throw new ServiceError(error.kind, error.message, shipmentFormErrors(error.fieldErrors, sizes));
      }
      throw error;
    }
  }, 'ship');
}
