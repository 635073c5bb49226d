import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { canMoveShipment, type ShipmentView } from '../../../../core/shipments';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';

/** One form of a parcel: its intent and id, then its fields and button. */
function MoveForm({
  shipment,
  intent,
  children,
}: {
  shipment: ShipmentView;
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="shipmentId" value={shipment.id} />
      {children}
    </Form>
  );
}

function MoveButton({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <button type="submit" className={buttonClasses(quiet ? 'secondary' : 'primary')}>
      {children}
    </button>
  );
}

/**
 * The buttons a parcel's status allows (core/shipments.ts's moves): out, waiting at the point,
 * collected with the customer's code, delivered by a courier, back at the shop; and for a rider's
 * drop, another rider or a new link to the same one.
 */
export function ShipmentMoves({
  shipment,
  riders,
  errors,
}: {
  shipment: ShipmentView;
  riders: readonly { id: number; name: string }[];
  errors: Record<string, string> | undefined;
}) {
  const { id, method, status } = shipment;
  const may = (to: Parameters<typeof canMoveShipment>[2]) => canMoveShipment(method, status, to);
  const riderTakes = method === 'rider' && status !== 'delivered' && status !== 'returned';
  const others = riders.filter((rider) => rider.id !== shipment.riderId);
  const sameRiderOn = riders.some((rider) => rider.id === shipment.riderId);
  const codeId = `shipment-${id}-code`;
  const riderId = `shipment-${id}-rider`;
  const moves = [
    method !== 'pickup_point' && may('out_for_delivery') && (
      <MoveForm key="out" shipment={shipment} intent="shipment-out">
        <MoveButton>Out for delivery</MoveButton>
      </MoveForm>
    ),
    may('ready_for_pickup') && (
      <MoveForm key="ready" shipment={shipment} intent="shipment-ready">
        <MoveButton>Ready at the pickup point</MoveButton>
      </MoveForm>
    ),
    method === 'pickup_point' && may('delivered') && !shipment.codeLocked && (
      <MoveForm key="collected" shipment={shipment} intent="shipment-collected">
        <div className="w-28">
          <label htmlFor={codeId} className={LABEL_CLASSES}>
            Code
          </label>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{4}"
            maxLength={4}
            required
            aria-invalid={errors?.code ? true : undefined}
            aria-describedby={errors?.code ? `${codeId}-error` : undefined}
            className={CONTROL_CLASSES}
          />
        </div>
        <MoveButton>Collected</MoveButton>
        {errors?.code && (
          <p id={`${codeId}-error`} className="basis-full text-sm font-medium text-red-800">
            {errors.code}
          </p>
        )}
      </MoveForm>
    ),
    method === 'courier' && may('delivered') && (
      <MoveForm key="delivered" shipment={shipment} intent="shipment-delivered">
        <MoveButton>Delivered</MoveButton>
      </MoveForm>
    ),
    may('returned') && (
      <MoveForm key="returned" shipment={shipment} intent="shipment-returned">
        <MoveButton quiet>Back at the shop</MoveButton>
      </MoveForm>
    ),
  ].filter(Boolean);
  if (moves.length === 0 && !riderTakes) return null;
  return (
    <div className="grid gap-3">
      {moves.length > 0 && <div className="flex flex-wrap items-end gap-2">{moves}</div>}
      {riderTakes && (
        <div className="flex flex-wrap items-end gap-2">
          {others.length > 0 && (
            <MoveForm shipment={shipment} intent="shipment-rider">
              <div className="min-w-0 flex-1 basis-40">
                <label htmlFor={riderId} className={LABEL_CLASSES}>
                  Another rider
                </label>
                <select
                  id={riderId}
                  name="riderId"
                  aria-invalid={errors?.riderId ? true : undefined}
                  className={CONTROL_CLASSES}
                >
                  {others.map((rider) => (
                    <option key={rider.id} value={rider.id}>
                      {rider.name}
                    </option>
                  ))}
                </select>
              </div>
              <MoveButton quiet>Hand to another rider</MoveButton>
            </MoveForm>
          )}
          {sameRiderOn && (
            <MoveForm shipment={shipment} intent="shipment-rider">
              <input type="hidden" name="riderId" value={shipment.riderId ?? ''} />
              <MoveButton quiet>Send a new link</MoveButton>
            </MoveForm>
          )}
        </div>
      )}
    </div>
  );
}
