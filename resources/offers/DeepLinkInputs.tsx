import Box from '@mui/material/Box';
import { SelectInput, TextArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DeepLink } from '../../domain/enums/misc';
import { useLanguage } from '../../src/ui/useLanguage';

/**
 * Deep links (spec 4 §6): whether a click's `&url=` may choose the landing page, and the hosts it
 * may land on (exactly; the server normalises and checks each, docs/decisions/deep-links-promo-codes.md).
 */
export function DeepLinkInputs() {
  const lang = useLanguage();
  const allowed = useWatch({ name: 'deep_link' }) === DeepLink.Allowed;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <SelectInput source="deep_link" choices={DeepLink.options(lang)} translateChoice={false} defaultValue={DeepLink.NotAllowed} />
      {allowed ? <TextArrayInput source="deep_link_hosts" helperText="resources.promo-codes.deep_link.hosts_help" /> : null}
    </Box>
  );
}
