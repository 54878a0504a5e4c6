export { BookingsListPage } from './bookings-list-page';
