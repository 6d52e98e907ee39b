import { useTranslation } from 'react-i18next';
import type { GameItem } from '@croupier/contracts';
import type { GameType } from '@croupier/contracts/constants';
import type { ErrorCode } from '@croupier/contracts/constants';
import { useSite } from '../site/queries.ts';
import { ConfirmDialog, Modal } from '../ui/Modal.tsx';
import { useGameList } from './api.ts';
import { GameGrid } from './GameCard.tsx';

export type LaunchDialog =
  | { kind: 'trial' }
  | { kind: 'maintenance'; suggestions: GameItem[] }
  | { kind: 'blocked'; url: string; name: string }
  | { kind: 'providers'; gameType: GameType; vassalage: string; name: string }
  | { kind: 'error'; message: `errors.${ErrorCode}` };

/** The answers of the launch flow: real account needed, maintenance, popup blocked, provider list, errors. */
export function LaunchDialogs({ dialog, onClose }: { dialog: LaunchDialog; onClose: () => void }) {
  const { t } = useTranslation();
  switch (dialog.kind) {
    case 'trial':
      return (
        <ConfirmDialog
          title={t('guard.trialTitle')}
          message={t('errors.TRIAL_NOT_ALLOWED')}
          confirmLabel={t('common.confirm')}
          onConfirm={onClose}
        />
      );
    case 'error':
      return (
        <ConfirmDialog
          title={t('gamesLobby.launch.failedTitle')}
          message={t(dialog.message)}
          confirmLabel={t('common.confirm')}
          onConfirm={onClose}
        />
      );
    case 'maintenance':
      return <MaintenanceDialog suggestions={dialog.suggestions} onClose={onClose} />;
    case 'blocked':
      return (
        <Modal
          title={t('gamesLobby.launch.blockedTitle')}
          onClose={onClose}
          size="small"
          footer={
            <>
              <button type="button" className="btn" onClick={onClose}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  // A fresh click is a user gesture, which browsers let open a window.
                  const opened = window.open(dialog.url, '_blank');
                  if (opened) {
                    opened.opener = null;
                    onClose();
                  }
                }}
              >
                {t('gamesLobby.launch.retry')}
              </button>
            </>
          }
        >
          <p className="modal-message">{t('gamesLobby.launch.blockedBody', { game: dialog.name })}</p>
        </Modal>
      );
    case 'providers':
      return <ProviderList {...dialog} onClose={onClose} />;
  }
}

function MaintenanceDialog({ suggestions, onClose }: { suggestions: GameItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const service = site.customerService[0];
  return (
    <Modal
      title={t('gamesLobby.launch.maintenanceTitle')}
      onClose={onClose}
      footer={
        <>
          {service ? (
            <a className="btn" href={service.url} target="_blank" rel="noopener noreferrer">
              {t('gamesLobby.launch.customerService')}
            </a>
          ) : (
            <a className="btn" href="/help">
              {t('gamesLobby.launch.customerService')}
            </a>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <p className="modal-message">{t('errors.GAME_MAINTENANCE')}</p>
      {suggestions.length > 0 && (
        <section aria-label={t('gamesLobby.launch.suggestions')} className="launch-suggestions">
          <h3 className="launch-suggestions-title">{t('gamesLobby.launch.suggestions')}</h3>
          <GameGrid games={suggestions.slice(0, 6)} compact />
        </section>
      )}
    </Modal>
  );
}

/** spec §2: a vendor entry whose isGame is VASSALAGE opens the list of that provider's games. */
function ProviderList(props: { gameType: GameType; vassalage: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useGameList({ gameType: props.gameType, vassalage: props.vassalage });
  const games = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Modal title={props.name || props.vassalage} onClose={props.onClose}>
      {list.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <p className="modal-message">
          {list.isError ? t('errors.INTERNAL_ERROR') : t('gamesLobby.list.empty')}
        </p>
      ) : (
        <GameGrid games={games} compact />
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn load-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('gamesLobby.list.loadMore')}
        </button>
      )}
    </Modal>
  );
}
