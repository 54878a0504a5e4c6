export { StatusScreen, type StatusScreenProps } from './status-screen';
