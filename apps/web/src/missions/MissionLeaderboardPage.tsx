import { useTranslation } from 'react-i18next';
import { LeaderboardList } from './LeaderboardList.tsx';
import { MissionList } from './MissionList.tsx';
import { SignInCalendarPanel } from './SignInCalendar.tsx';
import '../wallet/wallet.css';
import '../bets/records.css';
import '../rewards/rewards.css';
import './missions.css';

/** The member centre's `missionLeaderboard`: daily sign-in, missions with progress and claims, leaderboards. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('missions.title')}</h2>
        <p className="wallet-lead">{t('missions.lead')}</p>
      </div>
      <SignInCalendarPanel />
      <section aria-labelledby="missions-heading" className="reward-section">
        <h3 id="missions-heading">{t('missions.heading')}</h3>
        <MissionList />
      </section>
      <section aria-labelledby="leaderboards-heading" className="reward-section">
        <h3 id="leaderboards-heading">{t('missions.leaderboards.heading')}</h3>
        <LeaderboardList />
      </section>
    </div>
  );
}
