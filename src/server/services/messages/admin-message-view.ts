// The console's Messages screen through its two doors, both from messagesAdmin.view: GET
// /api/admin/messages (and the handled and reopen answers) as JSON, and the page's loader data,
// which adds the tab it shows and the count on the Open tab.
import { CONTACT_SUBJECT_LABELS } from '../../../core/contact-schema';
import { toPagedJson } from '../../../core/paged-json';
import type { AdminMessagesView, ContactMessageRecord } from './admin';

/** A contact message as the console sees it: the subject's code and its label, handled or not. */
export function toAdminMessageJson(message: ContactMessageRecord) {
  return {
    id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    subjectLabel: CONTACT_SUBJECT_LABELS[message.subject] ?? message.subject,
    message: message.message,
    handledAt: message.handledAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toAdminMessagesJson(view: AdminMessagesView) {
  return toPagedJson(view.paged, toAdminMessageJson);
}

export function toAdminMessagesPage(view: AdminMessagesView) {
  const { rows, page, pageSize, total } = toAdminMessagesJson(view);
  return { status: view.filter, openCount: view.openCount, page, pageSize, total, rows };
}
