import { required, SelectInput, TextInput, useLocaleState } from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { validateHost } from './validation';

const validateDomain = [required(), validateHost];
const validateStatus = [required()];

export function TrackingDomainInputs() {
  const [locale] = useLocaleState();
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
        choices={TrackingDomainStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
        translateChoice={false}
        validate={validateStatus}
      />
    </>
  );
}
