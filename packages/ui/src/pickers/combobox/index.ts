export { Combobox, type ComboboxProps, type ComboboxItem } from './combobox';
export { useTypedQuery } from './use-typed-query';
