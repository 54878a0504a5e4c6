import type { SeedStep } from '../seed-step';
import { seedDemoBookings } from './run';

export { DEMO_BOOKINGS, planDemoBookings } from './plan';
export { seedDemoBookings } from './run';

/** About 2,000 bookings of the three customers over the last 24 months, made through the services. */
export const DEMO_BOOKINGS_STEP: SeedStep = {
  name: 'bookings',
  async run({ db, services, storageDir, demoBookings, now }) {
    if (demoBookings === 0) return;
    await seedDemoBookings({ db, services, storageDir, count: demoBookings, now });
  },
};
