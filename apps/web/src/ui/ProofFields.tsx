import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { characterCount, RECEIPT_LIMITS } from '@croupier/contracts/withdrawal-rules';
import { useMsg } from '../accounts/hooks.ts';
import type { Msg } from '../accounts/validation.ts';
import { checkImage } from '../withdrawals/logic.ts';
import './proof-fields.css';

/**
 * A remark and up to three proof images (spec §5), as a withdrawal receipt and a promotion application ask for
 * them. Each form names where its words live (`texts`): the same controls, said for what they prove.
 */

export interface Picked {
  file: File;
  url: string;
}

/** The chosen proof images with their previews; object URLs are released when an image goes or the form closes. */
export function usePickedImages() {
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<{ name: string; problem: Msg }[]>([]);
  // The list as of the last change, for the unmount clean-up and for checks between two quick picks.
  const live = useRef<Picked[]>([]);
  const update = (next: Picked[]) => {
    live.current = next;
    setImages(next);
  };
  useEffect(() => () => live.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = async (files: File[]) => {
    const found: { name: string; problem: Msg }[] = [];
    const accepted: Picked[] = [];
    for (const file of files) {
      const problem = await checkImage(file);
      if (problem) found.push({ name: file.name, problem });
      else if (live.current.length + accepted.length >= RECEIPT_LIMITS.maxImages)
        found.push({ name: file.name, problem: { key: 'errors.TOO_MANY_FILES' } });
      else accepted.push({ file, url: URL.createObjectURL(file) });
    }
    setProblems(found);
    update([...live.current, ...accepted]);
  };
  const remove = (image: Picked) => {
    URL.revokeObjectURL(image.url);
    setProblems([]);
    update(live.current.filter((p) => p !== image));
  };
  return { images, problems, add, remove };
}

export type PickedImages = ReturnType<typeof usePickedImages>;

/** The remark with a live count of characters as a person counts them. */
export function RemarkField(props: {
  id: string;
  label: string;
  value: string;
  error: string | null | undefined;
  countText: (count: number, max: number) => string;
  onChange: (value: string) => void;
}) {
  const { id, error } = props;
  const length = characterCount(props.value.trim());
  const max = RECEIPT_LIMITS.maxRemark;
  return (
    <div className="field">
      <label htmlFor={`${id}-remark`}>{props.label}</label>
      <textarea
        id={`${id}-remark`}
        className="proof-textarea"
        rows={3}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-remark-error` : ''}`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <span
        id={`${id}-count`}
        className={`proof-counter tabular${length > max ? ' proof-over' : ''}`}
        aria-live={length >= max - 10 ? 'polite' : 'off'}
      >
        {props.countText(length, max)}
      </span>
      {error ? (
        <p id={`${id}-remark-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Up to three png or jpg images with previews, each checked by its first bytes and size before it is kept.
 * `texts` is the key prefix of the form's words: images, imagesHint, preview, removeImage, addImages, fileProblem.
 */
export function ImagePicker({ id, texts, picked }: { id: string; texts: string; picked: PickedImages }) {
  const { t } = useTranslation();
  const msg = useMsg();
  return (
    <div className="field">
      <span className="proof-label" id={`${id}-images`}>
        {t(`${texts}.images`)}
      </span>
      <p className="proof-hint" id={`${id}-images-hint`}>
        {t(`${texts}.imagesHint`, { max: RECEIPT_LIMITS.maxImages })}
      </p>
      {picked.images.length > 0 ? (
        <ul className="proof-previews" aria-labelledby={`${id}-images`}>
          {picked.images.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={t(`${texts}.preview`, { name: image.file.name })} />
              <button
                type="button"
                className="btn proof-remove"
                aria-label={t(`${texts}.removeImage`, { name: image.file.name })}
                onClick={() => picked.remove(image)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked.images.length < RECEIPT_LIMITS.maxImages ? (
        <label className="btn proof-file">
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg"
            multiple
            aria-describedby={`${id}-images-hint`}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void picked.add(files);
            }}
          />
          {t(`${texts}.addImages`)}
        </label>
      ) : null}
      {picked.problems.map((p) => (
        <p key={p.name} className="field-error" role="alert">
          {t(`${texts}.fileProblem`, { name: p.name, problem: msg(p.problem) })}
        </p>
      ))}
    </div>
  );
}
