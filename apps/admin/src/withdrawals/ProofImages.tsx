import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog.tsx';
import { useProofImage } from './api.ts';

function Proof({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation();
  const image = useProofImage(id, n);
  const [open, setOpen] = useState(false);
  const alt = t('withdrawals.proofAlt', { n, id });
  if (image.failed)
    return <p className="proof-thumb proof-missing error">{t('withdrawals.proofFailed', { n })}</p>;
  if (!image.url)
    return (
      <p className="proof-thumb proof-missing muted" role="status">
        {t('withdrawals.proofLoading', { n })}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        aria-label={t('withdrawals.openProof', { n })}
        onClick={() => setOpen(true)}
      >
        <img src={image.url} alt={alt} />
      </button>
      {open ? (
        <Dialog title={t('withdrawals.proofTitle', { n })} onClose={() => setOpen(false)}>
          <div className="dialog-body proof-full">
            <img src={image.url} alt={alt} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** The receipt's proof images as thumbnails; each opens full size in a dialog. */
export function ProofImages({ id, proofs }: { id: string; proofs: { n: number }[] }) {
  const { t } = useTranslation();
  if (proofs.length === 0) return <p className="muted">{t('withdrawals.noProofs')}</p>;
  return (
    <ul className="proof-list">
      {proofs.map((proof) => (
        <li key={proof.n}>
          <Proof id={id} n={proof.n} />
        </li>
      ))}
    </ul>
  );
}
