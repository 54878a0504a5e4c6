/** A check of one field: the error message, or nothing when the value is fine. */
export type Rule<V, T = unknown> = (value: T, values: V) => string | null | undefined;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' ? value.trim() === '' : false);

export const rules = {
  required: <V,>(message: string): Rule<V> => (value) => (isEmpty(value) ? message : undefined),
  minLength: <V,>(length: number, message: string): Rule<V> => (value) =>
    (typeof value === 'string' && value !== '' && value.length < length ? message : undefined),
  maxLength: <V,>(length: number, message: string): Rule<V> => (value) =>
    (typeof value === 'string' && value.length > length ? message : undefined),
  email: <V,>(message: string): Rule<V> => (value) =>
    (typeof value === 'string' && value.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? message : undefined),
  /** The field equals another one (a repeated password). */
  sameAs: <V,>(other: keyof V, message: string): Rule<V> => (value, values) => (value !== values[other] ? message : undefined),
};
