import { Form } from 'react-router';
import { buttonClasses } from '../ui/button-styles';

export interface RecordAction {
  intent: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

/**
 * The buttons acting on one record, as a plain form posted to the page's action, so they work
 * without JavaScript. `about` names the record for screen readers ("Approve Glow Duka"), since
 * a list holds many buttons of the same label.
 */
export function RecordActions({
  id,
  about,
  actions,
}: {
  id: number;
  about: string;
  actions: RecordAction[];
}) {
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      {actions.map((action) => (
        <button
          key={action.intent}
          type="submit"
          name="intent"
          value={action.intent}
          className={buttonClasses(action.variant ?? 'secondary')}
        >
          {action.label}
          <span className="sr-only"> {about}</span>
        </button>
      ))}
    </Form>
  );
}
