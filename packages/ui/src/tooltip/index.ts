export { Tooltip, type TooltipProps, type TooltipPlacement } from './tooltip';
