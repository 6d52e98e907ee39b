export { QrCode } from './QrCode.tsx';
export { attemptKeys, randomKey, useAttemptKeys, type AttemptKeys } from './attempt.ts';
export { ApiError, apiErrorFromBody, isProblem, toApiError, type CodeFor } from './http/api-error.ts';
export { consoleErrorCode, playerErrorCode, studioErrorCode } from './http/codes.ts';
export { createApiClient, type ApiClient, type ApiClientOptions, type Method } from './http/client.ts';
export {
  fieldName,
  fieldsUnder,
  NO_ERRORS,
  normaliseFieldPath,
  problemToFormErrors,
  retryAfterMinutes,
  toFormErrors,
  type FieldErrors,
  type FormErrors,
} from './http/form-errors.ts';
export {
  CLIENT_ERROR_CODES,
  errorTexts,
  type ClientErrorCode,
  type ErrorAudience,
  type ErrorTexts,
} from './error-texts/index.ts';
export { Dialog, type DialogLook, type DialogProps } from './dialog/Dialog.tsx';
export { Pager, type PagerProps } from './table/Pager.tsx';
export { PagedTable, type Column, type PageQuery, type PagedTableProps } from './table/PagedTable.tsx';
export {
  DATE_RANGE_PRESETS,
  daysIn,
  isDay,
  presetRange,
  rangeInstants,
  shiftDay,
  todayIn,
  type DateRangeChoice,
  type DateRangePreset,
  type DayRange,
} from './dates/ranges.ts';
export { DateField, type DateFieldProps } from './dates/DateField.tsx';
export { useFormattedInput } from './inputs/formatted-input.ts';
export { DayChart, type DayChartProps } from './chart/DayChart.tsx';
export { isLabelled, labelStep, layoutBars, type ChartLayout, type ChartPoint } from './chart/layout.ts';
