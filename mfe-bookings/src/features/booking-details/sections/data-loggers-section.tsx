import { useState } from 'react';
import type { DataLogger } from '@freightdeck/contracts';
import { Button, ConfirmDialog, Form, rules, TextField, useForm } from '@freightdeck/ui';
import { addDataLogger, removeDataLogger, useDataLoggers } from '../api/data-loggers';
import { DataLoggerCard } from '../components/data-logger-card';
import { Muted, Row } from '../components/details.styles';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

/** Loggers travelling with the cargo; a serial added twice is refused (DATA_LOGGER_ALREADY_EXISTS, shown by the error modal). */
export function DataLoggersSection({ booking, onChange }: SectionProps) {
  const { data, error, mutate } = useDataLoggers(booking.ref);
  const [removing, setRemoving] = useState<DataLogger | null>(null);
  const manage = booking.allowedActions.includes('manageDataLoggers');
  const changed = async () => {
    await mutate();
    await onChange();
  };
  const form = useForm({
    initialValues: { serialNumber: '', model: '' },
    rules: { serialNumber: [rules.required('Enter the serial number')], model: [rules.required('Enter the model')] },
    onSubmit: async ({ serialNumber, model }) => {
      await addDataLogger(booking.ref, serialNumber.trim(), model.trim());
      form.reset();
      await changed();
    },
  });
  const items = data?.items ?? [];
  return (
    <SectionCard title="Data loggers">
      {error && <Muted role="alert">The data loggers could not be loaded.</Muted>}
      {data && items.length === 0 && <Muted>No data loggers.</Muted>}
      {items.map((logger) => (
        <DataLoggerCard key={logger.id} logger={logger} onRemove={manage ? () => setRemoving(logger) : undefined} />
      ))}
      {manage && (
        <Form form={form} aria-label="Add a data logger">
          <Row>
            <TextField label="Serial number" maxLength={64} {...form.field('serialNumber')} />
            <TextField label="Model" maxLength={100} {...form.field('model')} />
            <Button type="submit" disabled={form.submitting}>Add data logger</Button>
          </Row>
        </Form>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove data logger"
          confirmLabel="Remove"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await removeDataLogger(removing);
            await changed();
          }}
        >
          <p>Remove data logger {removing.serialNumber} and its readings from booking {booking.ref}?</p>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
