// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { trafficQualityMessages as english } from './messages';

const ru = {
  name: 'Качество трафика',
  title: 'Качество трафика',
  safety: 'Безопасность трафика',
  reasons: 'Почему',
  no_reasons: 'Причин нет: трафик выглядит безопасным.',
  not_judged: 'Записано до проверки трафика: причины не сохранены.',
  explain: 'Почему этот клик — %{safety}?',
  explain_conversion: 'Почему эта конверсия — %{safety}?',
  explain_button: 'Почему: %{safety}',
  close: 'Закрыть',
  loading: 'Причины загружаются…',
  settings: {
    title: 'Обнаружение фрода',
    help: 'Как клики и конверсии получают оценку «безопасный», «смешанный» или «рискованный» и что происходит с рискованной конверсией.',
    whole: 'Введите целое число от %{min} до %{max}.',
    decimal: 'Введите число от %{min} до %{max}, не больше двух знаков после запятой.',
    off: 'Обнаружение фрода выключено в функциях пространства: трафик оценивается, но рискованные конверсии только помечаются.',
    fields: {
      duplicate_window_minutes: 'Окно поиска дублей (минуты)',
      duplicate_ip_clicks: 'Сколько кликов с одного IP-адреса считать дублем',
      min_conversion_seconds: 'Минимальное время от клика до конверсии (секунды; 0 — не проверять)',
      conversion_rate_factor: 'Во сколько раз конверсия выше нормы партнёра считается всплеском',
      conversion_rate_min_conversions: 'Конверсий за сутки, прежде чем оценивать всплеск',
      mixed_reasons_for_risky: 'Сколько причин вместе делают трафик рискованным',
      risky_alert_percent: 'Оповещать, когда такая доля (%) кликов или конверсий партнёра за 24 часа рискованная',
      risky_alert_min_clicks: 'Кликов за 24 часа, прежде чем судить об их доле рискованных',
      risky_alert_min_conversions: 'Конверсий за 24 часа, прежде чем судить об их доле рискованных',
      risky_action: 'Что происходит с рискованной конверсией',
    },
  },
} satisfies typeof english.en;

export const trafficQualityMessages = { ru };
