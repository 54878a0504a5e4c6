import styled from 'styled-components';
import type { Party } from '@freightdeck/contracts';
import { Columns } from './print.styles';

const Address = styled.address`
  font-style: normal;
`;

let regionNames: Intl.DisplayNames | null | undefined;
function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null; // an engine without DisplayNames: the ISO code is still clear
    }
  }
  return regionNames?.of(code) ?? code;
}

function PartyBlock({ title, party }: { title: string; party: Party | null }) {
  const headingId = `party-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {party ? (
        <Address>
          <strong>{party.company}</strong>
          {party.contactName && <div>{party.contactName}</div>}
          <div>{party.address}</div>
          <div>{[party.postalCode, party.city].filter(Boolean).join(' ')}</div>
          <div>{countryName(party.country)}</div>
          {party.email && <div>{party.email}</div>}
          {party.phone && <div>Phone {party.phone.number} ({party.phone.country})</div>}
        </Address>
      ) : (
        <div>None</div>
      )}
    </section>
  );
}

export function PartyBlocks({ shipper, consignee, notifyParty }: { shipper: Party; consignee: Party; notifyParty: Party | null }) {
  return (
    <Columns>
      <PartyBlock title="Shipper" party={shipper} />
      <PartyBlock title="Consignee" party={consignee} />
      <PartyBlock title="Notify party" party={notifyParty} />
    </Columns>
  );
}
