import { useRecordContext, type FieldProps } from 'react-admin';
import { useLanguage } from '../../src/ui/useLanguage';

interface LabelledEnum {
  label(value: unknown, lang?: 'en' | 'ru'): string;
}

/** A domain enum value as text in the interface language (never the server's *_label). */
export function EnumField({ source, values }: FieldProps & { source: string; values: LabelledEnum }) {
  const record = useRecordContext();
  const lang = useLanguage();
  if (!record || record[source] === null || record[source] === undefined) return null;
  return <span>{values.label(record[source], lang)}</span>;
}
