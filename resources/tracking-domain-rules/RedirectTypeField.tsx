import { useRecordContext, type FieldProps } from 'react-admin';
import { useDictionary } from '../../providers/useDictionary';

export interface RedirectType {
  id: number;
  code: string;
  name: string;
}

/** The redirect types dictionary (cached read), named in the interface language. */
export const useRedirectTypes = () => useDictionary<RedirectType[]>('redirect-types');

/** A rule's redirect type by name; its code until the dictionary has answered. */
export function RedirectTypeField(_props: FieldProps) {
  const record = useRecordContext();
  const { data } = useRedirectTypes();
  if (!record) return null;
  const name = data?.find((t) => t.id === record.redirect_type_id)?.name;
  return <span>{name ?? String(record.redirect_type_code ?? record.redirect_type_id ?? '')}</span>;
}
