import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useBasename, useTranslate } from 'react-admin';
import { useLanguage } from '../ui/useLanguage';
import { isWorkspaceFeature, WORKSPACE_FEATURE_LABELS } from '../../domain/permissions/features';
import { OPENAPI_DOCUMENT_PATH, type ReferenceDocument, type ReferenceOperation } from '../../domain/apiReference/document';
import { PageHeading } from '../ui/PageHeading';
import { useRole } from '../ui/RoleContext';
import { SECURITY_PATH } from '../themes/routes';
import { useSecurityCalls } from './useSecurityCalls';
import { describeSchema, fieldsOf, type FieldLine } from './referenceSchema';
import { SUMMARIES_RU } from '../../domain/apiReference/summariesRu';

const T = 'security.api_reference';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const mono = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } as const;

interface Call extends ReferenceOperation {
  method: (typeof METHODS)[number];
  path: string;
}

/** The document's calls by tag, in its order, for the tags of `role` (every tag for staff). */
function callsByTag(doc: ReferenceDocument, role: string | null): Array<{ tag: string; calls: Call[] }> {
  const tags = doc.tags.filter((t) => role !== 'affiliate' && role !== 'advertiser' ? true : t['x-role'] === role).map((t) => t.name);
  const calls = Object.entries(doc.paths).flatMap(([path, item]) => METHODS.flatMap((method) => (item[method] ? [{ ...item[method], method, path }] : [])));
  return tags.map((tag) => ({ tag, calls: calls.filter((c) => c.tags[0] === tag) }));
}

const matches = (call: Call, q: string, language: string) => !q || `${call.method} ${call.path} ${call.summary} ${summaryIn(call, language)}`.toLowerCase().includes(q);

function FieldTable({ title, lines }: { title: string; lines: FieldLine[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      <Table size="small" aria-label={translate(title)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.field`)}</TableCell>
            <TableCell>{translate(`${T}.type`)}</TableCell>
            <TableCell>{translate(`${T}.required`)}</TableCell>
            <TableCell>{translate(`${T}.notes`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.where ?? ''}${line.name}`}>
              <TableCell sx={mono}>{line.name}</TableCell>
              <TableCell sx={mono}>{line.type}</TableCell>
              <TableCell>{translate(line.required ? `${T}.yes` : `${T}.no`)}</TableCell>
              <TableCell>{line.notes.map((n) => translate(`${T}.${n.key}`, n.args)).join('; ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A feature's name in the interface language (the code itself for one this build does not know). */
function useFeatureName() {
  const language = useLanguage();
  return (feature: string) => (isWorkspaceFeature(feature) ? WORKSPACE_FEATURE_LABELS[feature][language] : feature);
}

function CallDetails({ call }: { call: Call }) {
  const translate = useTranslate();
  const featureName = useFeatureName();
  const parameters: FieldLine[] = call.parameters.map((p) => ({ name: p.name, where: p.in, type: describeSchema(p.schema), required: p.required, notes: [{ key: `in_${p.in}` }] }));
  const body = call.requestBody?.content['application/json'].schema;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box component="code" sx={{ ...mono, display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
        {`${call.method.toUpperCase()} ${window.location.origin}${call.path}\nAuthorization: Bearer YOUR_API_KEY`}
      </Box>
      {call['x-feature'] ? <Typography variant="body2">{translate(`${T}.feature`, { feature: featureName(call['x-feature']) })}</Typography> : null}
      {parameters.length ? <FieldTable title={`${T}.parameters`} lines={parameters} /> : null}
      {body ? <FieldTable title={`${T}.body`} lines={fieldsOf(body)} /> : <Typography variant="body2">{translate(`${T}.no_body`)}</Typography>}
    </Stack>
  );
}

/** A call's summary in the interface language (the document's own English when no translation is known). */
const summaryIn = (call: Call, language: string) => (language === 'ru' ? (SUMMARIES_RU[call.summary] ?? call.summary) : call.summary);

function CallRow({ call }: { call: Call }) {
  const translate = useTranslate();
  const language = useLanguage();
  const scopes = call.security[0]?.apiKey ?? [];
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${call.operationId}-details`} id={`${call.operationId}-summary`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, minWidth: 0, width: '100%' }}>
          <Chip label={call.method.toUpperCase()} size="small" color={call.method === 'get' ? 'info' : call.method === 'delete' ? 'error' : 'primary'} sx={{ alignSelf: 'flex-start', minWidth: 64 }} />
          <Typography component="span" sx={{ ...mono, flex: '1 1 auto' }}>
            {call.path}
          </Typography>
          <Typography component="span" variant="body2" sx={{ flex: '1 1 auto' }}>
            {summaryIn(call, language)}
          </Typography>
          <Stack direction="row" spacing={0.5} aria-label={translate(`${T}.scopes`)}>
            {scopes.map((s) => (
              <Chip key={s} label={translate(`${T}.scope.${s}`)} size="small" variant="outlined" />
            ))}
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${call.operationId}-details`}>
        <CallDetails call={call} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The public API's reference (spec 4 §8), read from its OpenAPI 3.1 document: every call the
 * signed-in partner's API key may make, grouped as the document groups them, each with its scopes,
 * parameters and body fields; a search over paths and summaries; the document itself to download
 * for a generated client.
 */
export function ApiReferencePage() {
  const translate = useTranslate();
  const role = useRole();
  const basename = useBasename();
  const calls = useSecurityCalls();
  const [search, setSearch] = useState('');
  const { data: doc, isPending, isError, refetch } = useQuery({ queryKey: ['api-reference'], queryFn: () => calls.getApiReference(), staleTime: Infinity });
  const language = useLanguage();
  const q = search.trim().toLowerCase();
  const groups = useMemo(() => (doc ? callsByTag(doc, role).map((g) => ({ ...g, calls: g.calls.filter((c) => matches(c, q, language)) })).filter((g) => g.calls.length) : []), [doc, role, q, language]);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100, minWidth: 0 }}>
      <PageHeading title={`${T}.title`} />
      <Typography>{translate(`${T}.intro`)}</Typography>
      <Typography>
        {translate(`${T}.scopes_intro`)} <Link to={`${basename}${SECURITY_PATH}`}>{translate(`${T}.keys_link`)}</Link>
      </Typography>
      <Box>
        <Button variant="outlined" href={OPENAPI_DOCUMENT_PATH} download="openapi.json">
          {translate(`${T}.download`)}
        </Button>
      </Box>
      <TextField label={translate(`${T}.search`)} value={search} onChange={(e) => setSearch(e.target.value)} size="small" sx={{ maxWidth: 420 }} />
      {isPending ? <LinearProgress aria-label={translate(`${T}.loading`)} /> : null}
      {isError ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate(`${T}.retry`)}</Button>}>
          {translate(`${T}.error`)}
        </Alert>
      ) : null}
      {doc && !groups.length ? <Typography>{translate(`${T}.none`, { q: search.trim() })}</Typography> : null}
      {groups.map((g) => (
        <Box component="section" key={g.tag} aria-label={g.tag} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {/* a partner reads their own calls by path; staff read both partners' */}
            {role === 'affiliate' || role === 'advertiser' ? g.tag.replace(/^\w+: /, '/') : g.tag}
          </Typography>
          {g.calls.map((c) => (
            <CallRow key={c.operationId} call={c} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}
