import { CheckboxField } from '@freightdeck/ui';
import { PartyFields } from './party-fields';
import { setField, type StepProps } from './step-props';

/** Step 4: shipper and consignee, and a notify party when one is wanted. */
export function PartiesStep({ form }: StepProps) {
  const notify = form.values.hasNotifyParty;
  return (
    <>
      <PartyFields form={form} role="shipper" />
      <PartyFields form={form} role="consignee" />
      <CheckboxField
        label="Add a notify party" hint="Someone else to tell when the cargo arrives (a customs broker, the buyer)."
        checked={notify} onChange={(e) => setField(form, 'hasNotifyParty', e.target.checked)}
      />
      {notify && <PartyFields form={form} role="notifyParty" />}
    </>
  );
}
