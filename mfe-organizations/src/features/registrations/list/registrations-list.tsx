import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { RegistrationLink } from '@freightdeck/contracts';
import { Button, formatDate, RemotePage, Tabs } from '@freightdeck/ui';
import { SuccessNotice } from '../../shared/success-notice';
import { REGISTRATION_LINKS_PATH } from '../../shared/api/registration-links';
import { ApplicationsPanel } from './applications-panel';
import { LinksPanel } from './links-panel';
import { SendLinkModal } from '../../shared/send-link-modal';
import { useRegistrationsQuery } from './use-registrations-query';

const isLinksKey = (key: unknown) => Array.isArray(key) && key[0] === REGISTRATION_LINKS_PATH;

/** /organizations/registrations: applications to review, the links sent, and a new link. */
export function RegistrationsList() {
  const { query, setTab, setStatus, setLinkStatus, setPage } = useRegistrationsQuery();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<RegistrationLink | null>(null);
  const openSend = () => setSending(true);

  const onSent = (link: RegistrationLink) => {
    setSending(false);
    setSent(link);
    void mutate(isLinksKey);
    if (query.tab !== 'links') setTab('links');
  };

  return (
    <RemotePage remote="organizations" title="Organization registrations" actions={<Button onClick={openSend}>Send registration link</Button>}>
      {sent && (
        <SuccessNotice onDismiss={() => setSent(null)}>
          Registration link sent to {sent.email}{sent.companyName ? ` (${sent.companyName})` : ''}. It works until {formatDate(sent.expiresAt, 'dateTime')}.
        </SuccessNotice>
      )}
      <Tabs
        label="Registrations"
        value={query.tab}
        onChange={(id) => setTab(id === 'links' ? 'links' : 'applications')}
        tabs={[
          { id: 'applications', label: 'Applications', panel: <ApplicationsPanel query={query} onStatus={setStatus} onPage={setPage} onSendLink={openSend} /> },
          { id: 'links', label: 'Links sent', panel: <LinksPanel query={query} onStatus={setLinkStatus} onPage={setPage} onSendLink={openSend} /> },
        ]}
      />
      {sending && <SendLinkModal onClose={() => setSending(false)} onSent={onSent} />}
    </RemotePage>
  );
}
