import { useCallback } from 'react';
import {
  city as cityOf, countryRegion, useAirports, useCallingCodes, useCarriers, useChargeCodes, useCities, useCountryRegions, useSeaports,
  type Airport, type CallingCode, type Carrier, type ChargeCode, type City, type CountryRegion, type ReferenceSetState, type Seaport,
} from '@freightdeck/references';
import { Combobox, type ComboboxItem, type ComboboxProps } from '../combobox';

/** The props of every reference picker: a labelled field holding a code. */
export type ReferencePickerProps<T> = Omit<ComboboxProps<T>, 'search' | 'lookup' | 'describe' | 'loading' | 'label'> & {
  label?: string;
  /** How many options to list at most (default 50). */
  limit?: number;
};

const countryName = (code: string) => countryRegion(code)?.name ?? code;
const place = (cityCode: string, country: string) => [cityOf(cityCode)?.name, countryName(country)].filter(Boolean).join(', ');

function usePicker<T>(state: ReferenceSetState<T>, limit: number) {
  const { search, get, isLoading, error } = state;
  return {
    search: useCallback((query: string) => search(query, limit), [search, limit]),
    lookup: useCallback((code: string) => get(code), [get]),
    loading: isLoading && !error,
    // Inside the shell a failed load goes to the error boundary; alone (dev shell) the field says so.
    noMatchText: error ? 'The list could not be loaded' : undefined,
  };
}

function picker<T>(useSet: () => ReferenceSetState<T>, describe: (item: T) => ComboboxItem, defaultLabel: string, placeholder: string) {
  function Picker({ label = defaultLabel, limit = 50, ...props }: ReferencePickerProps<T>) {
    const state = useSet();
    const { search, lookup, loading, noMatchText } = usePicker(state, limit);
    return (
      <Combobox<T>
        label={label} placeholder={placeholder} search={search} lookup={lookup} describe={describe} loading={loading}
        {...(noMatchText ? { noMatchText } : {})} {...props}
      />
    );
  }
  Picker.displayName = `${defaultLabel.replace(/\s/g, '')}Picker`;
  return Picker;
}

export const AirportPicker = picker<Airport>(
  useAirports,
  (a) => ({ key: a.iataCode, code: a.iataCode, name: a.name, detail: place(a.city, a.country) }),
  'Airport', 'Code, airport or city',
);

export const SeaportPicker = picker<Seaport>(
  useSeaports,
  (p) => ({ key: p.code, code: p.code, name: p.name, detail: [place(p.city, p.country), p.aliasCodes.length ? `also ${p.aliasCodes.join(', ')}` : ''].filter(Boolean).join(' · ') }),
  'Seaport', 'UN/LOCODE, port or city',
);

export const CityPicker = picker<City>(
  useCities,
  (c) => ({ key: c.code, code: c.code, name: c.name, detail: countryName(c.country) }),
  'City', 'Code or city',
);

export const CountryPicker = picker<CountryRegion>(
  useCountryRegions,
  (c) => ({ key: c.code, code: c.code, name: c.name }),
  'Country', 'Code or country',
);

export const CallingCodePicker = picker<CallingCode>(
  useCallingCodes,
  (c) => ({ key: c.country, code: c.callingCode, name: countryName(c.country), detail: c.country }),
  'Calling code', 'Country or +code',
);

export const CarrierPicker = picker<Carrier>(
  useCarriers,
  (c) => ({
    key: c.code, code: c.code, name: c.name,
    detail: c.mode === 'AIR' ? `Airline · ICAO ${c.icaoCode ?? '–'} · AWB prefix ${c.awbPrefix ?? '–'}` : `Ocean line · SCAC ${c.scac}`,
  }),
  'Carrier', 'Code, prefix or carrier',
);

export const ChargeCodePicker = picker<ChargeCode>(
  useChargeCodes,
  (c) => ({ key: c.code, code: c.code, name: c.name, detail: `${c.mode === 'AIR' ? 'Air' : 'Sea'} · ${c.basis}` }),
  'Charge code', 'Code or charge',
);
