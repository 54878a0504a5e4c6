export { NotFoundScreen, type NotFoundScreenProps } from './not-found-screen';
