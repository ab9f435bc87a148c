import { ConversionList } from '../conversions/ConversionList';

/** The conversion log (spec 3 §5): the conversion list in its log form, for staff. */
export const ConversionLog = () => <ConversionList log />;
