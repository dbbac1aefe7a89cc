import type { Ref } from 'react';

/** Hands an element to a ref passed in, whether a callback or an object. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
