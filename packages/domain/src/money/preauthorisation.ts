import { PREAUTHORISATION_TOTAL_EXTRA_PERCENT, PREAUTHORISATION_VARIABLE_EXTRA_PERCENT } from '../constants';
import { type Cents, percentOfCents, sumCents } from './money';

/** How a tenant reserves money on the card when the order holds weight-variable products. */
export const preauthorisationRules = ['total_plus_20', 'variable_plus_30'] as const;
export type PreauthorisationRule = (typeof preauthorisationRules)[number];

/** The extra percentage each rule adds. */
export const PREAUTHORISATION_EXTRA_PERCENT: Record<PreauthorisationRule, number> = {
  total_plus_20: PREAUTHORISATION_TOTAL_EXTRA_PERCENT,
  variable_plus_30: PREAUTHORISATION_VARIABLE_EXTRA_PERCENT,
};

export type PreauthorisationInput = {
  /** The order total as estimated at checkout. */
  totalCents: Cents;
  /** The part of the total that comes from weight-variable (loose) items. */
  variableWeightCents: Cents;
};

/**
 * The amount reserved on the card: `total_plus_20` is the total plus 20% of the total;
 * `variable_plus_30` is the total plus 30% of the weight-variable items' amount. Without
 * weight-variable items nothing extra is reserved. The charge happens later, on the weighed amount.
 */
export function preauthorisationCents(rule: PreauthorisationRule, input: PreauthorisationInput): Cents {
  if (input.variableWeightCents <= 0) return input.totalCents;
  const base = rule === 'total_plus_20' ? input.totalCents : input.variableWeightCents;
  return sumCents([input.totalCents, percentOfCents(base, PREAUTHORISATION_EXTRA_PERCENT[rule])]);
}
