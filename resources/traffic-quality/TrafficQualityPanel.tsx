import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { TrafficSafety } from '../../domain/enums/report';
import { FraudReason } from '../../domain/quality/fraudReasons';
import type { ReportCalls, TrafficQualityKind } from '../../providers/reportCalls';
import { useLanguage } from '../../src/ui/useLanguage';

const SAFETY_COLOR = { 1: 'success', 2: 'warning', 3: 'error' } as const;

/** Traffic safety as a chip in the interface language: green Safe, amber Mixed, red Risky. */
export function SafetyChip({ value }: { value: number }) {
  const lang = useLanguage();
  return <Chip size="small" color={SAFETY_COLOR[value as 1 | 2 | 3] ?? 'default'} label={TrafficSafety.label(value, lang)} />;
}

/** Whether the viewer sees Traffic safety (UI_FraudDetection_View) and the reasons (UI_FraudDetection_Explain). */
export function useTrafficQualityAccess() {
  const view = useCanAccess({ resource: 'traffic-quality', action: 'list' });
  const explain = useCanAccess({ resource: 'traffic-quality', action: 'show' });
  return { view: view.canAccess === true, explain: explain.canAccess === true };
}

function Reasons({ kind, id }: { kind: TrafficQualityKind; id: string | number }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useDataProvider<DataProvider & ReportCalls>();
  const { data, isPending, isError } = useQuery({ queryKey: ['traffic-quality', kind, String(id)], queryFn: () => calls.trafficQuality(kind, id), retry: false });
  if (isPending) return <Typography role="status">{translate('resources.traffic-quality.loading')}</Typography>;
  if (isError || !data) return <Alert severity="error">{translate('app.errors.internal')}</Alert>;
  return (
    <Stack spacing={1} data-testid="traffic-quality-reasons">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">{translate('resources.traffic-quality.safety')}:</Typography>
        <SafetyChip value={data.traffic_safety} />
      </Stack>
      {!data.judged ? (
        <Typography>{translate('resources.traffic-quality.not_judged')}</Typography>
      ) : data.reasons.length === 0 ? (
        <Typography>{translate('resources.traffic-quality.no_reasons')}</Typography>
      ) : (
        <>
          <Typography component="h3" variant="subtitle2">
            {translate('resources.traffic-quality.reasons')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {data.reasons.map((code) => (
              <li key={code}>
                <Typography variant="body2">{FraudReason.label(code, lang)}</Typography>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** A conversion's (or click's) Traffic safety and its reasons, as a card of its page; nothing without UI_FraudDetection_Explain. */
export function TrafficQualityPanel({ kind, id }: { kind: TrafficQualityKind; id: string | number | undefined }) {
  const translate = useTranslate();
  const { explain } = useTrafficQualityAccess();
  if (!explain || id === undefined) return null;
  return (
    <Card variant="outlined" component="section" aria-label={translate('resources.traffic-quality.title')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.traffic-quality.title')}
        </Typography>
        <Reasons kind={kind} id={id} />
      </CardContent>
    </Card>
  );
}

/**
 * A click's or conversion's Traffic safety in a list: a chip, and with UI_FraudDetection_Explain a
 * button that opens its reasons in a dialog (keyboard: Enter opens, Escape closes).
 */
export function RecordSafety({ kind, id, safety }: { kind: TrafficQualityKind; id: string | number; safety: number }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const { explain } = useTrafficQualityAccess();
  const [open, setOpen] = useState(false);
  const label = TrafficSafety.label(safety, lang);
  if (!explain) return <SafetyChip value={safety} />;
  const titleId = `why-${kind}-${String(id)}`;
  return (
    <>
      <Button
        size="small"
        // no ripple: drawn over the chip, a fading ripple tints its label and colour (axe measured the
        // label at 4.42:1 mid-fade); the theme's focus outline still shows the keyboard's place
        disableRipple
        // inside a list row that opens its record on click: the chip opens the reasons only
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={translate('resources.traffic-quality.explain_button', { safety: label })}
        sx={{ p: 0, minWidth: 0 }}
      >
        <SafetyChip value={safety} />
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} aria-labelledby={titleId} fullWidth maxWidth="xs">
          <DialogTitle id={titleId}>{translate(kind === 'click' ? 'resources.traffic-quality.explain' : 'resources.traffic-quality.explain_conversion', { safety: label })}</DialogTitle>
          <DialogContent>
            <Reasons kind={kind} id={id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('resources.traffic-quality.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

/** A click's Traffic safety in the click log (RecordSafety of the click). */
export function ClickSafety({ clickId, safety }: { clickId: string; safety: number }) {
  return <RecordSafety kind="click" id={clickId} safety={safety} />;
}
