import { NumberInput } from 'react-admin';
import { wholeProblem } from './validation';

const validateHold = [wholeProblem(0, 365)];

/** The offer's hold (spec 4 §4): how many days each conversion waits on hold before it is approved; 0 holds nothing. */
export function HoldSection() {
  // no min/max attributes: the browser would refuse the value silently instead of the form naming the range
  return <NumberInput source="hold_days" validate={validateHold} step={1} helperText="resources.offers.helper.hold_days" />;
}
