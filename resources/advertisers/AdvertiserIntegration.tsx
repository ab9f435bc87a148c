import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RecordContextProvider, useGetList, useGetOne, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { IntegrationTab } from '../offers/IntegrationTab';

const T = 'resources.advertisers';

/**
 * The advertiser's integration beyond their token: one of their offers chosen (the
 * newest by default), with the offer screen's own integration tab for it: its postback URL, the
 * iFrame and JS pixels and the test conversion.
 */
export function AdvertiserIntegration() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Identifier | null>(null);
  const { data: offers } = useGetList('offers', { filter: { advertiser_id: record?.id }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }, { enabled: record !== undefined });
  const offerId = chosen ?? offers?.[0]?.id ?? null;
  const { data: offer } = useGetOne('offers', { id: offerId ?? 0 }, { enabled: offerId !== null });
  if (!record || !offers) return null;
  return (
    <Box component="section" aria-labelledby="advertiser-offer-integration" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2" id="advertiser-offer-integration">
        {translate(`${T}.offer_integration`)}
      </Typography>
      {offers.length === 0 ? (
        <Typography>{translate(`${T}.no_offers`)}</Typography>
      ) : (
        <>
          <Typography>{translate(`${T}.offer_integration_help`)}</Typography>
          <TextField select label={translate(`${T}.pick_offer`)} value={offerId ?? ''} onChange={(event) => setChosen(event.target.value)} sx={{ maxWidth: 480 }}>
            {offers.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {`${String(o.name)} (#${o.id})`}
              </MenuItem>
            ))}
          </TextField>
          {offer && offer.id === offerId ? (
            <RecordContextProvider value={offer}>
              <IntegrationTab />
            </RecordContextProvider>
          ) : null}
        </>
      )}
    </Box>
  );
}
