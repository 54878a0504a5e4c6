import { ShipmentCargoFields } from '@freightdeck/ui';
import type { StepProps } from './step-props';

/** Step 3: what travels, how it must be handled, and its pieces or containers (the shared shipment form's fields). */
export function CargoStep({ form }: StepProps) {
  return <ShipmentCargoFields form={form} />;
}
