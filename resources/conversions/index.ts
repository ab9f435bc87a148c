import PaidIcon from '@mui/icons-material/Paid';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** The conversion log: `<Resource name="conversions" {...conversions} />` in every role app. */
const conversions = {
  list: lazyScreen(() => import('./ConversionList'), 'ConversionList'),
  show: lazyScreen(() => import('./ConversionShow'), 'ConversionShow'),
  icon: PaidIcon,
  recordRepresentation: (r: { id: unknown }) => `#${String(r.id)}`,
};

export default conversions;
