import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryAdminIssue } from '@croupier/contracts';
import { ReasonDialog } from '../agents/ReasonDialog.tsx';
import { useMe } from '../api/queries.ts';
import { currentLanguage } from '../i18n/index.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useLotteryGames, useLotteryIssues, useVoidIssue } from './api.ts';
import { ExposureLink, IssueStatus } from './LotteryGamesPage.tsx';
import { canSeeLotteryRisk, canVoidIssues, gameName, hasExposure, isVoidable } from './rules.ts';
import './lottery.css';

const PAGE_SIZE = 20;

function VoidAction({ gameCode, issue }: { gameCode: string; issue: LotteryAdminIssue }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const voiding = useVoidIssue(gameCode);
  const issueNo = issue.issueNo;
  return (
    <>
      <button type="button" className="btn btn-danger btn-small" onClick={() => setOpen(true)}>
        {t('lottery.void.open')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('lottery.void.title', { issueNo })}
          body={<p>{t('lottery.void.body', { issueNo })}</p>}
          confirmLabel={t('lottery.void.confirm')}
          pendingLabel={t('lottery.void.pending')}
          pending={voiding.isPending}
          onClose={() => setOpen(false)}
          send={(reason, done, fail) =>
            voiding.mutate(
              { issueNo, reason },
              {
                onSuccess: () => {
                  done();
                  toast(t('lottery.void.done', { issueNo }));
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function IssueRow(props: {
  gameCode: string;
  issue: LotteryAdminIssue;
  canVoid: boolean;
  seesRisk: boolean;
}) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  const { issue } = props;
  return (
    <tr>
      <td className="nowrap mono">{issue.issueNo}</td>
      <td className="nowrap">
        <IssueStatus status={issue.status} />
        {issue.voidReason ? <div className="muted cell-sub">{issue.voidReason}</div> : null}
        {issue.shortfall ? (
          <div className="cell-sub amount-negative">
            {t('lottery.shortfall', { amount: issue.shortfall })}
          </div>
        ) : null}
      </td>
      <td className="nowrap mono">{time(issue.drawAt)}</td>
      <td className="mono lottery-numbers">{issue.numbers ? issue.numbers.join(' ') : '—'}</td>
      <td className="mono lottery-seed">
        <div title={t('lottery.seedHash')}>{issue.seedHash}</div>
        <div className="muted" title={t('lottery.seed')}>
          {issue.seed ?? t('lottery.sealed')}
        </div>
      </td>
      <td className="nowrap">
        <div className="lottery-actions">
          {props.seesRisk && hasExposure(issue.status) ? (
            <ExposureLink gameCode={props.gameCode} issueNo={issue.issueNo} />
          ) : null}
          {props.canVoid && isVoidable(issue.status) ? (
            <VoidAction gameCode={props.gameCode} issue={issue} />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** A game's issues, newest first: status, draw, numbers, the seed hash and (once drawn) the seed; the void. */
export function LotteryIssuesPage() {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const gameCode = useParams().gameCode ?? '';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const issues = useLotteryIssues(gameCode, page, PAGE_SIZE);
  const game = useLotteryGames().data?.find((candidate) => candidate.gameCode === gameCode);
  const role = useMe().data?.role;
  const canVoid = canVoidIssues(role);
  const seesRisk = canSeeLotteryRisk(role);
  return (
    <div className="page">
      <p>
        <Link to="/lottery">{t('lottery.back')}</Link>
      </p>
      <div className="page-header">
        <h1>{game ? gameName(game, currentLanguage()) : gameCode}</h1>
        <span className="mono muted">{gameCode}</span>
      </div>
      <p className="muted page-lead">{t('lottery.issuesLead')}</p>
      <PagedTable
        query={issues}
        caption={t('lottery.issuesCaption')}
        className="lottery-table"
        columns={[
          { label: t('lottery.issueNo') },
          { label: t('lottery.state') },
          { label: t('lottery.drawAt', { zone: offset }) },
          { label: t('lottery.numbers') },
          { label: t('lottery.seedColumn') },
          { label: <span className="visually-hidden">{t('lottery.actions')}</span> },
        ]}
        emptyText={t('lottery.noIssues')}
        row={(issue) => (
          <IssueRow
            key={issue.issueNo}
            gameCode={gameCode}
            issue={issue}
            canVoid={canVoid}
            seesRisk={seesRisk}
          />
        )}
        pagerLabel={t('lottery.pagination')}
        page={page}
        onPage={(next) => setParams({ page: String(next) })}
      />
    </div>
  );
}
