/**
 * The player's region on the profile (docs/alerts.md): the field's texts and the official names of the
 * regions (core/alerts/oblasts.ts). The server writes them into the profile page's data
 * (ui/features/profile/oblast-field.ts), so they never reach the browser as script.
 */
export const oblasts = {
  label: 'Область',
  notSet: 'Не вказано',
  help: 'Під час повітряної тривоги у вашій області ваші матчі стають на паузу. Область бачите лише ви: її не показуємо нікому.',
  names: {
    crimea: 'Автономна Республіка Крим',
    vinnytsia: 'Вінницька область',
    volyn: 'Волинська область',
    dnipropetrovsk: 'Дніпропетровська область',
    donetsk: 'Донецька область',
    zhytomyr: 'Житомирська область',
    zakarpattia: 'Закарпатська область',
    zaporizhzhia: 'Запорізька область',
    'ivano-frankivsk': 'Івано-Франківська область',
    'kyiv-oblast': 'Київська область',
    kirovohrad: 'Кіровоградська область',
    luhansk: 'Луганська область',
    lviv: 'Львівська область',
    mykolaiv: 'Миколаївська область',
    odesa: 'Одеська область',
    poltava: 'Полтавська область',
    rivne: 'Рівненська область',
    sumy: 'Сумська область',
    ternopil: 'Тернопільська область',
    kharkiv: 'Харківська область',
    kherson: 'Херсонська область',
    khmelnytskyi: 'Хмельницька область',
    cherkasy: 'Черкаська область',
    chernivtsi: 'Чернівецька область',
    chernihiv: 'Чернігівська область',
    'kyiv-city': 'місто Київ',
    sevastopol: 'місто Севастополь',
  },
}
