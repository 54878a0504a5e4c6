import type { Config } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../mail';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../lib/clock';
import { createBookingService } from '../modules/bookings';
import { createOrganizationService } from '../modules/organizations';
import { createRegistrationService } from '../modules/registrations';
import { createReferenceService } from '../modules/references';
import { createReportService } from '../modules/reports';
import { createScheduleService } from '../modules/schedules';
import { createRoleAdminService, createRoleService } from '../modules/role-admin';
import { createUserAdminService } from '../modules/user-admin';
import { createUserService } from '../modules/users';
import { createBookingAttachmentServices } from './booking-attachments';
import { createTrackingServices } from './tracking';
import { createSignInServices } from './sign-in';
import { createQuotationServices } from './quotations';

/** The services that need only the database (the seed uses these, like users do). */
export function createDomainServices(db: Db) {
  return {
    organizations: createOrganizationService(db),
    roles: createRoleService(db),
    roleAdmin: createRoleAdminService(db),
    users: createUserService(db),
    references: createReferenceService(db),
    bookings: createBookingService(db),
    reports: createReportService(db),
    schedules: createScheduleService(db),
  };
}
export type DomainServices = ReturnType<typeof createDomainServices>;

export interface ServicesDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  now?: Clock;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Every service of the app, made once from the configuration: the composition root (with
 * routes.ts) is where modules meet; a module never builds another module's service.
 */
export async function createServices({ config, db, mailer, now = systemClock, log = console }: ServicesDeps) {
  const domain = createDomainServices(db);
  const signIn = await createSignInServices({ config, db, mailer, now, log });
  const bookingAttachments = await createBookingAttachmentServices({ config, db, now, log, rateLimits: signIn.rateLimits });
  const registrations = createRegistrationService({ db, mailer, publicUrl: config.publicUrl, now, log });
  const userAdmin = createUserAdminService({ db, invitations: signIn.invitations, now });
  const tracking = createTrackingServices({ db, mailer, now, bookings: domain.bookings, publicUrl: config.publicUrl, log });
  const quotations = await createQuotationServices({ config, db, mailer, now, bookings: domain.bookings, schedules: domain.schedules, log });
  return { ...domain, ...signIn, bookingAttachments, registrations, userAdmin, tracking, quotations };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
