import { useTranslation } from 'react-i18next';

/** A draw's numbers as balls, read out as one sentence ("Result of issue …: 1, 2, 3"). */
export function Balls({ issueNo, numbers }: { issueNo: string; numbers: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <span
      className="lottery-balls"
      role="img"
      aria-label={t('lotteryPages.issue.resultOf', { issueNo, numbers: numbers.join(', ') })}
    >
      {numbers.map((number, index) => (
        <span key={index} className="lottery-ball tabular">
          {number}
        </span>
      ))}
    </span>
  );
}
