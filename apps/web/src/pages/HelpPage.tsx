import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageHeader } from '../ui/ComingSoon.tsx';
import { Modal } from '../ui/Modal.tsx';

/** /help#term opens the terms in the help modal (spec §2); closing it drops the hash. */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const showTerms = hash === '#term';
  return (
    <>
      <PageHeader title={t('help.title')} />
      <ComingSoon
        icon="help"
        title={t('help.soonTitle')}
        body={t('help.soonBody')}
        items={[
          t('help.topicAccount'),
          t('help.topicPayments'),
          t('help.topicGames'),
          t('help.terms'),
          t('help.about'),
        ]}
      />
      {showTerms && (
        <Modal title={t('help.terms')} onClose={() => void navigate(pathname, { replace: true })}>
          <p>{t('help.termsSoon')}</p>
        </Modal>
      )}
    </>
  );
}
