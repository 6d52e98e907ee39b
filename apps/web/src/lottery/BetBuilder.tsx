import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryCurrentIssue, LotteryPlay } from '@croupier/contracts';
import type { BetUnit } from '@croupier/lottery';
import { formatAmount, formatMoney, type Currency } from '@croupier/money';
import { NumberPad } from './NumberPad.tsx';
import {
  checkLine,
  enteredSelection,
  MAX_MULTIPLE,
  numbersOf,
  padOf,
  playOf,
  selectionText,
  UNITS,
} from './picks.ts';
import { chosenGroup, prizeGroupChoices } from './prize-groups.ts';
import { PrizeGroupSelect } from './PrizeGroupSelect.tsx';

/** A line the player added to the slip, with what it costs as the package counts it. */
export interface SlipLine {
  id: number;
  play: string;
  playName: string;
  selection: string;
  unit: BetUnit;
  multiple: number;
  /** The prize group a Chinese fast line is bought at; null for plays priced by odds. */
  prizeGroup: number | null;
  notes: number;
  stakeMinor: bigint;
}

let nextLineId = 1;

/** A decimal from the plays list with thousands separators (`195000` → `195,000`, `421.2` kept). */
function groupedNumber(text: string): string {
  const decimals = text.split('.')[1]?.length ?? 0;
  return formatAmount(text, { code: 'UNITS', symbol: '', decimals }, { symbol: false });
}

/** Picks a play, its numbers, unit and multiple; shows the notes and the line's total as they change. */
export function BetBuilder(props: {
  plays: readonly LotteryPlay[];
  capped: LotteryCurrentIssue['cappedNumbers'];
  capMode: LotteryCurrentIssue['capMode'];
  currency: Currency;
  onAdd: (line: SlipLine) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { plays, capped, capMode, currency, onAdd } = props;
  const [playCode, setPlayCode] = useState(plays[0]?.play ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>[]>([]);
  const [entry, setEntry] = useState('');
  const [unit, setUnit] = useState<BetUnit>('1');
  const [multipleText, setMultipleText] = useState('1');
  const [groupAsked, setGroupAsked] = useState<number | null>(null);
  const [tried, setTried] = useState(false);

  const listed = plays.find((play) => play.play === playCode) ?? plays[0];
  const play = listed ? playOf(listed.play) : undefined;
  if (!listed || !play) return null;
  const pad = padOf(play, listed.selection.format);
  const groups = prizeGroupChoices(listed, play, unit, currency.decimals);
  const group = chosenGroup(groups, groupAsked);
  const groupPrize = groups.find((choice) => choice.group === group)?.prizeUnits;
  const selection = pad.kind === 'rows' ? selectionText(pad.rows, chosen) : enteredSelection(entry);
  const multiple = /^\d{1,5}$/.test(multipleText) ? Number(multipleText) : Number.NaN;
  const check = checkLine({
    play,
    selection,
    unitPrice: Number(listed.unitPrice),
    unit,
    multiple,
    decimals: currency.decimals,
  });
  const cappedHere = capped.filter((number) => number.play === listed.play);
  const cappedNumbers = new Set(cappedHere.map((capped) => capped.number));
  const stoppedPicks =
    capMode === 'stop' && check.ok ? numbersOf(selection).filter((number) => cappedNumbers.has(number)) : [];
  const touched = tried || selection.replace(/[|,]/g, '') !== '';
  const error = !check.ok ? check.error : stoppedPicks.length > 0 ? 'capped' : null;

  const choosePlay = (code: string) => {
    setPlayCode(code);
    setChosen([]);
    setEntry('');
    setTried(false);
  };
  const add = () => {
    setTried(true);
    if (!check.ok || stoppedPicks.length > 0) return;
    onAdd({
      id: nextLineId++,
      play: listed.play,
      playName: listed.name,
      selection,
      unit,
      multiple,
      prizeGroup: group,
      notes: check.notes,
      stakeMinor: check.stakeMinor,
    });
    setChosen([]);
    setEntry('');
    setTried(false);
  };
  // The prize follows the chosen group; the plays list's own is at the brand's maximum.
  const prize = groupPrize ?? listed.prize;
  const payout = prize
    ? t('lotteryPages.builder.prize', { amount: groupedNumber(prize) })
    : listed.odds
      ? t('lotteryPages.builder.odds', { odds: listed.odds })
      : null;

  return (
    <section className="lottery-builder" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('lotteryPages.builder.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-play`}>{t('lotteryPages.builder.play')}</label>
        <select id={`${id}-play`} value={listed.play} onChange={(event) => choosePlay(event.target.value)}>
          {plays.map((option) => (
            <option key={option.play} value={option.play}>
              {option.localName ? `${option.localName} — ${option.name}` : option.name}
            </option>
          ))}
        </select>
        {payout && <p className="lottery-note">{payout}</p>}
      </div>
      {group !== null && groups.length > 1 && (
        <PrizeGroupSelect choices={groups} group={group} currency={currency} onChange={setGroupAsked} />
      )}
      {cappedHere.length > 0 && (
        <div className="lottery-capped" role="note" aria-label={t('lotteryPages.builder.capped')}>
          <p>{t('lotteryPages.builder.capped')}</p>
          <ul>
            {cappedHere.map((number) => (
              <li key={number.number}>
                {t(
                  capMode === 'stop'
                    ? 'lotteryPages.builder.cappedStopped'
                    : 'lotteryPages.builder.cappedHalved',
                  { number: number.number },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {pad.kind === 'rows' ? (
        <NumberPad rows={pad.rows} chosen={chosen} capped={cappedNumbers} onChange={setChosen} />
      ) : (
        <div className="field">
          <label htmlFor={`${id}-entry`}>{t('lotteryPages.builder.entry', { digits: pad.digits })}</label>
          <input
            id={`${id}-entry`}
            inputMode="numeric"
            autoComplete="off"
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
            aria-describedby={`${id}-entry-hint`}
          />
          <p id={`${id}-entry-hint`} className="lottery-note">
            {t('lotteryPages.builder.entryHint', { example: listed.selection.example.replace(/,/g, ' ') })}
          </p>
        </div>
      )}
      <div className="lottery-builder-row">
        <fieldset className="lottery-units">
          <legend>{t('lotteryPages.builder.unit')}</legend>
          {UNITS.map((option) => (
            <label key={option} className="lottery-unit">
              <input
                type="radio"
                name={`${id}-unit`}
                value={option}
                checked={unit === option}
                onChange={() => setUnit(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
        <div className="field lottery-multiple">
          <label htmlFor={`${id}-multiple`}>{t('lotteryPages.builder.multiple')}</label>
          <input
            id={`${id}-multiple`}
            inputMode="numeric"
            value={multipleText}
            onChange={(event) => setMultipleText(event.target.value.trim())}
          />
        </div>
      </div>
      <p className="lottery-line-total" aria-live="polite">
        <span>{t('lotteryPages.builder.notes', { count: check.ok ? check.notes : 0 })}</span>
        <span className="tabular">
          {t('lotteryPages.builder.lineTotal', {
            amount: formatMoney(check.ok ? check.stakeMinor : 0n, currency),
          })}
        </span>
      </p>
      {touched && error && (
        <p className="field-error" role="alert">
          {error === 'capped'
            ? t('lotteryPages.builder.cappedPick', { numbers: stoppedPicks.join(', ') })
            : t(`lotteryPages.builder.errors.${error}`, { max: MAX_MULTIPLE })}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={add}>
        {t('lotteryPages.builder.add')}
      </button>
    </section>
  );
}
