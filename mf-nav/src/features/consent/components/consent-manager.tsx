import { Button, Checkbox, Modal } from '@hourspace/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentConsent, type ConsentChoices } from '../lib/consent-storage';
import { useConsentStore } from '../stores/consent-store';
import styles from './consent-manager.module.css';

/**
 * The consent manager ('Your privacy choices', spec §2 Footer): analytics and marketing
 * choices, shown as they stand (the stored decision, else the default), saved on this
 * device and published as the `consent` bus topic, which the analytics sink honours.
 */
export function ConsentManager() {
  const { t } = useTranslation('mf-nav');
  const { open, closeManager, save } = useConsentStore();
  const [choices, setChoices] = useState<ConsentChoices>(() => pick(currentConsent()));

  // Every opening starts from what is in force, not from an abandoned edit.
  useEffect(() => {
    if (open) setChoices(pick(currentConsent()));
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={closeManager}
      title={t('privacy.title')}
      description={t('privacy.description')}
      closeLabel={t('privacy.close')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => save({ analytics: false, marketing: false })}>
            {t('privacy.rejectAll')}
          </Button>
          <Button variant="primary" onClick={() => save(choices)}>
            {t('privacy.save')}
          </Button>
        </>
      }
    >
      <div className={styles.choices}>
        <Checkbox
          label={t('privacy.analytics')}
          hint={t('privacy.analyticsHint')}
          checked={choices.analytics}
          onChange={(event) => setChoices((current) => ({ ...current, analytics: event.target.checked }))}
        />
        <Checkbox
          label={t('privacy.marketing')}
          hint={t('privacy.marketingHint')}
          checked={choices.marketing}
          onChange={(event) => setChoices((current) => ({ ...current, marketing: event.target.checked }))}
        />
      </div>
    </Modal>
  );
}

function pick({ analytics, marketing }: ConsentChoices): ConsentChoices {
  return { analytics, marketing };
}
