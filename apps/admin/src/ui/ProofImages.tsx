import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '../api/client.ts';
import { Dialog } from './Dialog.tsx';
import './proof-images.css';

/**
 * An image behind the bearer token as an object URL. An <img src> cannot carry the token, so the bytes are
 * fetched with it and shown from memory; the URL is revoked when the component using it goes away.
 */
function useBlobUrl(path: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    apiBlob(path, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

interface ProofProps {
  /** What the images prove (a withdrawal's or an application's id), for their alt text. */
  owner: string;
  pathOf: (n: number) => string;
  /** Key prefix of the words: proofAlt, openProof, proofTitle, proofFailed, proofLoading, noProofs. */
  texts: string;
}

function Proof({ owner, pathOf, texts, n }: ProofProps & { n: number }) {
  const { t } = useTranslation();
  const image = useBlobUrl(pathOf(n));
  const [open, setOpen] = useState(false);
  const alt = t(`${texts}.proofAlt`, { n, id: owner });
  if (image.failed)
    return <p className="proof-thumb proof-missing error">{t(`${texts}.proofFailed`, { n })}</p>;
  if (!image.url)
    return (
      <p className="proof-thumb proof-missing muted" role="status">
        {t(`${texts}.proofLoading`, { n })}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        aria-label={t(`${texts}.openProof`, { n, id: owner })}
        onClick={() => setOpen(true)}
      >
        <img src={image.url} alt={alt} />
      </button>
      {open ? (
        <Dialog title={t(`${texts}.proofTitle`, { n, id: owner })} onClose={() => setOpen(false)}>
          <div className="dialog-body proof-full">
            <img src={image.url} alt={alt} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** Proof images (numbered from 1) as thumbnails; each opens full size in a dialog. */
export function ProofImages(props: ProofProps & { numbers: number[] }) {
  const { t } = useTranslation();
  if (props.numbers.length === 0) return <p className="muted">{t(`${props.texts}.noProofs`)}</p>;
  return (
    <ul className="proof-list">
      {props.numbers.map((n) => (
        <li key={n}>
          <Proof owner={props.owner} pathOf={props.pathOf} texts={props.texts} n={n} />
        </li>
      ))}
    </ul>
  );
}
