export { ErrorModalHost, useErrorHandler } from './error-modal';
export { errorModal, runWithErrorModal, errorCode, type ShownError } from './error-store';
