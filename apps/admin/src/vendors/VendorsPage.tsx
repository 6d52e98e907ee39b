import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorAdmin } from '@croupier/contracts';
import { toFormErrors } from '@croupier/web-kit';
import { usePatchVendor, useVendors } from './api.ts';
import { useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { canEditCatalogue, canRotateSecrets } from './rules.ts';
import { SecretReveal } from './SecretReveal.tsx';
import { StudioDialog } from './StudioDialog.tsx';
import { MaintenanceDialog, RotateDialog } from './VendorDialogs.tsx';
import { VendorEditDialog } from './VendorEditDialog.tsx';
import { VendorOnboarding } from './VendorOnboarding.tsx';
import './games.css';

type Open =
  | { kind: 'edit' | 'maintenance' | 'rotate' | 'connect' | 'studio'; vendor: VendorAdmin }
  | { kind: 'secret'; vassalage: string; secret: string; rotated: boolean }
  | null;

/** Why the player site does not offer the vendor's games (the lobby shows connected vendors only). */
function LobbyStatus({ vendor }: { vendor: VendorAdmin }) {
  const { t } = useTranslation();
  const reason = !vendor.enabled
    ? 'switchedOff'
    : !vendor.connected
      ? 'notConnected'
      : vendor.underMaintenance
        ? 'maintenance'
        : null;
  return reason ? <div className="muted cell-sub">{t(`vendors.lobby.${reason}`)}</div> : null;
}

/** The vendor's maintenance as words: now, planned (with its window) or none. */
function MaintenanceCell({ vendor }: { vendor: VendorAdmin }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const window =
    vendor.maintenanceFrom === null
      ? null
      : vendor.maintenanceUntil === null
        ? t('vendors.maintenance.openEnded', { from: time(vendor.maintenanceFrom) })
        : t('vendors.maintenance.window', {
            from: time(vendor.maintenanceFrom),
            until: time(vendor.maintenanceUntil),
          });
  return (
    <>
      {vendor.underMaintenance ? (
        <span className="badge badge-negative">{t('vendors.maintenance.now')}</span>
      ) : window ? (
        <span className="badge badge-info">{t('vendors.maintenance.planned')}</span>
      ) : (
        <span className="muted">{t('vendors.maintenance.none')}</span>
      )}
      {window ? <div className="muted cell-sub mono">{window}</div> : null}
    </>
  );
}

function VendorRow(props: {
  vendor: VendorAdmin;
  editable: boolean;
  rotatable: boolean;
  open: (o: Open) => void;
}) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const toast = useToast();
  const patch = usePatchVendor();
  const { vendor } = props;
  const toggle = (enabled: boolean) =>
    patch.mutate(
      { vassalage: vendor.vassalage, patch: { enabled } },
      {
        onSuccess: () =>
          toast(t(enabled ? 'vendors.enabledDone' : 'vendors.disabledDone', { name: vendor.name })),
        onError: (err) => toast(errorText(t, toFormErrors(err).form ?? 'VALIDATION_FAILED'), 'error'),
      },
    );
  return (
    <tr>
      <th scope="row">
        {vendor.name}
        <div className="muted cell-sub mono">{vendor.vassalage}</div>
      </th>
      <td className="types-cell">{vendor.gameTypes.map((type) => t(`gameTypes.${type}`)).join(', ')}</td>
      <td className="nowrap">{t(`vendors.walletModes.${vendor.walletMode}`)}</td>
      <td className="integration-cell">
        {vendor.connected ? (
          <span className="badge badge-positive">{t('vendors.connected')}</span>
        ) : (
          <span className="badge badge-quiet">{t('vendors.notConnected')}</span>
        )}
        <LobbyStatus vendor={vendor} />
        {vendor.studioManaged ? (
          <div className="cell-sub">
            <span className="badge badge-info" title={t('vendors.studio.badgeTitle')}>
              {t('vendors.studio.badge')}
            </span>
          </div>
        ) : null}
      </td>
      <td>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={vendor.enabled}
            disabled={!props.editable || patch.isPending}
            aria-label={t('vendors.enabledFor', { name: vendor.name })}
            onChange={(e) => toggle(e.target.checked)}
          />
        </label>
      </td>
      <td>
        <MaintenanceCell vendor={vendor} />
      </td>
      <td className="mono nowrap">
        {vendor.secretRotatedAt ? time(vendor.secretRotatedAt) : <span className="muted">—</span>}
      </td>
      <td className="num money-cell">
        <Link to={`/games?vassalage=${encodeURIComponent(vendor.vassalage)}`}>
          {vendor.gameCount.toLocaleString('en-US')}
        </Link>
      </td>
      {props.editable || props.rotatable ? (
        <td>
          <div className="row-actions vendor-actions">
            {props.editable ? (
              <button
                type="button"
                className="btn"
                aria-label={t('vendors.edit.buttonFor', { name: vendor.name })}
                onClick={() => props.open({ kind: 'edit', vendor })}
              >
                {t('vendors.edit.button')}
              </button>
            ) : null}
            {props.editable ? (
              <button
                type="button"
                className="btn"
                aria-label={t('vendors.maintenance.editFor', { name: vendor.name })}
                onClick={() => props.open({ kind: 'maintenance', vendor })}
              >
                {t('vendors.maintenance.edit')}
              </button>
            ) : null}
            {props.editable && !vendor.connected ? (
              <button
                type="button"
                className="btn"
                aria-label={t('vendors.connectFor', { name: vendor.name })}
                onClick={() => props.open({ kind: 'connect', vendor })}
              >
                {t('vendors.connect')}
              </button>
            ) : null}
            {props.editable ? (
              <button
                type="button"
                className="btn"
                aria-label={t(
                  vendor.studioManaged ? 'vendors.studio.takeBackFor' : 'vendors.studio.handFor',
                  {
                    name: vendor.name,
                  },
                )}
                onClick={() => props.open({ kind: 'studio', vendor })}
              >
                {t(vendor.studioManaged ? 'vendors.studio.takeBack' : 'vendors.studio.hand')}
              </button>
            ) : null}
            {props.rotatable && vendor.connected ? (
              <button
                type="button"
                className="btn btn-danger"
                aria-label={t('vendors.rotate.buttonFor', { name: vendor.name })}
                onClick={() => props.open({ kind: 'rotate', vendor })}
              >
                {t('vendors.rotate.button')}
              </button>
            ) : null}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

/** Vendors: who is plugged in, how, whether they are on, and their maintenance and wallet secret. */
export function VendorsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();
  const vendors = useVendors();
  const [onboarding, setOnboarding] = useState<VendorAdmin | 'new' | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const editable = canEditCatalogue(me.data?.role);
  const rotatable = canRotateSecrets(me.data?.role);
  const list = vendors.data ?? [];

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('vendors.heading')}</h1>
        {vendors.data ? (
          <span className="muted num">{t('vendors.total', { count: list.length })}</span>
        ) : null}
        {editable && !onboarding ? (
          <button
            type="button"
            className="btn btn-primary page-header-action"
            onClick={() => setOnboarding('new')}
          >
            {t('vendors.onboard')}
          </button>
        ) : null}
      </div>
      {me.data && !editable ? (
        <p className="banner">{t('vendors.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {onboarding ? (
        <VendorOnboarding
          key={onboarding === 'new' ? 'new' : onboarding.vassalage}
          taken={list.filter((v) => v.connected).map((v) => v.vassalage)}
          initial={
            onboarding === 'new'
              ? undefined
              : {
                  vassalage: onboarding.vassalage,
                  name: onboarding.name,
                  gameTypes: onboarding.gameTypes,
                  launchUrl: 'https://',
                  walletMode: onboarding.walletMode,
                  transferUrl: onboarding.transferUrl ?? 'https://',
                }
          }
          onCancel={() => setOnboarding(null)}
          onCreated={(created) => {
            setOnboarding(null);
            setOpen({ kind: 'secret', ...created, rotated: false });
          }}
        />
      ) : null}
      {vendors.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {vendors.isError ? <LoadError error={vendors.error} retry={() => void vendors.refetch()} /> : null}
      {vendors.data ? (
        <div className="table-wrap">
          <table className="table players-table">
            <caption className="visually-hidden">{t('vendors.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vendors.name')}</th>
                <th scope="col">{t('vendors.gameTypes')}</th>
                <th scope="col">{t('vendors.walletMode')}</th>
                <th scope="col">{t('vendors.integration')}</th>
                <th scope="col">{t('vendors.enabled')}</th>
                <th scope="col">{t('vendors.maintenance.column')}</th>
                <th scope="col">{t('vendors.secretRotatedAt', { zone: offset })}</th>
                <th scope="col" className="money-cell">
                  {t('vendors.gameCount')}
                </th>
                {editable || rotatable ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <tr>
                  <td colSpan={9} className="muted">
                    {t('vendors.empty')}
                  </td>
                </tr>
              ) : null}
              {list.map((vendor) => (
                <VendorRow
                  key={vendor.vassalage}
                  vendor={vendor}
                  editable={editable}
                  rotatable={rotatable}
                  open={(next) => {
                    if (next?.kind === 'connect') {
                      setOnboarding(next.vendor);
                      window.scrollTo({ top: 0 });
                    } else setOpen(next);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open?.kind === 'edit' ? <VendorEditDialog vendor={open.vendor} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'maintenance' ? (
        <MaintenanceDialog vendor={open.vendor} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'studio' ? <StudioDialog vendor={open.vendor} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'rotate' ? (
        <RotateDialog
          vendor={open.vendor}
          onClose={() => setOpen(null)}
          onRotated={(answer) => setOpen({ kind: 'secret', ...answer, rotated: true })}
        />
      ) : null}
      {open?.kind === 'secret' ? (
        <SecretReveal
          vassalage={open.vassalage}
          secret={open.secret}
          rotated={open.rotated}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
