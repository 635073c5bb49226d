import { ArrowDown, ArrowUp } from 'lucide-react';

const MOVE_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-line text-earth-700 hover:bg-shea-200 disabled:opacity-40';

/**
 * Up and Down for one row of a list in a form: each submits the form with `move` naming the row
 * ('3:up', or 'faq.groups:3:up' where one form holds several lists; see lib/form-rows).
 */
export function MoveButtons({
  index,
  last,
  who,
  list,
}: {
  index: number;
  last: boolean;
  /** The row in words, for the buttons' names: 'Westlands', 'question 2 of Ordering'. */
  who: string;
  list?: string;
}) {
  const value = (direction: 'up' | 'down') => `${list ? `${list}:` : ''}${index}:${direction}`;
  return (
    <div className="flex items-center justify-end gap-2 sm:justify-start">
      <button
        type="submit"
        name="move"
        value={value('up')}
        disabled={index === 0}
        className={MOVE_BUTTON}
        aria-label={`Move ${who} up`}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="submit"
        name="move"
        value={value('down')}
        disabled={last}
        className={MOVE_BUTTON}
        aria-label={`Move ${who} down`}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
