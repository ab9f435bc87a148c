// the Russian half of ./messages.ts: loaded with the Russian catalogue only
import type { ReferralLinkMessages } from './messages';

const ru = {
  referral_link: {
    title: 'Ваша реферальная ссылка',
    label: 'Реферальная ссылка',
    help: 'Партнёры, зарегистрировавшиеся по этой ссылке, закрепляются за вами; вы получаете бонус с их одобренных конверсий.',
    copy: 'Копировать',
    copied: 'Реферальная ссылка скопирована.',
    copy_failed: 'Не удалось скопировать ссылку: выделите её и скопируйте вручную.',
  },
} satisfies ReferralLinkMessages;

export const referralLinkMessages = { ru };
