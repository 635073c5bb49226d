// The Riders page's read and its changes, through the same services as
// GET, POST and PATCH /api/admin/riders.
import type { AppLoadContext } from 'react-router';
import type { RiderCreate, RiderUpdate } from '../../../core/shipment-schema';
import type { SessionUser } from '../../../server/services/accounts';

/** Every rider, and the rider being edited (`?edit=`), if any. */
export async function ridersPageData(context: AppLoadContext, editId: number | null) {
  const riders = await context.services.delivery.riders.list();
  return { riders, editing: riders.find((rider) => rider.id === editId) ?? null };
}

export async function createRider(context: AppLoadContext, admin: SessionUser, input: RiderCreate) {
  const rider = await context.services.delivery.riders.create(input, admin.id);
  return rider.active
    ? `${rider.name} added: drops can be handed to them now.`
    : `${rider.name} added, switched off: no drop is handed to them until you switch them on.`;
}

export async function updateRider(
  context: AppLoadContext,
  admin: SessionUser,
  id: number,
  changes: RiderUpdate,
) {
  const rider = await context.services.delivery.riders.update(id, changes, admin.id);
  if (changes.active !== undefined && Object.keys(changes).length === 1) {
    return rider.active
      ? `${rider.name} switched on: drops can be handed to them.`
      : `${rider.name} switched off: the drops they have stay theirs, no new one is handed to them.`;
  }
  return `${rider.name} saved.`;
}
