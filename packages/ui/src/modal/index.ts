export { Modal, MODAL_CLOSE_DELAY_MS, type ModalProps } from './modal';
