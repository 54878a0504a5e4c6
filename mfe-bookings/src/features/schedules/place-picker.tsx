import { useCallback, useMemo } from 'react';
import { city as cityOf, countryRegion, useAirports, useCities, useSeaports } from '@freightdeck/references';
import { Combobox, type ComboboxItem } from '@freightdeck/ui';

/** An airport, a seaport or a city with several of them: what a schedule search starts or ends at. */
interface PlaceOption {
  code: string;
  name: string;
  detail: string;
}

const countryName = (code: string) => countryRegion(code)?.name ?? code;
const describe = (p: PlaceOption): ComboboxItem => ({ key: p.code, code: p.code, name: p.name, detail: p.detail });

/**
 * The origin or destination of a search: the airports (AIR) or seaports (SEA) of the reference
 * data and, first, the cities that have more than one of them ("all airports of London"),
 * through the ui Combobox the reference pickers use.
 */
export function PlacePicker({ mode, label, value, onChange, error }: {
  mode: 'AIR' | 'SEA';
  label: string;
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string | null;
}) {
  const airports = useAirports();
  const seaports = useSeaports();
  const cities = useCities();

  const toPlace = useCallback((code: string): PlaceOption | undefined => {
    if (mode === 'AIR') {
      const a = airports.get(code);
      if (a && a.iataCode === code) return { code: a.iataCode, name: a.name, detail: [cityOf(a.city)?.name, countryName(a.country)].filter(Boolean).join(', ') };
    } else {
      const p = seaports.get(code);
      if (p && p.code === code) return { code: p.code, name: p.name, detail: [cityOf(p.city)?.name, countryName(p.country)].filter(Boolean).join(', ') };
    }
    const c = cities.get(code);
    return c ? { code: c.code, name: `${c.name} (all ${mode === 'AIR' ? 'airports' : 'ports'})`, detail: `City · ${countryName(c.country)}` } : undefined;
  }, [mode, airports, seaports, cities]);

  // Cities served by two or more airports (ports) of the mode: the ones a city code adds something for.
  const multiCities = useMemo(() => {
    const count = new Map<string, number>();
    for (const r of (mode === 'AIR' ? airports.data : seaports.data) ?? []) count.set(r.city, (count.get(r.city) ?? 0) + 1);
    return new Set([...count].filter(([, n]) => n > 1).map(([c]) => c));
  }, [mode, airports.data, seaports.data]);

  const search = useCallback((query: string): PlaceOption[] => {
    const places = (mode === 'AIR' ? airports.search(query, 40).map((a) => a.iataCode) : seaports.search(query, 40).map((p) => p.code));
    const cityCodes = query.trim() === '' ? [] : cities.search(query, 20).map((c) => c.code).filter((c) => multiCities.has(c)).slice(0, 5);
    return [...cityCodes, ...places].map(toPlace).filter((p): p is PlaceOption => p !== undefined);
  }, [mode, airports, seaports, cities, multiCities, toPlace]);

  const state = mode === 'AIR' ? airports : seaports;
  return (
    <Combobox<PlaceOption>
      label={label} value={value} onChange={(code) => onChange(code)} search={search} lookup={toPlace} describe={describe}
      loading={(state.isLoading || cities.isLoading) && !state.error} error={error}
      placeholder={mode === 'AIR' ? 'Airport, city or code' : 'Port, city or UN/LOCODE'}
    />
  );
}
