import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { REFERENCE_CODECS, REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceRecords } from '@freightdeck/contracts';
import { clearReferenceData } from '@freightdeck/references';
import { axeViolations } from '../../testing/axe';
import { renderUi } from '../../testing/render';
import { AirportPicker, CarrierPicker, SeaportPicker } from './reference-pickers';

const DATA: Partial<{ [S in keyof ReferenceRecords]: ReferenceRecords[S][] }> = {
  airports: [
    { iataCode: 'FRA', name: 'Frankfurt Airport', city: 'DEFRA', country: 'DE', latitude: 50.0406, longitude: 8.556, timeZone: 'Europe/Berlin' },
    { iataCode: 'HHN', name: 'Frankfurt-Hahn Airport', city: 'DEFRA', country: 'DE', latitude: 49.9487, longitude: 7.2639, timeZone: 'Europe/Berlin' },
    { iataCode: 'FRD', name: 'Friday Harbor Airport', city: 'USFRD', country: 'US', latitude: 48.5218, longitude: -123.0244, timeZone: 'America/Los_Angeles' },
    { iataCode: 'SIN', name: 'Singapore Changi Airport', city: 'SGSIN', country: 'SG', latitude: 1.3502, longitude: 103.9944, timeZone: 'Asia/Singapore' },
  ],
  cities: [{ code: 'DEFRA', name: 'Frankfurt am Main', country: 'DE' }, { code: 'SGSIN', name: 'Singapore', country: 'SG' }],
  countryRegions: [{ code: 'DE', name: 'Germany', subdivisions: [] }, { code: 'SG', name: 'Singapore', subdivisions: [] }],
  seaports: [{ code: 'CNSHA', name: 'Shanghai', city: 'CNSHA', country: 'CN', latitude: 31.23, longitude: 121.47, aliasCodes: ['CNSGH'] }],
  carriers: [{ code: 'LH', name: 'Lufthansa Cargo', mode: 'AIR', iataCode: 'LH', icaoCode: 'GEC', awbPrefix: '020', scac: null }],
};

// The real reference package, fed by a fake server.
beforeEach(() => {
  localStorage.clear();
  clearReferenceData();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*\/v1\/references\//, '');
    const set = REFERENCE_SET_NAMES.find((s) => REFERENCE_SET_PATHS[s] === path);
    const body = path === 'hash'
      ? Object.fromEntries(REFERENCE_SET_NAMES.map((s) => [s, `${s}-1`]))
      : (DATA[set!] ?? []).map((r) => REFERENCE_CODECS[set!].encode(r as never));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function Form() {
  const [code, setCode] = useState<string | null>(null);
  return (
    <>
      <AirportPicker label="Origin airport" value={code} onChange={setCode} />
      <output aria-label="chosen">{code ?? 'none'}</output>
    </>
  );
}

async function ready(box: HTMLElement) {
  await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
}

it('finds Frankfurt by name and FRA by code, by keyboard only, showing code, name, city and country', async () => {
  renderUi(<Form />);
  const box = screen.getByRole('combobox', { name: 'Origin airport' });
  await ready(box);
  await userEvent.tab();
  expect(box).toHaveFocus();

  await userEvent.keyboard('Frankfurt');
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'FRAFrankfurt AirportFrankfurt am Main, Germany',
    'HHNFrankfurt-Hahn AirportFrankfurt am Main, Germany',
  ]);
  // What was typed highlights the best match; ArrowDown moves to the next.
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByLabelText('chosen')).toHaveTextContent('HHN');

  await userEvent.clear(box);
  await userEvent.keyboard('fra');
  expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^FRAFrankfurt Airport/);
  await userEvent.keyboard('{Enter}');
  expect(screen.getByLabelText('chosen')).toHaveTextContent('FRA');
  expect(box).toHaveValue('FRA – Frankfurt Airport');
  expect(await axeViolations()).toEqual([]);
});

it('finds a seaport by an alias code and a carrier by its air waybill prefix', async () => {
  renderUi(
    <>
      <SeaportPicker value={null} onChange={() => undefined} />
      <CarrierPicker value={null} onChange={() => undefined} />
    </>,
  );
  const seaport = screen.getByRole('combobox', { name: 'Seaport' });
  await ready(seaport);
  await userEvent.type(seaport, 'CNSGH');
  expect(screen.getByRole('option')).toHaveTextContent('CNSHAShanghai');
  await userEvent.keyboard('{Escape}');

  await userEvent.type(screen.getByRole('combobox', { name: 'Carrier' }), '020');
  expect(screen.getByRole('option')).toHaveTextContent('LHLufthansa CargoAirline · ICAO GEC · AWB prefix 020');
});

it('says when the list could not be loaded instead of loading for ever', async () => {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'down', details: null }), {
    status: 500, headers: { 'content-type': 'application/json' },
  })) as typeof fetch;
  renderUi(<Form />);
  const box = screen.getByRole('combobox', { name: 'Origin airport' });
  await ready(box);
  await userEvent.type(box, 'fra');
  const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');
  expect(live).toHaveTextContent('The list could not be loaded');
  expect(box).not.toHaveAttribute('aria-busy');
});
