// The Insight page's read: the same report and view as GET /api/admin/insights.
import { data, type AppLoadContext } from 'react-router';
import { INSIGHT_PERIOD_MESSAGE, insightQuerySchema } from '../../../core/insights';
import { toInsightJson } from '../../../server/services/insights';

export async function insightsPageData(context: AppLoadContext, request: Request) {
  const asked = new URL(request.url).searchParams.get('days') ?? undefined;
  const query = insightQuerySchema.safeParse({ days: asked });
  const days = query.success ? query.data.days : 30;
  const report = toInsightJson(await context.services.insights.report(days));
  // A period the page does not offer is the caller's mistake, as on the API: 400, showing 30 days.
  const problem = query.success ? null : INSIGHT_PERIOD_MESSAGE;
  return data({ report, problem }, { status: problem ? 400 : 200 });
}
