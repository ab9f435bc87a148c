import { describe, expect, it } from 'vitest';
import { ChangeLogAction, describeChange, describeChanges, personIdsOf } from './changeLog';
import { RegistrationGroupBy } from './registrationStats';

const names = { '3': 'Max Manager', '5': 'Mia Manager' };

describe('the change log as sentences', () => {
  it('reads a manager change by names, in English and in Russian', () => {
    expect(describeChange('manager_id', { from: 3, to: 5 }, names)).toBe('Manager: Max Manager → Mia Manager');
    expect(describeChange('manager_id', { from: 3, to: 5 }, names, 'ru')).toBe('Менеджер: Max Manager → Mia Manager');
  });

  it('reads enumerations by their domain labels', () => {
    expect(describeChanges({ status_id: { from: 1, to: 0 }, commission_type_id: { from: 1, to: 2 } })).toMatch(/^Status: Active → Inactive; Commission type: \S+ → \S+$/);
    expect(describeChange('status_id', { from: 1, to: 0 }, {}, 'ru')).toBe('Статус: Активен → Неактивен');
    expect(describeChange('traffic_channel', { from: null, to: 'seo' })).toBe('Traffic channel: SEO');
    expect(describeChange('lead_status', { from: 'new', to: 'call_again' }, {}, 'ru')).toBe('Статус лида: Новый → Перезвонить');
  });

  it('keeps secrets hidden and shows an unknown person by id and an empty value as a dash', () => {
    expect(describeChange('password', { from: '***', to: '***' })).toBe('Password: *** → ***');
    expect(describeChange('manager_id', { from: null, to: 9 })).toBe('Manager: #9');
    expect(describeChange('manager_id', { from: 3, to: null }, names)).toBe('Manager: Max Manager → —');
  });

  it('names the people to resolve, and labels actions and groupings in both languages', () => {
    expect(personIdsOf({ manager_id: { from: 3, to: 5 }, status_id: { from: 1, to: 0 } })).toEqual([3, 5]);
    expect(ChangeLogAction.label('ban', 'ru')).toBe('Заблокирован');
    expect(RegistrationGroupBy.options('ru').map((o) => o.name)).toEqual(['День', 'Неделя', 'Месяц']);
  });
});
