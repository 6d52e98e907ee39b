import { Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@croupier/contracts';
import { Icon } from '../ui/icons.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { useAnnouncements } from './api.ts';
import { marqueeSeconds } from './logic.ts';
import { lazyPage } from '../routes/lazyPage.ts';
import './announcements.css';

// Opened by a click on a notice: its own chunk.
const AnnouncementPopup = lazyPage(() => import('./AnnouncementPopup.tsx').then((m) => m.AnnouncementPopup));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function Titles(props: {
  notices: readonly Announcement[];
  onOpen?: (index: number) => void;
  /** The second copy that makes the loop seamless: seen, but neither read out nor focusable. */
  copy?: boolean;
}) {
  return (
    <ul className="marquee-titles" aria-hidden={props.copy || undefined} inert={props.copy || undefined}>
      {props.notices.map((notice, index) => (
        <li key={notice.id}>
          <button type="button" className="marquee-title" onClick={() => props.onOpen?.(index)}>
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home lobby's notice marquee (spec §2): the titles of the notices now showing scroll by; hovering or
 * focusing it, or its pause button, stops them (WCAG 2.2.2). Players who ask for reduced motion get the
 * titles as a still list. A click opens the notice popup on that notice. Nothing shows without notices.
 */
export function AnnouncementMarquee() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const notices = announcements.data ?? [];
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [stopped, setStopped] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  // Its place is kept while the notices load: the banner and rows below do not jump down when they arrive.
  if (announcements.isPending) return <div className="marquee marquee-pending" aria-hidden="true" />;
  if (notices.length === 0) return null;
  const moving = !reduced;
  const style = { '--marquee-seconds': `${marqueeSeconds(notices.map((n) => n.title))}s` } as CSSProperties;

  return (
    <section className="marquee" aria-label={t('announcements.marquee')}>
      <span className="marquee-icon" aria-hidden="true">
        <Icon name="megaphone" />
      </span>
      {moving ? (
        <div className={stopped ? 'marquee-viewport marquee-stopped' : 'marquee-viewport'}>
          <div className="marquee-track" style={style}>
            <Titles notices={notices} onOpen={setOpened} />
            <Titles notices={notices} copy />
          </div>
        </div>
      ) : (
        <div className="marquee-still">
          <Titles notices={notices} onOpen={setOpened} />
        </div>
      )}
      {moving ? (
        <button
          type="button"
          className="icon-btn marquee-toggle"
          aria-label={t(stopped ? 'announcements.play' : 'announcements.pause')}
          onClick={() => setStopped((s) => !s)}
        >
          <Icon name={stopped ? 'play' : 'pause'} />
        </button>
      ) : null}
      {opened !== null ? (
        <Suspense fallback={null}>
          <AnnouncementPopup notices={notices} initialIndex={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
