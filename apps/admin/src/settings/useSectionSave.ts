import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BrandSettings, BrandPatch } from '@croupier/contracts';
import { NO_ERRORS, toFormErrors, type FieldErrors, type FormErrors } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import { queryKeys } from '../api/queries.ts';
import { useToast } from '../ui/Toast.tsx';

/**
 * One section's save: PATCH only that section's fields, so saving Maintenance never overwrites
 * an unsaved edit (or a colleague's change) in General. The fresh settings replace the cache.
 */
export function useSectionSave(sectionTitle: string, onSaved?: (brand: BrandSettings) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const mutation = useMutation({
    mutationFn: (patch: BrandPatch) => api<BrandSettings>('PATCH', '/brand', patch),
    onSuccess: (brand) => {
      queryClient.setQueryData(queryKeys.brand, brand);
      setErrors(NO_ERRORS);
      onSaved?.(brand);
      toast(t('common.saved', { section: sectionTitle }));
    },
    onError: (error) => setErrors(toFormErrors(error)),
  });

  /** Sends the patch unless the client-side check already found errors. */
  const save = (patch: BrandPatch, clientErrors: FieldErrors = {}) => {
    if (mutation.isPending) return;
    if (Object.keys(clientErrors).length > 0) {
      setErrors({ fields: clientErrors, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    mutation.mutate(patch);
  };

  return { save, pending: mutation.isPending, errors, setErrors };
}
