export { Button, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant } from './button';
export { buttonCss } from './button.styles';
