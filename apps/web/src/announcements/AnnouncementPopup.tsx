import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@croupier/contracts';
import { ANNOUNCEMENT_PAGE_SIZE } from '@croupier/contracts/constants';
import { formatDateTime } from '@croupier/format';
import { useSite } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { pageCountOf, pageOf } from './logic.ts';
import './announcements.css';

/**
 * The notice popup (spec §2): titles in pages of 9, opened on a given item; the selected item shows its
 * content and clicking it again folds it. Times are the site's (yyyy-MM-dd hh:mm:ss in the brand's zone).
 * Content is plain text, rendered as text: line breaks kept, never parsed as HTML.
 */
export function AnnouncementPopup(props: {
  notices: readonly Announcement[];
  initialIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [selected, setSelected] = useState<number | null>(props.initialIndex);
  const [page, setPage] = useState(() => pageOf(props.initialIndex));
  const pages = pageCountOf(props.notices.length);
  const first = page * ANNOUNCEMENT_PAGE_SIZE;
  const shown = props.notices.slice(first, first + ANNOUNCEMENT_PAGE_SIZE);

  return (
    <Modal title={t('announcements.title')} onClose={props.onClose} size="large">
      <ul className="notice-list">
        {shown.map((notice, i) => {
          const index = first + i;
          const open = selected === index;
          const contentId = `${id}-${notice.id}`;
          return (
            <li key={notice.id} className={open ? 'notice-item notice-item-open' : 'notice-item'}>
              <button
                type="button"
                className="notice-head"
                aria-expanded={open}
                aria-controls={open ? contentId : undefined}
                onClick={() => setSelected(open ? null : index)}
              >
                <span className="notice-title">{notice.title}</span>
                <time className="notice-time num" dateTime={notice.publishedAt}>
                  {formatDateTime(notice.publishedAt, site.brand.timezone)}
                </time>
                <Icon name={open ? 'chevronUp' : 'chevronDown'} />
              </button>
              {open ? (
                <div id={contentId} className="notice-content">
                  {notice.content}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="notice-pager" aria-label={t('announcements.pages')}>
          <button
            type="button"
            className="btn"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
            aria-label={t('announcements.previous')}
          >
            <Icon name="chevronLeft" />
          </button>
          <span className="num" aria-live="polite">
            {t('announcements.pageOf', { page: page + 1, pages })}
          </span>
          <button
            type="button"
            className="btn"
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => p + 1)}
            aria-label={t('announcements.next')}
          >
            <Icon name="chevronRight" />
          </button>
        </nav>
      ) : null}
    </Modal>
  );
}
