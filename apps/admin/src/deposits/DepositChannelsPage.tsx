import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelAdmin } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { toFormErrors } from '@croupier/web-kit';
import { useDeleteChannel, useDepositChannels } from './api.ts';
import { useBrand, useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { ChannelEditor } from './ChannelEditor.tsx';
import { canDecideDeposits } from './filters.ts';
import '../players/players.css';
import '../settings/settings.css';
import './deposits.css';
import { formatAmount } from '@croupier/money';

const COLUMNS = 8;

function DeleteChannel({ channel }: { channel: DepositChannelAdmin }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteChannel();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    remove.mutate(channel.id, {
      onSuccess: () => {
        close();
        toast(t('channels.deleted', { name: channel.name }));
      },
      onError: (err) => setError(errorText(t, toFormErrors(err).form ?? 'UNKNOWN')),
    });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-danger btn-small"
        aria-label={t('channels.deleteLabel', { name: channel.name })}
        onClick={() => setOpen(true)}
      >
        {t('channels.delete')}
      </button>
      {open ? (
        <Dialog
          title={t('channels.deleteTitle', { name: channel.name })}
          busy={remove.isPending}
          onClose={close}
        >
          <form className="dialog-body" onSubmit={submit} noValidate>
            <p>{t('channels.deleteBody')}</p>
            {error ? (
              <p className="banner banner-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={remove.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton pending={remove.isPending} pendingLabel={t('channels.deleting')}>
                {t('channels.deleteConfirm')}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

function ChannelRow(props: {
  channel: DepositChannelAdmin;
  currency: Currency;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { channel, currency } = props;
  return (
    <tr>
      <td className="num">{channel.sortOrder}</td>
      <th scope="row">
        {channel.name}
        {channel.names.CN ? <div className="muted cell-sub">{channel.names.CN}</div> : null}
        {channel.names.TH ? <div className="muted cell-sub">{channel.names.TH}</div> : null}
      </th>
      <td>
        {t(`channels.types.${channel.type}`)}
        {channel.gateway ? (
          <div className="muted cell-sub">{t(`channels.gateways.${channel.gateway}`)}</div>
        ) : null}
      </td>
      <td className="money-cell nowrap">
        {formatAmount(channel.min, currency)} – {formatAmount(channel.max, currency)}
      </td>
      <td className="num nowrap">{channel.expiryMinutes}</td>
      <td>
        {channel.type === 'bank' ? (
          <>
            {channel.bankName}
            <div className="mono">{channel.accountNumber}</div>
            <div className="muted cell-sub">{channel.accountName}</div>
          </>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <span className={`badge ${channel.enabled ? 'badge-active' : ''}`}>
          {channel.enabled ? t('channels.on') : t('channels.off')}
        </span>
      </td>
      <td className="actions-cell">
        {props.canEdit ? (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('channels.editLabel', { name: channel.name })}
              onClick={props.onEdit}
            >
              {t('channels.edit')}
            </button>
            <DeleteChannel channel={channel} />
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/** Settings › Deposit channels: how players of this brand pay in, and within which limits. */
export function DepositChannelsPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const brand = useBrand();
  const me = useMe();
  const canEdit = canDecideDeposits(me.data?.role);
  // null: no editor; 'new': adding; otherwise the channel being edited.
  const [editing, setEditing] = useState<DepositChannelAdmin | 'new' | null>(null);
  const currency = brand.data?.currency;
  const list = channels.data;

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('channels.heading')}</h1>
        {canEdit && editing === null ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('channels.add')}
          </button>
        ) : null}
      </div>
      <p className="muted channels-intro">{t('channels.intro')}</p>
      {me.data && !canEdit ? (
        <p className="banner">{t('channels.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {editing !== null && currency ? (
        <ChannelEditor
          key={editing === 'new' ? 'new' : editing.id}
          channel={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {channels.isPending || brand.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {channels.isError ? <LoadError error={channels.error} retry={() => void channels.refetch()} /> : null}
      {list && currency ? (
        <div className="table-wrap">
          <table className="table channels-table">
            <caption className="visually-hidden">{t('channels.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('channels.order')}
                </th>
                <th scope="col">{t('channels.name')}</th>
                <th scope="col">{t('channels.type')}</th>
                <th scope="col" className="num-head">
                  {t('channels.limits')}
                </th>
                <th scope="col">{t('channels.expiry')}</th>
                <th scope="col">{t('channels.bankAccount')}</th>
                <th scope="col">{t('channels.enabled')}</th>
                <th scope="col">{t('deposits.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS} className="muted">
                    {t('channels.empty')}
                  </td>
                </tr>
              ) : null}
              {list.map((channel) => (
                <ChannelRow
                  key={channel.id}
                  channel={channel}
                  currency={currency}
                  canEdit={canEdit}
                  onEdit={() => setEditing(channel)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
