import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementAdmin } from '@croupier/contracts';
import { toFormErrors } from '@croupier/web-kit';
import { useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { titleInLanguage } from '../i18n/index.ts';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useDeleteAnnouncement, useAnnouncements, useSaveAnnouncement } from './api.ts';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { canEditAnnouncements, announcementState } from './rules.ts';
import '../vendors/games.css';
import './announcements.css';

const titleOf = (notice: AnnouncementAdmin) => titleInLanguage(notice.titles);

const STATE_BADGE = {
  showing: 'badge badge-positive',
  scheduled: 'badge badge-info',
  ended: 'badge badge-quiet',
  hidden: 'badge badge-quiet',
} as const;

function DeleteDialog({ notice, onClose }: { notice: AnnouncementAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAnnouncement();
  return (
    <ConfirmDeleteDialog
      id={notice.id}
      remove={remove}
      text={{
        title: t('announcements.deleteTitle'),
        confirm: t('announcements.deleteConfirm'),
        pending: t('announcements.deleting'),
        done: t('announcements.deleted'),
      }}
      onClose={onClose}
    >
      <p>{t('announcements.deleteBody', { title: titleOf(notice) })}</p>
    </ConfirmDeleteDialog>
  );
}

/** Switches a notice on or off in one click; switching on tells players with the site open. */
function ToggleButton({ notice }: { notice: AnnouncementAdmin }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAnnouncement();
  const title = titleOf(notice);
  return (
    <button
      type="button"
      className="btn"
      disabled={save.isPending}
      aria-label={t(notice.enabled ? 'announcements.disableFor' : 'announcements.enableFor', { title })}
      onClick={() =>
        save.mutate(
          { id: notice.id, body: { enabled: !notice.enabled } },
          {
            onSuccess: (saved) =>
              toast(t(saved.enabled ? 'announcements.enabledToast' : 'announcements.disabledToast')),
            onError: (err) => toast(errorText(t, toFormErrors(err).form ?? 'UNKNOWN')),
          },
        )
      }
    >
      {t(notice.enabled ? 'announcements.disable' : 'announcements.enable')}
    </button>
  );
}

/** The brand's notices (home marquee and notice popup), in the order players see them. */
export function AnnouncementsPage() {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();
  const notices = useAnnouncements();
  const editable = canEditAnnouncements(me.data?.role);
  const [dialog, setDialog] = useState<
    { kind: 'edit'; notice: AnnouncementAdmin | null } | { kind: 'delete'; notice: AnnouncementAdmin } | null
  >(null);
  const list = notices.data ?? [];

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('announcements.heading')}</h1>
        {notices.data ? (
          <span className="muted num">{t('announcements.total', { count: list.length })}</span>
        ) : null}
        {editable ? (
          <button
            type="button"
            className="btn btn-primary page-header-action"
            onClick={() => setDialog({ kind: 'edit', notice: null })}
          >
            {t('announcements.add')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('announcements.intro')}</p>
      {me.data && !editable ? (
        <p className="banner">{t('announcements.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {notices.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {notices.isError ? <LoadError error={notices.error} retry={() => void notices.refetch()} /> : null}
      {notices.data && list.length === 0 ? <p className="muted">{t('announcements.empty')}</p> : null}
      {list.length > 0 ? (
        <div className="table-wrap">
          <table className="table notice-table">
            <caption className="visually-hidden">{t('announcements.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('announcements.title')}</th>
                <th scope="col">{t('announcements.languages')}</th>
                <th scope="col">{t('announcements.window', { zone: offset })}</th>
                <th scope="col">{t('announcements.status')}</th>
                <th scope="col" className="money-cell">
                  {t('announcements.sortOrder')}
                </th>
                {editable ? <th scope="col">{t('common.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.map((notice) => {
                const title = titleOf(notice);
                const state = announcementState(notice);
                return (
                  <tr key={notice.id}>
                    <th scope="row">
                      {title}
                      <div className="muted cell-sub notice-excerpt">{titleInLanguage(notice.contents)}</div>
                    </th>
                    <td className="mono">{Object.keys(notice.titles).join(' · ')}</td>
                    <td className="num notice-window">
                      <div>{notice.startsAt ? time(notice.startsAt) : t('announcements.fromNow')}</div>
                      <div>{notice.endsAt ? time(notice.endsAt) : t('announcements.noEnd')}</div>
                    </td>
                    <td>
                      <span className={STATE_BADGE[state]}>{t(`announcements.states.${state}`)}</span>
                      {notice.audience === 'agents' ? (
                        <div className="cell-sub">
                          <span className="badge badge-info">{t('announcements.audiences.agents')}</span>
                        </div>
                      ) : null}
                    </td>
                    <td className="num money-cell">{notice.sortOrder}</td>
                    {editable ? (
                      <td>
                        <div className="row-actions">
                          <button
                            type="button"
                            className="btn"
                            aria-label={t('announcements.editFor', { title })}
                            onClick={() => setDialog({ kind: 'edit', notice })}
                          >
                            {t('announcements.edit')}
                          </button>
                          <ToggleButton notice={notice} />
                          <button
                            type="button"
                            className="btn btn-danger"
                            aria-label={t('announcements.deleteFor', { title })}
                            onClick={() => setDialog({ kind: 'delete', notice })}
                          >
                            {t('announcements.delete')}
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
      ) : null}
      {dialog?.kind === 'edit' ? (
        <AnnouncementEditor notice={dialog.notice} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog notice={dialog.notice} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
