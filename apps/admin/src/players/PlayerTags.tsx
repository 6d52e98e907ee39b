import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_TAGS_MAX } from '@croupier/contracts/player-tags';
import type { PlayerDetail } from '@croupier/contracts';
import { NO_ERRORS, fieldsUnder, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { useSetPlayerTags } from './api.ts';
import { ChipInput } from '../ui/ChipInput.tsx';
import { FormProblem } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { parseTag } from './validate.ts';
import '../ui/chips.css';

/** The player's tags as chips; operators who may act on players edit the set and save it whole. */
export function PlayerTagsCard({ player, canEdit }: { player: PlayerDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="player-tags">
      <h2 id="player-tags">{t('players.tags.heading')}</h2>
      {canEdit ? (
        // Keyed by the saved tags so a save elsewhere (another tab, a refetch) resets the editor.
        <TagsEditor key={player.tags.join('\n')} player={player} />
      ) : player.tags.length === 0 ? (
        <p className="muted">{t('players.tags.none')}</p>
      ) : (
        <ul className="chips" aria-label={t('players.tags.heading')}>
          {player.tags.map((tag) => (
            <li key={tag} className="chip chip-static">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TagsEditor({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [tags, setTags] = useState(player.tags);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const save = useSetPlayerTags(player.id);
  const unchanged = tags.join('\n') === player.tags.join('\n');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(tags, {
      onSuccess: () => toast(t('players.tags.saved', { account: player.account })),
      onError: (err) => setErrors(toFormErrors(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormProblem code={errors.form} />
      <ChipInput
        id="player-tag-input"
        label={t('players.tags.heading')}
        hint={t('players.tags.hint')}
        addLabel={t('players.tags.addButton')}
        emptyText={t('players.tags.none')}
        values={tags}
        onChange={(next) => {
          setTags(next);
          setErrors(NO_ERRORS);
        }}
        parse={parseTag}
        errors={fieldsUnder(errors.fields, 'tags')}
        max={PLAYER_TAGS_MAX}
      />
      <div className="tags-actions">
        <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')} disabled={unchanged}>
          {t('players.tags.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
