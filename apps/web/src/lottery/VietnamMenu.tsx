import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@croupier/contracts';
import { dayIn } from '@croupier/format';
import { provincesDrawingOn, VIETNAM_DRAW_TIMES, type VietnamRegion } from '@croupier/lottery';
import { GameMenu } from './GameMenu.tsx';

const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const REGIONS: readonly VietnamRegion[] = ['vn-mb', 'vn-mn', 'vn-mt'];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The local day (`yyyy-MM-dd`) of the coming `weekday` from `today`, today included. */
function dayOfWeekday(today: string, weekday: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The Vietnamese draws by day: the north (MB) every day, and the southern and central provinces drawing on the
 * chosen weekday by the package's weekly rota, each region with its draw time (Vietnam time).
 */
export function VietnamMenu(props: { games: readonly LotteryGame[]; selected: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const today = dayIn(new Date(), VIETNAM_TIME_ZONE);
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const [weekday, setWeekday] = useState(todayWeekday);
  const day = dayOfWeekday(today, weekday);
  const byCode = new Map(props.games.map((game) => [game.gameCode, game]));

  const groups = REGIONS.map((region) => {
    const codes =
      region === 'vn-mb'
        ? props.games.filter((game) => game.family === 'vn-mb').map((game) => game.gameCode)
        : provincesDrawingOn(region, day).map((province) => `${region.toUpperCase()}-${province.code}`);
    return {
      key: region,
      title: `${t(`lotteryPages.regions.${region}`)} · ${t('lotteryPages.vietnam.drawsAt', {
        time: VIETNAM_DRAW_TIMES[region],
      })}`,
      games: codes.flatMap((code) => byCode.get(code) ?? []),
    };
  });

  return (
    <div className="lottery-vn-menu">
      <div className="field">
        <label htmlFor={`${id}-day`}>{t('lotteryPages.vietnam.days')}</label>
        <select id={`${id}-day`} value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
          {WEEKDAYS.map((option) => {
            const name = t(`lotteryPages.vietnam.weekdays.${option}`);
            return (
              <option key={option} value={option}>
                {option === todayWeekday ? t('lotteryPages.vietnam.today', { day: name }) : name}
              </option>
            );
          })}
        </select>
      </div>
      <GameMenu label={t('lotteryPages.games')} groups={groups} selected={props.selected} />
    </div>
  );
}
