import { Inbox } from 'lucide-react';
import { MESSAGE_FILTERS, type MessageFilter } from '../../../core/console-filters';
import { messageFormSchema } from '../../../core/console-forms';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { MessageCard } from '../../components/admin/message-card';
import { Pager } from '../../components/admin/pager';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { runConsoleAction } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/messages';
import { messagesPageData } from './messages.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Messages',
    description: 'Messages from the contact form.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'messages.view');
  return messagesPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'messages.handle');
  return runConsoleAction(args.request, messageFormSchema, async ({ intent, id }) => {
    const handled = intent === 'handled';
    const message = await args.context.services.messages.admin.setHandled(admin.id, id, handled);
    const from = `${message.firstName} ${message.lastName}`;
    return handled ? `Marked the message from ${from} as handled.` : `Reopened the message from ${from}.`;
  });
}

const TAB_LABELS: Record<MessageFilter, string> = { open: 'Open', handled: 'Handled', all: 'All' };
const EMPTY: Record<MessageFilter, { title: string; text: string }> = {
  open: {
    title: 'No open messages',
    text: 'Every message has been handled. New ones from the contact form appear here.',
  },
  handled: { title: 'No handled messages', text: 'Messages you mark handled move here.' },
  all: { title: 'No messages yet', text: 'Messages sent through the contact form appear here.' },
};

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { status, rows, openCount } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Messages"
        intro="What visitors sent through the contact form, newest first. The shop promises a reply within 24 hours."
      />
      <FilterTabs
        label="Messages by status"
        current={status}
        tabs={MESSAGE_FILTERS.map((tab) => ({
          value: tab,
          href: tab === 'open' ? '/admin/messages' : `/admin/messages?status=${tab}`,
          label: TAB_LABELS[tab],
          ...(tab === 'open' ? { count: openCount } : {}),
        }))}
      />
      <ActionNotice notice={actionData} />
      {rows.length === 0 ? (
        <EmptyState Icon={Inbox} title={EMPTY[status].title}>
          <p>{EMPTY[status].text}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={`${TAB_LABELS[status]} messages`}>
          {rows.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      {loaderData.total > 0 && (
        <Pager paged={loaderData} noun={status === 'all' ? 'messages' : `${status} messages`} />
      )}
    </>
  );
}
