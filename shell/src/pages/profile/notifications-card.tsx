import { useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { TrackingNotificationSettings } from '@freightdeck/contracts';
import { Button } from '@freightdeck/ui';
import { Card, CardTitle, Muted, Saved } from './profile.styles';

const SETTINGS_PATH = '/tracking/notification-settings';

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
    <Card aria-labelledby="notifications-title">
      <CardTitle id="notifications-title">Tracking e-mails</CardTitle>
      {error && !data && <><Muted role="alert">Your e-mail settings could not be loaded.</Muted><div><Button variant="secondary" onClick={() => void mutate()}>Retry</Button></div></>}
      {data && (
        <>
          <label>
            <input type="checkbox" checked={data.emails} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />{' '}
            E-mail me when a booking I watch departs, arrives, is delivered, runs late or has a temperature excursion
          </label>
          {saved && <Saved role="status">Saved</Saved>}
        </>
      )}
    </Card>
  );
}
