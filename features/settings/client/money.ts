// Dollar figures in the reader's chosen currency: the preference, the server's exchange rates (an hour in memory,
// the built-in ones until they arrive), and a formatter pages use in place of formatPrice.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  BUILT_IN_RATES,
  convertUsd,
  describeRates,
  formatMoney,
  formatMoneyBillions,
  formatMoneyMove,
  formatMoneySum,
  type CurrencyRates,
} from '../../../lib/money';
import { apiLoad, shape } from '../../../platform/browser/api';
import { usePreferences } from './preferences';

const ratesOf = shape<CurrencyRates>({ rates: 'object', asOf: 'string' });

export function useMoney() {
  const { currency } = usePreferences().preferences;
  const { data } = useQuery({
    queryKey: ['fx-rates'],
    queryFn: () => apiLoad(fetch, '/api/fx-rates', ratesOf),
    staleTime: 60 * 60_000,
    enabled: currency !== 'USD',
  });
  const rates = data ?? BUILT_IN_RATES;
  const format = useCallback((valueUsd: number) => formatMoney(valueUsd, currency, rates), [currency, rates]);
  /** The two prices of a move, told apart (alert notifications). */
  const formatMove = useCallback(
    (fromUsd: number, toUsd: number) => formatMoneyMove(fromUsd, toUsd, currency, rates),
    [currency, rates],
  );
  const convert = useCallback((valueUsd: number) => convertUsd(valueUsd, currency, rates), [currency, rates]);
  /** A sum with cents; a decimal string is turned into a number for display only. */
  const formatSum = useCallback(
    (valueUsd: string | number | null, signed = false) =>
      formatMoneySum(valueUsd === null ? null : Number(valueUsd), currency, rates, signed),
    [currency, rates],
  );
  const formatBillions = useCallback(
    (valueUsd: number) => formatMoneyBillions(valueUsd, currency, rates),
    [currency, rates],
  );
  return useMemo(
    () => ({
      currency,
      rates,
      format,
      formatMove,
      formatSum,
      formatBillions,
      convert,
      ratesNote: currency === 'USD' ? null : describeRates(rates),
    }),
    [currency, rates, format, formatMove, formatSum, formatBillions, convert],
  );
}
