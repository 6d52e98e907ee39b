import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerAdmin } from '@croupier/contracts';
import { useBanners, useDeleteBanner } from './api.ts';
import { useMe } from '../api/queries.ts';
import { titleInLanguage } from '../i18n/index.ts';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { canEditCatalogue } from '../vendors/rules.ts';
import { BannerEditor, groupLabel } from './BannerEditor.tsx';
import { byGroup } from './rules.ts';
import '../vendors/games.css';

const titleOf = (banner: BannerAdmin) => titleInLanguage(banner.titles);

function DeleteDialog({ banner, onClose }: { banner: BannerAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBanner();
  return (
    <ConfirmDeleteDialog
      id={banner.id}
      remove={remove}
      text={{
        title: t('banners.deleteTitle'),
        confirm: t('banners.deleteConfirm'),
        pending: t('banners.deleting'),
        done: t('banners.deleted'),
      }}
      onClose={onClose}
    >
      <img className="banner-preview" src={banner.url} alt={titleOf(banner) || t('banners.previewAlt')} />
      <p>
        {t('banners.deleteBody', {
          title: titleOf(banner) || banner.url,
          group: groupLabel(t, banner.groupName),
        })}
      </p>
    </ConfirmDeleteDialog>
  );
}

/** Banners per group (home, register, side menu, login, forgot password, each category), in their order. */
export function BannersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const banners = useBanners();
  const editable = canEditCatalogue(me.data?.role);
  const [dialog, setDialog] = useState<
    { kind: 'edit'; banner: BannerAdmin | null } | { kind: 'delete'; banner: BannerAdmin } | null
  >(null);
  const groups = byGroup(banners.data ?? []);

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('banners.heading')}</h1>
        {banners.data ? (
          <span className="muted num">{t('banners.total', { count: banners.data.length })}</span>
        ) : null}
        {editable ? (
          <button
            type="button"
            className="btn btn-primary page-header-action"
            onClick={() => setDialog({ kind: 'edit', banner: null })}
          >
            {t('banners.add')}
          </button>
        ) : null}
      </div>
      {me.data && !editable ? (
        <p className="banner">{t('banners.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {banners.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {banners.isError ? <LoadError error={banners.error} retry={() => void banners.refetch()} /> : null}
      {banners.data && groups.length === 0 ? <p className="muted">{t('banners.empty')}</p> : null}
      {groups.map(([group, list]) => (
        <section key={group} className="banner-group" aria-labelledby={`banner-group-${group}`}>
          <h2 id={`banner-group-${group}`}>{groupLabel(t, group)}</h2>
          <div className="table-wrap">
            <table className="table players-table banner-table">
              <caption className="visually-hidden">
                {t('banners.caption', { group: groupLabel(t, group) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('banners.image')}</th>
                  <th scope="col">{t('banners.title')}</th>
                  <th scope="col">{t('banners.linkage')}</th>
                  <th scope="col">{t('banners.status')}</th>
                  <th scope="col" className="money-cell">
                    {t('banners.sortOrder')}
                  </th>
                  {editable ? <th scope="col">{t('common.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {list.map((banner) => {
                  const title = titleOf(banner);
                  return (
                    <tr key={banner.id}>
                      <td>
                        <img className="banner-thumb" src={banner.url} alt={title} loading="lazy" />
                      </td>
                      <th scope="row">{title || <span className="muted">{t('banners.untitled')}</span>}</th>
                      <td>
                        {t(`banners.linkageTypes.${banner.linkageType}`)}
                        {banner.linkageTarget ? (
                          <div className="muted cell-sub mono">{banner.linkageTarget}</div>
                        ) : null}
                      </td>
                      <td>
                        {banner.enabled ? (
                          <span className="badge badge-positive">{t('banners.shown')}</span>
                        ) : (
                          <span className="badge badge-quiet">{t('banners.hidden')}</span>
                        )}
                      </td>
                      <td className="num money-cell">{banner.sortOrder}</td>
                      {editable ? (
                        <td>
                          <div className="row-actions">
                            <button
                              type="button"
                              className="btn"
                              aria-label={t('banners.editFor', { title: title || banner.id })}
                              onClick={() => setDialog({ kind: 'edit', banner })}
                            >
                              {t('banners.edit')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-danger"
                              aria-label={t('banners.deleteFor', { title: title || banner.id })}
                              onClick={() => setDialog({ kind: 'delete', banner })}
                            >
                              {t('banners.delete')}
                            </button>
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {dialog?.kind === 'edit' ? (
        <BannerEditor banner={dialog.banner} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog banner={dialog.banner} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
