export { ActionGroup, type ActionGroupProps } from './action-group';
