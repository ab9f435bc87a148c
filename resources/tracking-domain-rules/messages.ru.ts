// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { en } from './messages';

const ru = {
  name: 'Правило трекингового домена |||| Правила трекинговых доменов',
  fields: {
    id: 'ID',
    tracking_domain_id: 'Трекинговый домен',
    domain: 'Трекинговый домен',
    redirect_type_id: 'Тип перенаправления',
    note: 'Примечание',
    campaign_name: 'Кампания',
    is_primary: 'Основное',
    status: 'Статус',
    status_label: 'Статус',
    created_at: 'Добавлено',
    q: 'Поиск',
  },
  empty: 'Правил трекинговых доменов пока нет.',
  invite: 'Добавить первое?',
  helper: {
    is_primary: 'Основное правило обрабатывает все клики, которые не взяли другие правила. У домена оно ровно одно.',
  },
  primary: 'Основное',
  any_campaign: 'Любая кампания',
  action: {
    set_primary: 'Сделать основным',
  },
  tooltips: {
    deleted: 'Правило удалено: никакие действия с ним недоступны.',
    campaign: 'Правило принадлежит кампании «%{campaign}»: изменяйте его в кампании.',
    primary: 'Основное правило нельзя удалить. Сначала сделайте основным другое правило.',
    already_primary: 'Это правило уже основное.',
  },
  message: {
    delete_title: 'Удалить правило №%{id}?',
    delete_content: 'Клики на %{domain} больше не будут использовать это правило. Оно останется в списке со статусом «Удалено».',
    read_only: 'Это правило нельзя изменить здесь.',
  },
  notifications: {
    created: 'Правило добавлено',
    updated: 'Правило сохранено',
    deleted: 'Правило удалено',
    primary: 'Правило №%{id} теперь основное',
  },
} satisfies typeof en;

export const trackingDomainRuleMessages = { ru };
