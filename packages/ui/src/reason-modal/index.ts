export { ReasonModal, type ReasonModalProps } from './reason-modal';
