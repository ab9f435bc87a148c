import Box from '@mui/material/Box';
import { AutocompleteArrayInput, maxLength, ReferenceArrayInput, required, SelectInput, TextInput } from 'react-admin';
import { FlowStatus } from '../../domain/enums/campaign';
import { useLanguage } from '../../src/ui/useLanguage';
import { CapacityGridInput } from './CapacityGridInput';
import { FlowOrderInput } from './FlowOrderInput';
import { ReinjectionInput } from './ReinjectionInput';

const validateName = [required(), maxLength(120)];
const q = (text: string) => ({ q: text });

/** A flow's fields (spec 4 §2): name, state, offers, integrations in order with weights, the capacity grid, the re-injection schedule. */
export function FlowInputs() {
  const lang = useLanguage();
  const statuses = FlowStatus.options(lang).filter((o) => o.id !== FlowStatus.Deleted);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 960, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextInput source="name" validate={validateName} autoComplete="off" />
        <SelectInput source="status" choices={statuses} translateChoice={false} validate={required()} />
      </Box>
      <ReferenceArrayInput source="offer_ids" reference="offers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" filterToQuery={q} helperText="resources.flows.helper.offer_ids" />
      </ReferenceArrayInput>
      <FlowOrderInput />
      <CapacityGridInput />
      <ReinjectionInput />
    </Box>
  );
}
