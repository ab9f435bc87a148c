import { useCanAccess } from 'react-admin';
import type { InterfaceLanguage } from '../../../domain/languages';
import type { AccessAction } from '../../../providers/canAccess';
import { useLanguage } from '../useLanguage';
import { ChoiceBatchButton, type Choice, type ChoiceBatchButtonProps } from './ChoiceBatchButton';

export interface StatusBatchButtonProps extends Partial<Omit<ChoiceBatchButtonProps, 'batch' | 'choices' | 'field'>> {
  /** whose access rule decides, and whose messages (`resources.<resource>.*`) label it: the button shows only to those allowed `action` */
  resource: string;
  action: AccessAction;
  /** the status enum (domain/enums): its options, in the interface language, are the choices */
  statuses: { options(lang: InterfaceLanguage): readonly Choice[] };
  /** the body field the chosen status goes into */
  field: string;
}

/**
 * A list's bulk status change (its `status` batch): one of the enum's statuses for every selected
 * row, after a Yes. Unless told otherwise it reads the resource's `action.set_status`,
 * `confirm.status_title` / `status_content` (asked for every choice) and `notifications.status_done`.
 */
export function StatusBatchButton({ resource, action, statuses, ...button }: StatusBatchButtonProps) {
  const lang = useLanguage();
  const { canAccess } = useCanAccess({ resource, action });
  if (!canAccess) return null;
  const T = `resources.${resource}`;
  return (
    <ChoiceBatchButton
      batch="status"
      choices={statuses.options(lang)}
      label={`${T}.action.set_status`}
      confirmFor={() => ({ title: `${T}.confirm.status_title`, content: `${T}.confirm.status_content` })}
      success={`${T}.notifications.status_done`}
      {...button}
    />
  );
}
