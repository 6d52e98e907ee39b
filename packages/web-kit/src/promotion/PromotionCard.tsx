import type { ReactNode } from 'react';
import type { PromotionStatus } from '@croupier/contracts';

/**
 * A promotion as players see it, shared by the player site and the console's live preview, so the preview is
 * the card itself. Texts arrive translated: each app keeps its own words.
 */

/** How a status looks: what the player can do stands out, what they cannot is quiet. */
export const PROMOTION_STATUS_TONE: Record<PromotionStatus, 'action' | 'done' | 'quiet' | 'info'> = {
  join_now: 'action',
  claim_reward: 'action',
  signed_up: 'done',
  in_progress: 'done',
  applying: 'info',
  issued: 'done',
  claimed: 'done',
  rejected: 'quiet',
  registration_closed: 'quiet',
  prohibited: 'quiet',
  coming_soon: 'info',
};

export interface PromotionStatusText {
  status: PromotionStatus;
  /** The status in words, e.g. "Join now". */
  label: string;
  /** Read out before the label ("Status"), not shown: the badge's words may be a button's too. */
  prefix: string;
}

export function PromotionStatusBadge({ status, label, prefix }: PromotionStatusText) {
  return (
    <span className={`promo-status promo-status-${PROMOTION_STATUS_TONE[status]}`}>
      <span className="visually-hidden">{prefix}: </span>
      {label}
    </span>
  );
}

/** The art, or a quiet placeholder with the app's icon when the promotion has none. */
export function PromotionArt({ imageUrl, blank }: { imageUrl: string | null; blank: ReactNode }) {
  return imageUrl ? (
    <img className="promo-art" src={imageUrl} alt="" loading="lazy" width={640} height={280} />
  ) : (
    <div className="promo-art promo-art-blank" aria-hidden="true">
      {blank}
    </div>
  );
}

export interface PromotionCardProps {
  /** Unique on the page: the heading's id. */
  headingId: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  blankArt: ReactNode;
  status: PromotionStatusText;
  /** When it starts, ends or ended, in words. */
  window: string;
  /** The card's buttons (details, join…). */
  children?: ReactNode;
}

export function PromotionCardView(props: PromotionCardProps) {
  return (
    <article className="promo-card" aria-labelledby={props.headingId}>
      <PromotionArt imageUrl={props.imageUrl} blank={props.blankArt} />
      <div className="promo-body">
        <PromotionStatusBadge {...props.status} />
        <h2 id={props.headingId}>{props.title}</h2>
        {props.summary && <p className="promo-summary">{props.summary}</p>}
        <p className="promo-window">{props.window}</p>
        {props.children ? <div className="promo-actions">{props.children}</div> : null}
      </div>
    </article>
  );
}

/** The body of the details dialog: art, status, window, summary and the plain-text content. */
export function PromotionDetailsView(
  props: Omit<PromotionCardProps, 'headingId' | 'children'> & { content: string },
) {
  return (
    <div className="promo-details">
      <PromotionArt imageUrl={props.imageUrl} blank={props.blankArt} />
      <PromotionStatusBadge {...props.status} />
      <p className="promo-window">{props.window}</p>
      {props.summary && <p className="promo-summary">{props.summary}</p>}
      {props.content && <p className="promo-content">{props.content}</p>}
    </div>
  );
}
