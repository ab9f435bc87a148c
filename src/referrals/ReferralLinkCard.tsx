import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { SectionCard } from '../ui/SectionCard';
import { useCopyText } from '../ui/useCopyText';
import { useMyReferralProgram } from './useMyReferralProgram';

const T = 'referral_link';

/** The affiliate's referral link, read-only, with a copy button (the Referral program screen, the profile). */
export function ReferralLinkCard({ link }: { link: string }) {
  const translate = useTranslate();
  const copyText = useCopyText(T);
  const copy = () => copyText(link);
  return (
    <SectionCard id="referral-link-title" title={`${T}.title`} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={translate(`${T}.label`)}
          value={link}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'referral-link', translate: 'no' } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(`${T}.copy`)}
        </Button>
      </Box>
    </SectionCard>
  );
}

/**
 * The signed-in affiliate's referral link on their profile: shown when they may open their Referral
 * program screen (the my-referrals rule: an affiliate with UI_ReferralProgram_View, whose effective
 * keys lose it while the referral_program feature is off), read by the same call as that screen.
 */
export function MyReferralLinkCard() {
  const { canAccess } = useCanAccess({ resource: 'my-referrals', action: 'list' });
  const program = useMyReferralProgram(canAccess === true);
  return canAccess && program ? <ReferralLinkCard link={program.referral_link} /> : null;
}
