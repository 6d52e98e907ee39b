import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementRun } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useMoney } from '../withdrawals/parts.tsx';
import { useRerunSettlement } from './api.ts';
import { rerunRequest } from './rules.ts';
import { useKindName } from './kind-name.ts';

/** Runs one period again behind a confirmation: the server pays only the difference from what it paid. */
export function RerunButton({ run }: { run: SettlementRun }) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoney();
  const rerun = useRerunSettlement();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const values = { kind: useKindName()(run.kind), period: run.period };

  const close = () => {
    setOpen(false);
    setErrors(NO_ERRORS);
  };
  const confirm = () =>
    rerun.mutate(rerunRequest(run.kind, run.period), {
      onSuccess: (answer) => {
        close();
        toast(t(`settlements.rerun.done.${answer.status}`, { ...values, paid: money(answer.paid) }));
      },
      onError: (error) => setErrors(toFormErrors(error)),
    });

  return (
    <>
      <button
        type="button"
        className="btn"
        aria-label={t('settlements.rerun.label', values)}
        onClick={() => setOpen(true)}
      >
        {t('settlements.rerun.button')}
      </button>
      {open ? (
        <DecisionDialog
          title={t('settlements.rerun.title', values)}
          busy={rerun.isPending}
          errors={errors}
          confirmLabel={t('settlements.rerun.confirm')}
          pendingLabel={t('settlements.rerun.pending')}
          onClose={close}
          onConfirm={confirm}
        >
          <p>{t('settlements.rerun.body', { ...values, paid: money(run.paid) })}</p>
        </DecisionDialog>
      ) : null}
    </>
  );
}
