import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { toFormErrors } from '@croupier/web-kit';
import { errorText } from '../i18n/errors.ts';
import { Dialog } from './Dialog.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useToast } from './Toast.tsx';

/**
 * Asks before deleting one thing by id (or another change to it that deserves a second look, such as handing a
 * vendor to the studio): says what happens (`children`), runs the mutation on confirm, tells the operator it is
 * done, and shows the server's refusal in place instead of closing.
 */
export function ConfirmDeleteDialog(props: {
  id: string;
  remove: UseMutationResult<unknown, Error, string>;
  text: { title: string; confirm: string; pending: string; done: string };
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { remove, text, onClose } = props;
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title={text.title} onClose={onClose} busy={remove.isPending}>
      <form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          if (remove.isPending) return;
          remove.mutate(props.id, {
            onSuccess: () => {
              toast(text.done);
              onClose();
            },
            onError: (err) => setError(toFormErrors(err).form ?? 'UNKNOWN'),
          });
        }}
      >
        {error ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        {props.children}
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={remove.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={remove.isPending} pendingLabel={text.pending}>
            {text.confirm}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
