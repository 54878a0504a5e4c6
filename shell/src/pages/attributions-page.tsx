import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths, REFERENCE_SOURCES, type ReferenceSetName } from '@freightdeck/contracts';
import { ReferenceDataSession, useReferenceSet } from '@freightdeck/references';
import { AirportPicker, Logo, PageHeader, SeaportPicker } from '@freightdeck/ui';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 3, 6)};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.spacing(1.5)}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-radius: ${({ theme }) => theme.radii.md};
  th, td { text-align: left; vertical-align: top; padding: ${({ theme }) => theme.spacing(1, 1.5)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  td:nth-child(2) { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const SET_LABELS: Record<ReferenceSetName, string> = {
  airports: 'Airports', seaports: 'Seaports', cities: 'Cities', countryRegions: 'Countries and subdivisions',
  callingCodes: 'Calling codes', carriers: 'Carriers', chargeCodes: 'Charge codes',
};

function RowCount({ set }: { set: ReferenceSetName }) {
  const { data } = useReferenceSet(set);
  return <>{data ? data.length.toLocaleString('en') : '…'}</>;
}

function Lookup() {
  const [airport, setAirport] = useState<string | null>(null);
  const [seaport, setSeaport] = useState<string | null>(null);
  return (
    <Pickers>
      <AirportPicker value={airport} onChange={setAirport} />
      <SeaportPicker value={seaport} onChange={setSeaport} />
    </Pickers>
  );
}

/**
 * /attributions (public): where the portal's reference data comes from, with the attribution
 * the CC BY licence of the airport data asks for (also in the NOTICE file), and a look-up.
 */
export default function AttributionsPage() {
  return (
    <ReferenceDataSession>
      <Page>
        <RouterLink to={paths.home()} aria-label="Freightdeck home"><Logo /></RouterLink>
        <PageHeader title="Data sources and attributions" />
        <p>
          Airports, seaports, cities, countries, calling codes, carriers and charge codes in Freightdeck come from the
          sources below. Airport data: © OpenTravelData (OPTD) contributors, licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>; filtered to airports with an IATA code and
          reshaped (city codes, rounded coordinates) by Freightdeck.
        </p>
        <Section aria-labelledby="sources">
          <h2 id="sources">Reference data</h2>
          <Table>
            <thead>
              <tr><th scope="col">Set</th><th scope="col">Records</th><th scope="col">Source</th><th scope="col">Licence</th></tr>
            </thead>
            <tbody>
              {REFERENCE_SOURCES.map((s) => (
                <tr key={s.set}>
                  <th scope="row">{SET_LABELS[s.set]}</th>
                  <td><RowCount set={s.set} /></td>
                  <td><a href={s.url}>{s.source}</a></td>
                  <td>{s.licence}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
        <Section aria-labelledby="lookup">
          <h2 id="lookup">Look up a code</h2>
          <p>Search by code or by name, with the keyboard or the mouse.</p>
          <Lookup />
        </Section>
      </Page>
    </ReferenceDataSession>
  );
}
