import type { Party } from '@freightdeck/contracts';
import { useReferenceFormats } from '@freightdeck/ui';
import { Columns, Dl, SubTitle } from '../components/details.styles';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

function PartyBlock({ title, party }: { title: string; party: Party }) {
  const { formatPhone, formatCountry } = useReferenceFormats();
  return (
    <div>
      <SubTitle>{title}</SubTitle>
      <Dl aria-label={title}>
        <dt>Company</dt>
        <dd>{party.company}</dd>
        {party.contactName && (<><dt>Contact</dt><dd>{party.contactName}</dd></>)}
        {party.email && (<><dt>E-mail</dt><dd>{party.email}</dd></>)}
        {party.phone && (<><dt>Phone</dt><dd>{formatPhone(party.phone)}</dd></>)}
        <dt>Address</dt>
        <dd>{[party.address, [party.postalCode, party.city].filter(Boolean).join(' '), formatCountry(party.country)].filter(Boolean).join(', ')}</dd>
      </Dl>
    </div>
  );
}

export function PartiesSection({ booking }: Pick<SectionProps, 'booking'>) {
  return (
    <SectionCard title="Parties">
      <Columns>
        <PartyBlock title="Shipper" party={booking.shipper} />
        <PartyBlock title="Consignee" party={booking.consignee} />
        {booking.notifyParty && <PartyBlock title="Notify party" party={booking.notifyParty} />}
      </Columns>
    </SectionCard>
  );
}
