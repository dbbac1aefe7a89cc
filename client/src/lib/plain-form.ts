import { useRef, useState } from 'react';

/** A field's rule: the message to show when the value is refused, nothing when it is accepted. */
export type FieldRule<T> = (value: T) => string | undefined;

/**
 * The state of a small public form without a form library: react-hook-form with zod is about 39 KB gzipped,
 * more than the whole page of `/login` (bench/js-budget.mjs). Values, the message under each refused field,
 * rules checked on submit with the first refused field focused, a field's message gone when it is edited.
 */
export function usePlainForm<V extends Record<string, unknown>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V[K]> },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const elements = useRef(new Map<keyof V, HTMLElement | null>());

  const focus = (name: keyof V) => elements.current.get(name)?.focus();

  // An edited field's message goes until the next submit checks it again.
  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** Shows a message under a field (the server's, a rule checked elsewhere), focusing it unless told not to. */
  const setError = (name: keyof V, message: string, { focus: focusIt = true } = {}) => {
    setErrors((current) => ({ ...current, [name]: message }));
    if (focusIt) focus(name);
  };

  /**
   * Checks every rule, with messages found elsewhere (a rule needing a library loaded for it); true when none
   * refuses, else shows the messages and focuses the first refused field in the form's order.
   */
  const validate = (found: Partial<Record<keyof V, string>> = {}): boolean => {
    const names = Object.keys(values) as (keyof V)[];
    const messages = Object.fromEntries(names.map((name) => [name, found[name] ?? rules[name]?.(values[name])]));
    setErrors(messages as Partial<Record<keyof V, string>>);
    const first = names.find((name) => messages[name as string]);
    if (first !== undefined) focus(first);
    return first === undefined;
  };

  /** Where a field's element is kept, to focus it when refused. */
  const refOf = (name: keyof V) => (element: HTMLElement | null) => {
    elements.current.set(name, element);
  };

  /** The props a text input needs: its value, its change and its element. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[typeof name]),
    ref: refOf(name),
  });

  return { values, errors, setValue, setError, validate, field, refOf };
}
