import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FLOW_LIMITS } from '../../domain/flows/access';
import { useCountryChoices } from '../broker-integrations/useCountryChoices';
import type { CapacityCell } from './flowBody';
import type { OrderRow } from './flowOrder';

const T = 'resources.flows.grid';
const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** Today's use of each grid cell, as the record read it (each integration's own broker day). */
function useUsed() {
  const record = useRecordContext();
  const use = (record?.grid_use as { integration_id: number; country: string; used: number }[] | undefined) ?? [];
  return (integrationId: number, country: string) => use.find((u) => u.integration_id === integrationId && u.country === country)?.used ?? 0;
}

/**
 * The flow's daily capacity: a row per country, a column per integration (in the flow's order), an
 * input in each cell (empty: not capped) with today's use beside it. On a phone the table scrolls
 * sideways, the country column staying in place.
 */
export function CapacityGridInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const integrations = (useWatch({ name: 'integrations' }) as OrderRow[] | undefined) ?? [];
  const cells = (useWatch({ name: 'capacities' }) as CapacityCell[] | undefined) ?? [];
  const listed = (useWatch({ name: 'countries' }) as string[] | undefined) ?? [];
  const choices = useCountryChoices();
  const used = useUsed();
  const countries = [...new Set([...listed, ...cells.map((c) => c.country)])];
  const nameOf = (code: string) => choices.find((c) => c.id === code)?.name ?? code;

  const setCell = (integrationId: number, country: string, text: string) => {
    const rest = cells.filter((c) => !(c.integration_id === integrationId && c.country === country));
    const digits = text.replace(/\D/g, '');
    const daily = digits === '' ? null : Math.min(Number(digits), FLOW_LIMITS.dailyMax);
    setValue('capacities', daily === null ? rest : [...rest, { integration_id: integrationId, country, daily }], { shouldDirty: true });
  };
  const addCountry = (code: string) => setValue('countries', [...countries.filter((c) => c !== code), code], { shouldDirty: true });
  const removeCountry = (code: string) => {
    setValue('countries', countries.filter((c) => c !== code), { shouldDirty: true });
    setValue('capacities', cells.filter((c) => c.country !== code), { shouldDirty: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.help`)}
      </Typography>
      {integrations.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
      ) : (
        <>
          {countries.length === 0 ? <Typography variant="body2">{translate(`${T}.no_countries`)}</Typography> : null}
          {countries.length > 0 ? (
            <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" aria-label={translate(`${T}.title`)}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={sticky}>{translate(`${T}.country`)}</TableCell>
                    {integrations.map((i) => (
                      <TableCell key={i.integration_id} sx={{ minWidth: '8rem' }}>
                        {i.name ?? `#${i.integration_id}`}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {countries.map((country) => (
                    <TableRow key={country} data-country={country}>
                      <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
                        <IconButton size="small" onClick={() => removeCountry(country)} aria-label={translate(`${T}.remove_country`, { country: nameOf(country) })}>
                          <CloseIcon fontSize="small" />
                        </IconButton>
                        {country}
                      </TableCell>
                      {integrations.map((i) => {
                        const cell = cells.find((c) => c.integration_id === i.integration_id && c.country === country);
                        return (
                          <TableCell key={i.integration_id}>
                            <MuiTextField
                              size="small"
                              value={cell ? String(cell.daily) : ''}
                              onChange={(e) => setCell(i.integration_id, country, e.target.value)}
                              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate(`${T}.cell`, { integration: i.name ?? i.integration_id, country: nameOf(country) }) } }}
                              sx={{ width: '5.5rem' }}
                            />
                            <Typography variant="caption" color="text.secondary" component="div">
                              {translate(`${T}.used`, { used: used(i.integration_id, country) })}
                            </Typography>
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
          <Autocomplete
            options={choices.filter((c) => !countries.includes(c.id))}
            value={null}
            blurOnSelect
            getOptionLabel={(o) => `${o.name} (${o.id})`}
            onChange={(_, chosen) => {
              if (chosen) addCountry(chosen.id);
            }}
            renderInput={(params) => <MuiTextField {...params} size="small" label={translate(`${T}.add_country`)} />}
            sx={{ maxWidth: 420 }}
          />
        </>
      )}
    </Box>
  );
}
