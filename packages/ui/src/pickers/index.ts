export { Combobox, useTypedQuery, type ComboboxProps, type ComboboxItem } from './combobox';
export {
  AirportPicker, SeaportPicker, CityPicker, CountryPicker, CallingCodePicker, CarrierPicker, ChargeCodePicker, type ReferencePickerProps,
} from './reference-pickers';
