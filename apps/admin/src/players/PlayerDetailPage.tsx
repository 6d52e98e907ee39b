import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@croupier/contracts';
import { usePlayer } from './api.ts';
import { useMe } from '../api/queries.ts';
import { canActOnPlayers, canManage } from '../operators/roles.ts';
import { canReadBonuses } from '../promotions/rules.ts';
import { PlayerAgentActions } from '../agents/index.ts';
import { DetailPage } from '../ui/DetailPage.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { FreezeAction, ResetPasswordAction, UnlockAction } from './PlayerActions.tsx';
import { LoginHistoryTable, SessionsTable } from './PlayerActivity.tsx';
import { PlayerStatusBadges } from './PlayerBadges.tsx';
import { PlayerTagsCard } from './PlayerTags.tsx';
import { playerTypeLabel, profileLabelKey, sortProfileEntries } from './labels.ts';
import { WalletPanel } from '../wallet/WalletPanel.tsx';
import { BonusesPanel } from '../promotions/BonusesPanel.tsx';
import './players.css';

function Item({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="profile-item">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{children}</dd>
    </div>
  );
}

const dash = <span className="muted">—</span>;

function ProfileCard({ player }: { player: PlayerDetail }) {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const zone = { zone: offset };
  const yesNo = (value: boolean) => t(value ? 'players.yes' : 'players.no');
  return (
    <section className="card" aria-labelledby="player-profile">
      <h2 id="player-profile">{t('players.profile')}</h2>
      <dl className="profile-grid">
        <Item label={t('players.id')} mono>
          {player.id}
        </Item>
        <Item label={t('players.account')}>{player.account}</Item>
        <Item label={t('players.nickname')}>{player.nickname || dash}</Item>
        <Item label={t('players.type')}>{t(`players.types.${playerTypeLabel(player)}`)}</Item>
        <Item label={t('players.status')}>
          <PlayerStatusBadges player={player} />
        </Item>
        <Item label={t('players.mobile')} mono>
          {player.mobile ?? dash}
        </Item>
        <Item label={t('players.email')}>{player.email ?? dash}</Item>
        <Item label={t('players.upline')}>
          {player.upline ? (
            <Link to={`/players/${encodeURIComponent(player.upline.id)}`}>{player.upline.account}</Link>
          ) : (
            dash
          )}
        </Item>
        <Item label={t('players.referralCode')} mono>
          {player.referralCode || dash}
        </Item>
        <Item label={t('players.registered', zone)} mono>
          {time(player.createdAt)}
        </Item>
        <Item label={t('players.registrationIp')} mono>
          {player.registrationIp || dash}
        </Item>
        <Item label={t('players.lastLogin', zone)} mono>
          {player.lastLoginAt ? time(player.lastLoginAt) : t('players.never')}
          {player.lastLoginIp ? <span className="muted"> · {player.lastLoginIp}</span> : null}
        </Item>
        <Item label={t('players.mustChangePassword')}>{yesNo(player.mustChangePassword)}</Item>
        <Item label={t('players.totp')}>{t(player.totpEnabled ? 'players.totpOn' : 'players.totpOff')}</Item>
      </dl>
      <h3>{t('players.registrationDetails')}</h3>
      {Object.keys(player.profile).length === 0 ? (
        <p className="muted">{t('players.noProfile')}</p>
      ) : (
        <dl className="profile-grid">
          {sortProfileEntries(player.profile).map(([key, value]) => {
            const labelKey = profileLabelKey(key);
            // A field the console has no label for (added by a later brand setting) shows its own name.
            return (
              <Item key={key} label={labelKey ? t(labelKey) : key}>
                {value || dash}
              </Item>
            );
          })}
        </dl>
      )}
    </section>
  );
}

export function PlayerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const player = usePlayer(id);
  const me = useMe();
  // finance and viewer read only: the server would refuse them with 403, so the actions are hidden.
  const canAct = canActOnPlayers(me.data?.role);
  // The tree is the owners' and admins' to change (support acts on players, not on the tree).
  const canMoveInTree = canManage(me.data?.role);

  return (
    <DetailPage back={{ to: '/players', label: t('players.backToList') }} query={player}>
      {(data) => (
        <>
          <div className="page-header player-header">
            <h1>{t('players.detailHeading', { account: data.account })}</h1>
            {canAct || canMoveInTree || data.isAgent ? (
              <div className="row-actions" role="group" aria-label={t('players.actions')}>
                {canAct ? (
                  <>
                    <FreezeAction player={data} />
                    <ResetPasswordAction player={data} />
                    {data.locked ? <UnlockAction player={data} /> : null}
                  </>
                ) : null}
                <PlayerAgentActions player={data} canAct={canMoveInTree} />
              </div>
            ) : null}
          </div>
          {!canAct && me.data ? (
            <p className="banner">{t('players.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
          ) : null}
          <PlayerTagsCard player={data} canEdit={canAct} />
          <WalletPanel playerId={data.id} account={data.account} />
          {canReadBonuses(me.data?.role) ? <BonusesPanel playerId={data.id} account={data.account} /> : null}
          <ProfileCard player={data} />
          <SessionsTable player={data} canAct={canAct} />
          <LoginHistoryTable player={data} />
        </>
      )}
    </DetailPage>
  );
}
