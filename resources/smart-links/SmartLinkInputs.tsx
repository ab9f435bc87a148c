import Box from '@mui/material/Box';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DeviceType } from '../../domain/enums/traffic';
import { SMART_LINK_LIMITS } from '../../domain/smartLinks/access';
import { SMART_LINK_OSES } from '../../domain/smartLinks/pick';
import { useLanguage } from '../../src/ui/useLanguage';
import { urlProblem } from '../offers/validation';
import { useOfferChoices } from '../offers/useOfferChoices';

const T = 'resources.smart-links';
const q = (text: string) => ({ q: text });
const { weightMin, weightMax, entries: maxEntries, name: nameMax } = SMART_LINK_LIMITS;
const validateName = [required(), maxLength(nameMax)];
const validateWeight = [required(), minValue(weightMin), maxValue(weightMax)];
const OS_CHOICES = SMART_LINK_OSES.map((os) => ({ id: os, name: os }));
const entriesProblem = (value: unknown) =>
  !Array.isArray(value) || value.length === 0 ? 'ra.validation.required' : value.length > maxEntries ? { message: 'ra.validation.maxLength', args: { max: maxEntries } } : undefined;

/** A smart link's fields (spec 4 §6): name, affiliate, fallback, domain, and its offers with targeting and weights. */
export function SmartLinkInputs() {
  const lang = useLanguage();
  const translate = useTranslate();
  const { countries } = useOfferChoices();
  const any = `${T}.helper.any`;
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 820, minWidth: 0 }}>
      <TextInput source="name" validate={validateName} autoComplete="off" />
      <ReferenceInput source="affiliate_id" reference="user-operations/affiliates" sort={{ field: 'email', order: 'ASC' }}>
        <AutocompleteInput optionText="email" filterToQuery={q} validate={required()} />
      </ReferenceInput>
      <TextInput source="fallback_url" validate={urlProblem} helperText={`${T}.helper.fallback_url`} fullWidth />
      <ReferenceInput source="tracking_domain_id" reference="tracking-domains" sort={{ field: 'domain', order: 'ASC' }} filter={{ status: 1 }}>
        <AutocompleteInput optionText="domain" filterToQuery={q} />
      </ReferenceInput>
      <ArrayInput source="entries" validate={entriesProblem} helperText={`${T}.helper.entries`}>
        <SimpleFormIterator fullWidth getItemLabel={(index) => `#${index + 1}`}>
          <ReferenceInput source="offer_id" reference="offers" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={q} validate={required()} label={`${T}.fields.offer_id`} />
          </ReferenceInput>
          <AutocompleteArrayInput source="countries" label={`${T}.fields.countries`} choices={countries} translateChoice={false} helperText={any} />
          <SelectArrayInput source="device_types" label={`${T}.fields.device_types`} choices={DeviceType.options(lang)} translateChoice={false} helperText={any} />
          <SelectArrayInput source="oses" label={`${T}.fields.oses`} choices={OS_CHOICES} translateChoice={false} helperText={any} />
          <NumberInput
            source="weight"
            label={`${T}.fields.weight`}
            min={weightMin}
            max={weightMax}
            step={1}
            validate={validateWeight}
            helperText={translate(`${T}.helper.weight`, { min: weightMin, max: weightMax })}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
