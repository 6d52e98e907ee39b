import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentDetail } from '@croupier/contracts';
import { useToast } from '../ui/Toast.tsx';
import { useAgentControls, useMoveUpline, usePromoteToAgent } from './api.ts';
import type { AgentType } from './labels.ts';
import { AgentTypeField } from './NewAgentDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { UplinePicker, type UplineChoice } from './UplinePicker.tsx';
import { validateMove, validatePromote } from './validate.ts';

export type Control = 'teamLoginFrozen' | 'transfersFrozen';

/** Freezes or unfreezes one of the agent's team controls, with the reason the audit log keeps. */
export function ControlAction({ agent, control }: { agent: AgentDetail; control: Control }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const controls = useAgentControls(agent.id);
  const freezing = !agent[control];
  const key = `agents.controls.${control}.${freezing ? 'freeze' : 'unfreeze'}`;
  const username = agent.username;
  return (
    <>
      <button type="button" className={freezing ? 'btn btn-danger' : 'btn'} onClick={() => setOpen(true)}>
        {t(`${key}.open`)}
      </button>
      {open ? (
        <ReasonDialog
          title={t(`${key}.title`, { username })}
          body={<p>{t(`${key}.body`, { username })}</p>}
          confirmLabel={t(`${key}.confirm`)}
          pendingLabel={t('agents.controls.saving')}
          pending={controls.isPending}
          onClose={() => setOpen(false)}
          send={(reason, done, fail) =>
            controls.mutate(
              { [control]: freezing, reason },
              {
                onSuccess: () => {
                  done();
                  toast(t(`${key}.done`, { username }));
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

/** The account to move: its id, name and current upline (null for a top-level account). */
export interface MoveSubject {
  id: string;
  username: string;
  uplineId: string | null;
}

/** Moves a member with its whole team under another agent, or to the top; the server refuses a loop (422). */
export function MoveUplineAction({ member }: { member: MoveSubject }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [upline, setUpline] = useState<UplineChoice>(undefined);
  const move = useMoveUpline(member.id);
  const username = member.username;
  const close = () => {
    setOpen(false);
    setUpline(undefined);
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t('agents.move.open')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('agents.move.title', { username })}
          body={<p>{t('agents.move.body', { username })}</p>}
          confirmLabel={t('agents.move.confirm')}
          pendingLabel={t('agents.move.moving')}
          pending={move.isPending}
          onClose={close}
          fields={(errors, clear) => (
            <UplinePicker
              id="move-upline"
              value={upline}
              allowNone
              noneLabel={t('agents.move.none')}
              member={member}
              error={errors.uplineId ?? null}
              onChange={(value) => {
                setUpline(value);
                clear();
              }}
            />
          )}
          check={(reason) => validateMove({ upline, reason }, member.uplineId)}
          fieldText={(name, code) =>
            name === 'uplineId'
              ? t(`agents.move.errors.${code}`, { username, defaultValue: '' }) || null
              : null
          }
          send={(reason, done, fail) =>
            move.mutate(
              { uplineId: upline?.id ?? null, reason },
              {
                onSuccess: () => {
                  done();
                  toast(
                    upline
                      ? t('agents.move.done', { username, upline: upline.username })
                      : t('agents.move.doneTop', { username }),
                  );
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

/** A member becomes an agent of the chosen type; the agent page opens once it is one. */
export function MakeAgentAction({ player }: { player: { id: string; account: string } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<AgentType | null>(null);
  const promote = usePromoteToAgent(player.id);
  const username = player.account;
  const close = () => {
    setOpen(false);
    setType(null);
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t('agents.promote.open')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('agents.promote.title', { username })}
          body={<p>{t('agents.promote.body', { username })}</p>}
          confirmLabel={t('agents.promote.confirm')}
          pendingLabel={t('agents.promote.promoting')}
          pending={promote.isPending}
          onClose={close}
          fields={(errors, clear) => (
            <AgentTypeField
              id="promote-type"
              value={type}
              error={errors.type ?? null}
              onChange={(value) => {
                setType(value);
                clear();
              }}
            />
          )}
          check={(reason) => validatePromote({ type, reason })}
          send={(reason, done, fail) => {
            if (type === null) return;
            promote.mutate(
              { type, reason },
              {
                onSuccess: (agent) => {
                  done();
                  toast(t('agents.promote.done', { username }));
                  void navigate(`/agents/${encodeURIComponent(agent.id)}`);
                },
                onError: fail,
              },
            );
          }}
        />
      ) : null}
    </>
  );
}
