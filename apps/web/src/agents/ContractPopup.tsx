import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { OfferAnswer, offeredEnd, offeredTerms, TermsView } from './ContractParts.tsx';
import { useContracts } from './contractsApi.ts';
import { QueryStatus } from './parts.tsx';
import { TermLine } from './TermField.tsx';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import '../bets/records.css';
import './agent-centre.css';

/**
 * The contract popup (spec §2, only when signed in): the offers waiting for the agent's answer, each with its
 * terms and its Sign and Reject buttons.
 */
export function ContractPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mine = useContracts('mine');
  const waiting = (mine.data?.items ?? []).filter(
    (contract) => contract.status !== 'termination_requested' && offeredTerms(contract),
  );
  return (
    <Modal
      title={t('contracts.popup.title')}
      onClose={onClose}
      size="large"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {waiting.length > 0 ? t('contracts.popup.later') : t('common.close')}
        </button>
      }
    >
      <QueryStatus query={mine} failed={t('agentCentre.loadFailed')} />
      {mine.data && (
        <p className="modal-message">
          {t(waiting.length > 0 ? 'contracts.popup.lead' : 'contracts.popup.done')}
        </p>
      )}
      <div className="contract-offers">
        {waiting.map((contract) => {
          const kind = t(`contracts.kinds.${contract.kind}`);
          return (
            <article key={contract.id} className="wallet-panel contract-card" aria-label={kind}>
              <h3>{kind}</h3>
              <p className="wallet-muted">
                {t('contracts.offeredBy', { who: contract.upline?.username ?? t('contracts.platform') })}
              </p>
              <TermsView terms={offeredTerms(contract)!} caption={t('contracts.terms.caption')} />
              <TermLine endsOn={offeredEnd(contract)} />
              <OfferAnswer contract={contract} />
            </article>
          );
        })}
      </div>
    </Modal>
  );
}
