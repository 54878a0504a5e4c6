import { useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { TrackingNotificationSettings } from '@freightdeck/contracts';
import { Button, Skeleton } from '@freightdeck/ui';
import { Card, CardTitle, ChoiceSkeleton, Muted, Saved } from './profile.styles';

const SETTINGS_PATH = '/tracking/notification-settings';
const LABEL = 'E-mail me when a booking I watch departs, arrives, is delivered, runs late or has a temperature excursion';

/** The e-mails about watched bookings (departed, arrived, delivered, late, temperature excursion): on or off (docs/product/tracking.md#notifications). */
export function NotificationsCard() {
  const { data, error, mutate } = useSWR(SETTINGS_PATH, (path: string) => apiClient.get<TrackingNotificationSettings>(path), { revalidateOnFocus: false });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = async (emails: boolean) => {
    setBusy(true);
    setSaved(false);
    try {
      await mutate(await apiClient.put<TrackingNotificationSettings>(SETTINGS_PATH, { emails }), { revalidate: false });
      setSaved(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="notifications-title" aria-busy={(!data && !error) || undefined}>
      <CardTitle id="notifications-title">Tracking e-mails</CardTitle>
      {error && !data && <><Muted role="alert">Your e-mail settings could not be loaded.</Muted><div><Button variant="secondary" onClick={() => void mutate()}>Retry</Button></div></>}
      {/* While the setting loads, its label in place and the box as a skeleton: nothing moves when it arrives. */}
      {!data && !error && <ChoiceSkeleton><Skeleton shape="block" width={13} height={13} />{LABEL}</ChoiceSkeleton>}
      {data && (
        <>
          <label>
            <input type="checkbox" checked={data.emails} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />{' '}
            {LABEL}
          </label>
          {saved && <Saved role="status">Saved</Saved>}
        </>
      )}
    </Card>
  );
}
