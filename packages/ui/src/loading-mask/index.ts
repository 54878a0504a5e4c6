export { LoadingMask, LOADING_MASK_DELAY_MS, type LoadingMaskProps } from './loading-mask';
