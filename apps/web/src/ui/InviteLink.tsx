import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@croupier/web-kit/qr-code';
import './invite-link.css';

/**
 * A registration link to share: the link to copy (selected for copying by hand where the clipboard is refused)
 * and its QR code for a friend's phone. Agents share their affiliate link with it, members their referral link.
 */
export function InviteLink(props: {
  link: string;
  title: string;
  lead: string;
  label: string;
  qrLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = () => {
    navigator.clipboard.writeText(props.link).then(
      () => setCopied('yes'),
      () => {
        input.current?.select();
        setCopied('no');
      },
    );
  };
  return (
    <section className="wallet-panel invite-link" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{props.title}</h3>
      <p className="wallet-muted">{props.lead}</p>
      <div className="invite-link-body">
        <div className="invite-link-text">
          <div className="field">
            <label htmlFor={`${id}-link`}>{props.label}</label>
            <div className="field-row">
              <input
                id={`${id}-link`}
                ref={input}
                readOnly
                value={props.link}
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" className="btn" onClick={copy}>
                {t('invite.copy')}
              </button>
            </div>
          </div>
          <p className="wallet-muted" role="status">
            {copied === 'yes' ? t('invite.copied') : copied === 'no' ? t('invite.copyByHand') : ''}
          </p>
        </div>
        <QrCode value={props.link} label={props.qrLabel} size={160} />
      </div>
    </section>
  );
}
