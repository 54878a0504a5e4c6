import { inArray } from 'drizzle-orm';
import { paths, type TrackingNotificationSettings } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { trackingNotificationSettings, trackingNotificationsSent } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail';
import { bookingRepository } from '../bookings';
import type { Excursion } from '../data-loggers';
import { userRepository } from '../users';
import type { Milestone, TrackingListener } from './ingest';

const WORDS: Record<Milestone, string> = { DEPARTED: 'has departed', ARRIVED: 'has arrived', DELIVERED: 'has been delivered' };

/**
 * Milestone e-mails to the users watching a booking (docs/product/tracking.md#notifications):
 * once per booking, user and milestone (a unique row decides, so a replay or two racing batches
 * send one), to those who have not switched them off on /profile.
 */
export function createTrackingNotifier({ db, mailer, publicUrl, log }: { db: Db; mailer: Mailer; publicUrl: string; log: { error: (...args: unknown[]) => void } }) {
  async function notify(bookingId: string, key: string, message: (ref: string, link: string) => { subject: string; text: string }): Promise<number> {
    const watchers = await bookingRepository.watcherIds(db, bookingId);
    if (watchers.length === 0) return 0;
    const off = new Set((await db.select().from(trackingNotificationSettings).where(inArray(trackingNotificationSettings.userId, watchers))).filter((s) => !s.emails).map((s) => s.userId));
    const wanted = watchers.filter((id) => !off.has(id));
    if (wanted.length === 0) return 0;
    const fresh = await db.insert(trackingNotificationsSent).values(wanted.map((userId) => ({ bookingId, userId, milestone: key }))).onConflictDoNothing().returning({ userId: trackingNotificationsSent.userId });
    if (fresh.length === 0) return 0;
    const booking = await bookingRepository.byId(db, bookingId);
    const people = (await Promise.all(fresh.map((f) => userRepository.findById(db, f.userId)))).filter((u) => u !== undefined);
    const { subject, text } = message(booking!.ref, `${publicUrl}${paths.tracking(booking!.ref)}`);
    for (const person of people) {
      const mail: MailMessage = { to: person.email, subject, text: `Hello ${person.firstName},\n\n${text}\n\nYou get this because you watch this booking. Switch these e-mails off on your profile: ${publicUrl}${paths.profile()}\n` };
      await mailer.send(mail).catch((error: unknown) => log.error({ err: error, bookingId }, 'a tracking e-mail could not be sent'));
    }
    return people.length;
  }

  const listener: TrackingListener = async ({ milestones }) => {
    for (const { bookingId, milestone } of milestones) {
      await notify(bookingId, milestone, (ref, link) => ({ subject: `${ref} ${WORDS[milestone]}`, text: `Booking ${ref} ${WORDS[milestone]}.\n\nFollow it here: ${link}` }));
    }
  };

  return {
    listener,
    /** The ETA moved past the late threshold: once per booking, watcher and ETA (to the hour). */
    delayed: (bookingId: string, eta: string, plannedArrival: string) =>
      notify(bookingId, `DELAYED:${eta.slice(0, 13)}`, (ref, link) => ({
        subject: `${ref} is running late`, text: `Booking ${ref} is now expected at ${eta.slice(0, 16).replace('T', ' ')} UTC, planned ${plannedArrival.slice(0, 16).replace('T', ' ')} UTC.\n\nFollow it here: ${link}`,
      })),
    excursion: (bookingId: string, serialNumber: string, x: Excursion) =>
      notify(bookingId, `EXCURSION:${serialNumber}:${x.from}`, (ref, link) => ({
        subject: `${ref}: temperature excursion`, text: `Data logger ${serialNumber} on booking ${ref} read ${x.direction === 'ABOVE' ? x.maxC : x.minC} °C, outside the allowed range, from ${x.from.slice(0, 16).replace('T', ' ')} UTC.\n\nSee the readings here: ${link}`,
      })),
    async settings(userId: string): Promise<TrackingNotificationSettings> {
      const [row] = await db.select().from(trackingNotificationSettings).where(inArray(trackingNotificationSettings.userId, [userId]));
      return { emails: row?.emails ?? true };
    },
    async setSettings(userId: string, settings: TrackingNotificationSettings): Promise<TrackingNotificationSettings> {
      await db.insert(trackingNotificationSettings).values({ userId, emails: settings.emails, updatedAt: new Date() })
        .onConflictDoUpdate({ target: trackingNotificationSettings.userId, set: { emails: settings.emails, updatedAt: new Date() } });
      return { emails: settings.emails };
    },
  };
}
export type TrackingNotifier = ReturnType<typeof createTrackingNotifier>;
