export { Combobox, type ComboboxProps, type ComboboxItem } from './combobox';
