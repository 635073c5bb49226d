import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';
import { FieldError, errorProps, fieldId, type FieldErrors } from '../settings/settings-field';
import { TokenList, type ContentToken } from './token-list';

/** One page of Markdown in a tall field, with the shop's values it may quote by name. */
export function MarkdownFields({
  page,
  label,
  markdown,
  errors,
  tokens,
}: {
  page: string;
  label: string;
  markdown: string;
  errors: FieldErrors;
  tokens: ContentToken[];
}) {
  const name = `${page}.markdown`;
  const hintId = `${fieldId(name)}-hint`;
  return (
    <div>
      <label htmlFor={fieldId(name)} className={LABEL_CLASSES}>
        {label} (Markdown)
      </label>
      <textarea
        id={fieldId(name)}
        name={name}
        defaultValue={markdown}
        rows={18}
        aria-describedby={hintId}
        className={`${CONTROL_CLASSES} py-2 font-mono text-[0.8125rem] leading-relaxed`}
        {...errorProps(name, errors)}
      />
      <div id={hintId} className="mt-2 grid gap-2 text-xs text-ink-muted">
        <p>
          ## starts a heading, - starts a list item, **bold**, [words](/faq) makes a link. HTML is shown as
          plain text.
        </p>
        <TokenList tokens={tokens} />
      </div>
      <FieldError name={name} errors={errors} />
    </div>
  );
}
