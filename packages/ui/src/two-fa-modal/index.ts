export { TwoFaModal, type TwoFaModalProps, type TwoFaVerification } from './two-fa-modal';
export { CodeBoxes, CODE_LENGTH, type CodeBoxesProps } from './code-boxes';
export { useCooldown, RESEND_COOLDOWN_START } from './use-cooldown';
