import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { TermsArticle } from './TermsArticle.tsx';

/** The terms over whatever opened them (the register form keeps what the player typed). */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('help.terms')} onClose={onClose} size="large">
      <TermsArticle />
    </Modal>
  );
}
