import type { Multipart } from '@fastify/multipart';
import { Readable } from 'node:stream';
import type { BookingActor } from '../../modules/bookings';
import type { DomainServices } from '../../composition/services';

/** The demo users the seed acts as, each with the organizations and permissions their roles give them. */
export async function demoActors(services: DomainServices, emails: string[]): Promise<Map<string, BookingActor>> {
  const actors = new Map<string, BookingActor>();
  for (const email of new Set(emails)) {
    const user = await services.users.findByEmail(email);
    if (!user) throw new Error(`seed: demo user ${email} is missing`);
    const profile = await services.users.accessProfile(user.id);
    actors.set(email, { userId: user.id, organizations: profile.organizations, permissions: profile.permissions, impersonatedById: null });
  }
  return actors;
}

/** The parts of a multipart upload as the documents service reads them: the `type` field, then the file. */
export async function* uploadParts(type: string, fileName: string, bytes: Buffer): AsyncIterableIterator<Multipart> {
  yield { type: 'field', fieldname: 'type', value: type } as unknown as Multipart;
  const file = Object.assign(Readable.from([bytes]), { truncated: false });
  yield { type: 'file', fieldname: 'file', filename: fileName, file } as unknown as Multipart;
}
