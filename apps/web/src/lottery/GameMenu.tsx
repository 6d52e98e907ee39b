import { useId } from 'react';
import { Link } from 'react-router';
import type { LotteryGame } from '@croupier/contracts';

export interface GameGroup {
  key: string;
  title: string;
  games: readonly LotteryGame[];
}

/** The games of the page, group by group, each a link to `?gameCode=`, the shown one marked current. */
export function GameMenu(props: {
  label: string;
  groups: readonly GameGroup[];
  selected: string | undefined;
}) {
  const id = useId();
  const { label, groups, selected } = props;
  return (
    <nav className="lottery-menu" aria-label={label}>
      {groups
        .filter((group) => group.games.length > 0)
        .map((group) => (
          <div key={group.key} className="lottery-menu-group">
            <h2 id={`${id}-${group.key}`}>{group.title}</h2>
            <ul aria-labelledby={`${id}-${group.key}`}>
              {group.games.map((game) => (
                <li key={game.gameCode}>
                  <Link
                    to={`?gameCode=${encodeURIComponent(game.gameCode)}`}
                    aria-current={game.gameCode === selected ? 'page' : undefined}
                  >
                    {game.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
