/**
 * Focuses the first of the named fields in the order the form shows them. react-hook-form's own
 * choice follows the order the fields were registered in, which need not be the page's.
 */
export function focusFirstField(form: HTMLFormElement | null, names: Iterable<string>) {
  if (!form) return;
  const wanted = new Set(names);
  const controls = Array.from(form.elements) as (HTMLElement & { name?: string })[];
  controls.find((control) => control.name !== undefined && wanted.has(control.name))?.focus();
}
