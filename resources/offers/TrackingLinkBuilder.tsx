import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, Form, maxLength, ReferenceInput, required, SaveButton, SelectInput, TextInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { SUB_IDS } from '../../domain/offers/trackingLink';
import { DeepLink } from '../../domain/enums/misc';
import { deepLinkTarget } from '../../domain/offers/deepLink';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import type { TrackingLinkAnswer } from '../../providers/offerCalls';
import { toLinkBody } from './linkBody';
import { useCopyText } from '../../src/ui/useCopyText';
import { useOfferCalls } from './useOfferCalls';

const T = 'resources.offers.link';
const q = (text: string) => ({ q: text });
const validateSub = [maxLength(255, `${T}.too_long`)];

/** The active tracking domains as choices (GET …/tracking-domains/active: affiliates may read it too). */
function useLinkDomains() {
  const calls = useOfferCalls();
  const { data, isPending } = useQuery({ queryKey: ['offers', 'link-domains'], queryFn: () => calls.activeTrackingDomains() });
  return { choices: (data ?? []).map((d) => ({ id: d.id, name: d.domain })), isPending };
}

/** One built link, read-only, with its copy button (a "Copied" toast). */
function LinkRow({ label, url, testId }: { label: string; url: string; testId: string }) {
  const translate = useTranslate();
  const copyText = useCopyText(T);
  const copy = () => copyText(url);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <MuiTextField
        value={url}
        label={label}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': testId } }}
        onFocus={(e) => e.target.select()}
        sx={{ flex: '1 1 320px' }}
      />
      <MuiButton variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {translate(`${T}.copy`)}
      </MuiButton>
    </Box>
  );
}

/**
 * The tracking link builder (spec 3 §1): staff pick whose link it is, everyone picks one of the
 * active tracking domains (none: the offer's own), a page of the offer's site where it allows
 * deep links, up to ten sub-ids; the server builds the URL
 * and the copy button puts it on the clipboard with a "Copied" toast. Where the workspace takes
 * leads, the offer's hosted lead form (spec 4 §1) comes with it, for the same affiliate and sub-ids.
 */
export function TrackingLinkBuilder({ offerId, staff }: { offerId: Identifier; staff: boolean }) {
  const translate = useTranslate();
  const submitting = useFormSubmit();
  const calls = useOfferCalls();
  const domains = useLinkDomains();
  const [built, setBuilt] = useState<TrackingLinkAnswer | null>(null);
  // where the offer allows deep links, the link may land on a page of its site (spec 4 §6)
  const offer = useRecordContext();
  const deepLinkHosts: string[] = offer?.deep_link === DeepLink.Allowed && Array.isArray(offer.deep_link_hosts) ? offer.deep_link_hosts : [];
  const validateDeepLink = (value: unknown) => (value && !deepLinkTarget(String(value), deepLinkHosts) ? `${T}.deep_link_refused` : undefined);

  // 422 field messages go back to the form's fields
  const submit = (values: Record<string, unknown>) =>
    submitting(async () => {
      try {
        setBuilt(await calls.offerTrackingLink(offerId, toLinkBody(values)));
      } catch (error) {
        setBuilt(null);
        throw error;
      }
    });
  return (
    <Form onSubmit={submit} warnWhenUnsavedChanges={false}>
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
        {staff ? (
          <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
            <AutocompleteInput optionText="email" filterToQuery={q} label={`${T}.affiliate`} validate={required(`${T}.pick_affiliate`)} />
          </ReferenceInput>
        ) : null}
        <SelectInput
          source="tracking_domain_id"
          choices={domains.choices}
          isPending={domains.isPending}
          translateChoice={false}
          label={`${T}.domain`}
          emptyText={`${T}.default_domain`}
          helperText={false}
        />
        {deepLinkHosts.length ? (
          <TextInput
            source="deep_link_url"
            label={`${T}.deep_link`}
            validate={validateDeepLink}
            helperText={translate(`${T}.deep_link_help`, { hosts: deepLinkHosts.join(', ') })}
            autoComplete="off"
            type="url"
          />
        ) : null}
        <Typography variant="subtitle2">{translate(`${T}.sub_ids`)}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, columnGap: 1 }}>
          {SUB_IDS.map((key) => (
            <TextInput key={key} source={key} label={key} validate={validateSub} helperText={false} autoComplete="off" />
          ))}
        </Box>
        <Box>
          <SaveButton label={`${T}.build`} alwaysEnable icon={<span />} />
        </Box>
        {built ? <LinkRow label={translate('resources.my-offers.link')} url={built.url} testId="tracking-link" /> : null}
        {built?.lead_form_url ? (
          // folded: one Copy button in sight at a time, the tracking link's first
          <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate(`${T}.lead_form`)}</AccordionSummary>
            <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.lead_form_help`)}
              </Typography>
              <LinkRow label={translate(`${T}.lead_form`)} url={built.lead_form_url} testId="lead-form-link" />
            </AccordionDetails>
          </Accordion>
        ) : null}
      </Box>
    </Form>
  );
}
