import PaidIcon from '@mui/icons-material/Paid';
import { ConversionList } from './ConversionList';
import { ConversionShow } from './ConversionShow';

/** The conversion log: `<Resource name="conversions" {...conversions} />` in every role app. */
const conversions = { list: ConversionList, show: ConversionShow, icon: PaidIcon, recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}` };

export default conversions;
