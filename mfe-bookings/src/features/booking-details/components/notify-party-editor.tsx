import { Button, type FormApi } from '@freightdeck/ui';
import type { FlatValues } from './line-values';
import { PartyEditor } from './party-editor';
import { emptyPartyValues, hasNotifyParty } from './party-values';

/** The optional notify party: added empty, removed whole (sent as null). */
export function NotifyPartyEditor({ form }: { form: FormApi<FlatValues> }) {
  if (!hasNotifyParty(form.values)) {
    const add = () => Object.entries(emptyPartyValues('notifyParty')).forEach(([key, value]) => form.setValue(key, value));
    return <div><Button variant="secondary" onClick={add}>Add notify party</Button></div>;
  }
  const remove = () => {
    const errors = Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith('notifyParty.')));
    form.reset(Object.fromEntries(Object.entries(form.values).filter(([k]) => !k.startsWith('notifyParty.'))));
    form.setErrors(errors);
  };
  return <PartyEditor form={form} name="notifyParty" actions={<Button variant="secondary" onClick={remove}>Remove notify party</Button>} />;
}
