import Box from '@mui/material/Box';
import { brand } from '../brand';

/** R93/R96: the brand logo (or the company name) at the start of the app bar. */
export function BrandMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mr: 2, minWidth: 0 }}>
      {brand.logoSmall ? (
        <Box component="img" src={brand.logoSmall} alt={brand.companyName} sx={{ maxHeight: 32, maxWidth: 160 }} />
      ) : (
        <Box component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }}>
          {brand.companyName}
        </Box>
      )}
    </Box>
  );
}
