import type { FaqContent } from '../../../../core/content-pages';
import { MoveButtons } from '../settings/move-buttons';
import { FieldError, SettingsField, type FieldErrors } from '../settings/settings-field';
import { RowRemove } from './row-remove';
import { TokenList, type ContentToken } from './token-list';

type Group = FaqContent['groups'][number];
type Item = Group['items'][number];

/**
 * The FAQ's groups and their questions, each movable and removable; the blank question at a group's
 * end and the blank group at the end add one when filled in.
 */
export function FaqFields({
  faq,
  errors,
  tokens,
}: {
  faq: FaqContent;
  errors: FieldErrors;
  tokens: ContentToken[];
}) {
  const count = faq.groups.length;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2 text-xs text-ink-muted">
        <p>
          Answers are Markdown: **bold**, [words](/shipping-info) makes a link, - starts a list item. HTML is
          shown as plain text.
        </p>
        <TokenList tokens={tokens} />
      </div>
      <FieldError name="faq" errors={errors} />
      <FieldError name="faq.groups" errors={errors} />
      {faq.groups.map((group, index) => (
        <GroupFields key={index} index={index} group={group} last={index === count - 1} errors={errors} />
      ))}
      <GroupFields index={count} group={{ title: '', items: [] }} last isNew errors={errors} />
    </div>
  );
}

function GroupFields({
  index,
  group,
  last,
  isNew = false,
  errors,
}: {
  index: number;
  group: Group;
  last: boolean;
  isNew?: boolean;
  errors: FieldErrors;
}) {
  const at = `faq.groups.${index}`;
  const who = isNew ? 'the new group' : `group ${index + 1}`;
  const count = group.items.length;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-card border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-earth-900">
        {isNew ? 'Add a group' : `Group ${index + 1}`}
      </legend>
      {isNew && <input type="hidden" name={`${at}.new`} value="1" />}
      <SettingsField
        name={`${at}.title`}
        label={
          <>
            Group title<span className="sr-only">, {who}</span>
          </>
        }
        value={group.title}
        errors={errors}
        hint={isNew ? 'Fill in a title and a question to add a group.' : undefined}
      />
      <ol className="grid gap-4">
        {group.items.map((item, itemIndex) => (
          <ItemFields
            key={itemIndex}
            at={`${at}.items`}
            index={itemIndex}
            item={item}
            last={itemIndex === count - 1}
            group={who}
            errors={errors}
          />
        ))}
        <ItemFields
          at={`${at}.items`}
          index={count}
          item={{ question: '', answer: '' }}
          last
          isNew
          group={who}
          errors={errors}
        />
      </ol>
      <FieldError name={`${at}.items`} errors={errors} />
      {!isNew && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <RowRemove at={at} who={`${who} and its questions`} />
          <MoveButtons list="faq.groups" index={index} last={last} who={who} />
        </div>
      )}
    </fieldset>
  );
}

function ItemFields({
  at: list,
  index,
  item,
  last,
  isNew = false,
  group,
  errors,
}: {
  at: string;
  index: number;
  item: Item;
  last: boolean;
  isNew?: boolean;
  group: string;
  errors: FieldErrors;
}) {
  const at = `${list}.${index}`;
  const who = isNew ? `the new question of ${group}` : `question ${index + 1} of ${group}`;
  return (
    <li className="grid gap-3 rounded-xl bg-shea-50 p-3">
      {isNew && <input type="hidden" name={`${at}.new`} value="1" />}
      <SettingsField
        name={`${at}.question`}
        label={
          <>
            {isNew ? 'New question' : `Question ${index + 1}`}
            <span className="sr-only">, {group}</span>
          </>
        }
        value={item.question}
        errors={errors}
      />
      <SettingsField
        name={`${at}.answer`}
        label={
          <>
            {isNew ? 'Its answer' : `Answer ${index + 1}`}
            <span className="sr-only">, {group}</span>
          </>
        }
        value={item.answer}
        errors={errors}
        multiline
        rows={5}
      />
      {!isNew && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <RowRemove at={at} who={who} />
          <MoveButtons list={list} index={index} last={last} who={who} />
        </div>
      )}
    </li>
  );
}
