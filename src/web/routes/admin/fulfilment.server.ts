// The To pack page's read: the same service calls as GET /api/admin/fulfilment and its pick list.
// A selection the pick list refuses (an order shipped meanwhile, a mistyped number) is said on the
// page beside the list rather than failing it.
import type { AppLoadContext } from 'react-router';
import { parseOrderNumbers, type PickList } from '../../../core/fulfilment';
import { pageNumber } from '../../../core/paging';
import { isServiceErrorOf } from '../../../server/services/errors';
import { keepWithinList } from '../../lib/console-paging.server';

async function pickListOrProblem(
  context: AppLoadContext,
  selected: string[],
): Promise<{ pickList: PickList | null; pickListProblem: string | null }> {
  if (selected.length === 0) return { pickList: null, pickListProblem: null };
  try {
    return { pickList: await context.services.orders.pickList(selected), pickListProblem: null };
  } catch (error) {
    if (!isServiceErrorOf(error, 'invalid')) throw error;
    return { pickList: null, pickListProblem: error.message };
  }
}

export async function fulfilmentPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const paged = await context.services.orders.toPack(pageNumber(query.get('page')));
  keepWithinList(request, paged);
  const selected = query.getAll('orders');
  return {
    paged,
    selected: parseOrderNumbers(selected).numbers,
    ...(await pickListOrProblem(context, selected)),
  };
}
