import type { AddOn } from '@hourspace/api-client';
import { Button, Modal, Select, TextField } from '@hourspace/ui';
import { AddOnSchema, ADD_ON_UNITS, type AddOnUnit } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import cardStyles from '../../../components/cards.module.css';
import { DialogFormEnd } from '../../../components/dialog-form-end';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { HostOnly } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { callErrorMessage } from '../../../lib/call-error';
import { useAddOnsQuery, useDeleteAddOn, useSaveAddOn } from '../api/hosting';
import { money } from '../lib/format';
import { SpacePage } from './space-page';
import styles from './hosting.module.css';

type Field = 'name' | 'description' | 'price' | 'unit';
const fields = {
  name: AddOnSchema.entries.name,
  description: { schema: AddOnSchema.entries.description, optional: true },
  price: AddOnSchema.entries.price,
  unit: AddOnSchema.entries.unit,
};

/** The add-on form in a dialog: a new add-on (no `addOn`) or changes to one. */
function AddOnDialog({ spaceId, addOn, onClose, onSaved }: { spaceId: number; addOn: AddOn | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('mf-account');
  const [values, setValues] = useState<Record<Field, string>>({
    name: addOn?.name ?? '',
    description: addOn?.description ?? '',
    price: addOn ? String(addOn.price) : '',
    unit: addOn?.unit ?? 'booking',
  });
  const form = useForm<Field>(fields);
  const save = useSaveAddOn(spaceId);
  const text = (name: Field) => form.control(name, values[name], (value) => setValues((v) => ({ ...v, [name]: value })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!form.validator.validateAll(values).valid) return;
    const body = { name: values.name.trim(), description: values.description.trim(), price: Number(values.price.replaceAll(',', '')), unit: values.unit as AddOnUnit };
    save.mutate(addOn ? { id: addOn.id, body } : { body }, { onSuccess: onSaved });
  };
  return (
    <Modal open onClose={onClose} title={t(addOn ? 'hosting.addOns.editTitle' : 'hosting.addOns.addTitle')} closeLabel={t('hosting.close')}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={t('hosting.addOns.name')} required autoComplete="off" {...text('name')} />
        <TextField label={t('hosting.addOns.description')} optionalText={t('common.optional')} autoComplete="off" {...text('description')} />
        <TextField label={t('hosting.addOns.price')} required inputMode="decimal" autoComplete="off" {...text('price')} />
        <Select label={t('hosting.addOns.unit')} options={ADD_ON_UNITS.map((u) => ({ value: u, label: t(`hosting.addOns.units.${u}`) }))} {...text('unit')} />
        <DialogFormEnd
          failure={save.error ? callErrorMessage(save.error, form.language, t('common.unexpected')) : null}
          failureClassName={cardStyles.formMessage}
          actionsClassName={styles.actions}
          submitLabel={t('hosting.addOns.save')}
          cancelLabel={t('hosting.cancel')}
          pending={save.isPending}
          disabled={!form.snapshot.canSubmit}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

function AddOnList({ spaceId, currency, locale }: { spaceId: number; currency: string; locale: string }) {
  const { t } = useTranslation('mf-account');
  const query = useAddOnsQuery(spaceId);
  const remove = useDeleteAddOn(spaceId);
  const [editing, setEditing] = useState<AddOn | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="add-ons-title">
      <h2 id="add-ons-title" className={styles.sectionTitle}>
        {t('hosting.addOns.heading')}
      </h2>
      <p>{t('hosting.addOns.intro')}</p>
      {note && <Confirmation>{note}</Confirmation>}
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <p>{t('hosting.addOns.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map((addOn) => (
            <li key={addOn.id} className={styles.item} aria-labelledby={`add-on-${addOn.id}`}>
              <h3 id={`add-on-${addOn.id}`} className={styles.itemTitle}>
                {addOn.name}
              </h3>
              {addOn.description && <p>{addOn.description}</p>}
              <p>{t(`hosting.addOns.priced.${addOn.unit}`, { price: money(addOn.price, addOn.currency ?? currency, locale) })}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(addOn)} aria-label={t('hosting.addOns.editNamed', { name: addOn.name })}>
                  {t('hosting.addOns.edit')}
                </Button>
                <Button
                  variant="secondary"
                  loading={remove.isPending && remove.variables === addOn.id}
                  onClick={() => remove.mutate(addOn.id, { onSuccess: () => setNote(t('hosting.addOns.deleted', { name: addOn.name })) })}
                  aria-label={t('hosting.addOns.deleteNamed', { name: addOn.name })}
                >
                  {t('hosting.addOns.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {t('common.unexpected')}
        </p>
      )}
      <div>
        <Button
          onClick={() => {
            setNote(null);
            setEditing('new');
          }}
        >
          {t('hosting.addOns.add')}
        </Button>
      </div>
      {editing !== null && (
        <AddOnDialog
          spaceId={spaceId}
          addOn={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNote(t('hosting.addOns.saved'));
          }}
        />
      )}
    </section>
  );
}

/** `/hosting/add-ons`: the extras a host attaches to a space (per booking or per hour); add, edit, delete. */
export function AddOnsPage() {
  return (
    <HostOnly strings="hosting.hostOnly">
      <SpacePage>{(space, locale) => <AddOnList key={space.id} spaceId={space.id} currency={space.currency} locale={locale} />}</SpacePage>
    </HostOnly>
  );
}
