import { ShipmentModeFields } from '@freightdeck/ui';
import type { StepProps } from './step-props';

/** Step 1: air or sea, and for sea full or shared containers (the shared shipment form's fields). */
export function ModeStep({ form }: StepProps) {
  return <ShipmentModeFields form={form} />;
}
