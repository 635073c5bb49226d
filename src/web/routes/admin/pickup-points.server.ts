// The Pickup points page's read and its changes, through the same services as
// GET, POST and PATCH /api/admin/pickup-points.
import type { AppLoadContext } from 'react-router';
import type { PickupPointCreate, PickupPointUpdate } from '../../../core/pickup-point-schema';
import type { SessionUser } from '../../../server/services/accounts';

/** Every point, the delivery areas a point may serve, and the point being edited (`?edit=`), if any. */
export async function pickupPointsPageData(context: AppLoadContext, editId: number | null) {
  const [points, settings] = await Promise.all([
    context.services.delivery.admin.list(),
    context.services.settings.read(),
  ]);
  return {
    points,
    areas: settings.delivery.areas.map(({ name, active }) => ({ name, active })),
    editing: points.find((point) => point.id === editId) ?? null,
  };
}

export async function createPickupPoint(
  context: AppLoadContext,
  admin: SessionUser,
  input: PickupPointCreate,
) {
  const point = await context.services.delivery.admin.create(input, admin.id);
  return point.active
    ? `${point.name} added: shoppers in ${point.area} can choose it now.`
    : `${point.name} added, switched off: shoppers see it once you switch it on.`;
}

export async function updatePickupPoint(
  context: AppLoadContext,
  admin: SessionUser,
  id: number,
  changes: PickupPointUpdate,
) {
  const point = await context.services.delivery.admin.update(id, changes, admin.id);
  if (changes.active !== undefined && Object.keys(changes).length === 1) {
    return point.active
      ? `${point.name} switched on: shoppers in ${point.area} can choose it.`
      : `${point.name} switched off: shoppers no longer see it.`;
  }
  return `${point.name} saved.`;
}
