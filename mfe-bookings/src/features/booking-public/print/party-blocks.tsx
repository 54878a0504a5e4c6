import styled from 'styled-components';
import type { Party } from '@freightdeck/contracts';
import { useReferenceFormats } from '@freightdeck/ui';
import { Columns } from './print.styles';

const Address = styled.address`
  font-style: normal;
`;

function PartyBlock({ title, party }: { title: string; party: Party | null }) {
  const { formatPhone, formatCountry } = useReferenceFormats();
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
          <div>{formatCountry(party.country)}</div>
          {party.email && <div>{party.email}</div>}
          {party.phone && <div>Phone {formatPhone(party.phone)}</div>}
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
