export { UiProvider, type UiProviderProps } from './ui-provider';
