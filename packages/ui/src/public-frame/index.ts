export { PublicFrame, type PublicFrameProps } from './public-frame';
