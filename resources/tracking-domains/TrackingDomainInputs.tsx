import { required, SelectInput, TextInput } from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { useLanguage } from '../../src/ui/useLanguage';
import { validateHost } from './validation';

const validateDomain = [required(), validateHost];
const validateStatus = [required()];

export function TrackingDomainInputs() {
  const lang = useLanguage();
  return (
    <>
      <TextInput
        source="domain"
        validate={validateDomain}
        helperText="resources.tracking-domains.helper.domain"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' } }}
      />
      <SelectInput
        source="status"
        choices={TrackingDomainStatus.options(lang)}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}
