export { RemotePage, type RemotePageProps } from './remote-page';
