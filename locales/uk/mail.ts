/**
 * Texts of the messages the server sends to people: the account and team e-mails and the SMS code. Used by the
 * server only (`server/integrations/mail`, `server/integrations/sms`), never shipped to browsers. `{name}` marks a parameter.
 */
export const mail = {
  brand: 'Vatra Esports',
  // Times read `26.05.2026 17:50 (Київ, UTC+3)`: a mail cannot know the reader's zone, so it gives the offset.
  kyiv: 'Київ',
  greeting: 'Вітаємо, {nickname}!',
  greetingNoName: 'Вітаємо!',
  linkFallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
  ignore: 'Якщо ви цього не робили, просто проігноруйте цей лист: нічого не зміниться.',
  automatic: 'Цей лист надіслано автоматично, відповідати на нього не потрібно.',
  registration: {
    subject: 'Підтвердіть реєстрацію у Vatra Esports',
    intro: 'Ви почали реєстрацію у Vatra Esports. Щоб завершити її, відкрийте посилання і задайте пароль.',
    action: 'Підтвердити реєстрацію',
    validity: 'Посилання дійсне 24 години і спрацює лише один раз.',
  },
  alreadyRegistered: {
    subject: 'Ця адреса вже зареєстрована у Vatra Esports',
    intro:
      'Хтось (можливо, ви) намагався зареєструватися у Vatra Esports з цією адресою, але для неї вже є обліковий запис.',
    action: 'Увійти',
    reset: 'Не пам’ятаєте пароль? Відновіть його тут:',
    resetAction: 'Відновити пароль',
  },
  passwordReset: {
    subject: 'Відновлення пароля у Vatra Esports',
    intro: 'Ми отримали запит на зміну пароля вашого облікового запису Vatra Esports.',
    action: 'Задати новий пароль',
    validity: 'Посилання дійсне 1 годину і спрацює лише один раз.',
  },
  emailChange: {
    subject: 'Підтвердіть нову адресу для Vatra Esports',
    intro:
      'У вашому профілі Vatra Esports вказано цю адресу як нову. Відкрийте посилання, щоб підтвердити її: доти вхід працює зі старою адресою.',
    action: 'Підтвердити адресу',
    validity: 'Посилання дійсне 24 години і спрацює лише один раз.',
  },
  accountChanged: {
    emailChangeRequested: {
      subject: 'Запит на зміну адреси у Vatra Esports',
      intro:
        'У профілі вашого облікового запису Vatra Esports попросили змінити адресу електронної пошти. Нова адреса запрацює, щойно її підтвердять посиланням, надісланим на неї; до того вхід працює з цією адресою.',
    },
    phoneChanged: {
      subject: 'Номер телефону у Vatra Esports змінено',
      intro:
        'Номер телефону вашого облікового запису Vatra Esports щойно змінено й підтверджено кодом з SMS.',
    },
    passwordChanged: {
      subject: 'Пароль у Vatra Esports змінено',
      intro:
        'Пароль вашого облікового запису Vatra Esports щойно змінено, і всі інші пристрої вийшли з нього.',
    },
    action: 'Відновити пароль',
    closing: 'Якщо це зробили ви, нічого робити не потрібно. Якщо ні, негайно відновіть пароль кнопкою вище.',
  },
  inquiries: {
    subjectContact: 'Нове звернення з сайту: {name}',
    subjectStreamer: 'Нова заявка стрімера: {name}',
    introContact: 'Через форму на сторінці «Контакти» надійшло нове звернення.',
    introStreamer: 'Через сторінку «Продюсування стрімерів» надійшла нова заявка.',
    name: "Ім'я",
    phone: 'Телефон або пошта',
    twitch: 'Twitch',
    discord: 'Discord',
    youtube: 'YouTube',
    message: 'Повідомлення',
    locale: 'Мова сторінки',
    receivedAt: 'Надіслано',
    closing:
      'Звернення збережено у вхідних консолі організатора зі статусом «нове». Дайте відповідь протягом 2-3 робочих днів.',
    reply: {
      subjectContact: 'Re: ваше звернення до Vatra Esports',
      subjectStreamer: 'Re: ваша заявка стрімера до Vatra Esports',
      greeting: 'Вітаємо, {name}!',
      quoted: '{date} ви написали:',
      closing: 'Щоб відповісти, просто відповідайте на цей лист.',
    },
  },
  teams: {
    action: 'Відкрити «Мої турніри»',
    closing: 'Ви отримали цей лист через вашу команду в турнірі {tournament} на Vatra Esports.',
    playerInvited: {
      subject: '{captain} запрошує вас до команди {team}',
      intro:
        '{captain}, капітан команди {team}, запрошує вас грати з командою в турнірі {tournament}. Ви приєднаєтеся, лише якщо приймете запрошення в «Моїх турнірах»; доти капітан бачить тільки ваш нікнейм. Не ваша команда? Відхиліть запрошення там.',
      action: 'Відповісти в «Моїх турнірах»',
      closing:
        'Ви отримали цей лист, бо капітан ввів ваш нікнейм на Vatra Esports. Нічого не зміниться, поки ви не відповісте.',
    },
    playerJoined: {
      subject: 'У команді {team} новий гравець: {player}',
      intro: 'Гравець {player} приєднався до вашої команди {team} у турнірі {tournament}.',
    },
    playerLeft: {
      subject: 'Гравець {player} залишив команду {team}',
      intro:
        'Гравець {player} залишив вашу команду {team} у турнірі {tournament}. Поки реєстрація відкрита, запросіть іншого гравця або поділіться посиланням на команду.',
    },
    playerRemoved: {
      subject: 'Вас вилучено з команди {team}',
      intro:
        'Капітан вилучив вас із команди {team} у турнірі {tournament}. Поки реєстрація відкрита, ви можете приєднатися до іншої команди або створити свою.',
    },
    teamConfirmed: {
      subject: 'Команду {team} підтверджено в турнірі {tournament}',
      intro:
        'Модератор підтвердив вашу команду {team} у турнірі {tournament}. Не пропустіть check-in перед іграми.',
    },
    teamDropped: {
      subject: 'Команду {team} знято з турніру {tournament}',
      incomplete:
        'Вашу команду {team} знято з турніру {tournament}: коли закрилася реєстрація, у неї не було логотипа або достатньо гравців.',
      no_check_in:
        'Вашу команду {team} знято з турніру {tournament}: вона не пройшла check-in до його закриття.',
      rejected: 'Модератор відхилив вашу команду {team} у турнірі {tournament}.',
    },
    teamRejected: {
      subject: 'Команду {team} знято з турніру {tournament}',
      intro:
        'Модератор зняв вашу команду {team} з турніру {tournament}. Причина від модератора: «{reason}». Питання? Напишіть модераторам у Discord.',
    },
    teamPromoted: {
      subject: 'Команда {team} отримала місце в турнірі {tournament}',
      intro:
        'Звільнилося місце: ваша команда {team} вийшла з листа очікування й тепер займає слот у турнірі {tournament}.',
    },
    checkInOpened: {
      subject: 'Check-in турніру {tournament} відкрито',
      intro:
        'Check-in турніру {tournament} відкрито. Капітан або будь-який гравець команди {team} може пройти його до {closesAt}; команду без check-in буде знято з турніру.',
      action: 'Пройти check-in',
    },
    matchReady: {
      subject: 'Наступний матч у турнірі {tournament}: {team} проти {opponent}',
      intro:
        'Суперника визначено: ваша команда {team} грає наступний матч турніру {tournament} проти команди {opponent}. Домовтеся з капітаном суперника й будьте готові до початку.',
      action: 'Відкрити матч',
    },
    matchReported: {
      subject: 'Підтвердіть результат: {team} проти {opponent}, турнір {tournament}',
      intro:
        'Команда {opponent} повідомила результат вашого матчу в турнірі {tournament}: {result}. Підтвердьте його або оскаржте з поясненням до {answerBy}; якщо відповіді не буде, результат підтвердиться автоматично.',
      action: 'Відкрити матч',
    },
    disputeDecided: {
      subject: 'Спір щодо матчу {team} проти {opponent} вирішено, турнір {tournament}',
      intro:
        'Модератор вирішив спір щодо вашого матчу з командою {opponent} у турнірі {tournament}: {result}. Причина: {reason}',
      action: 'Відкрити матч',
    },
    matchNoShow: {
      subject: 'Перевірку готовності закрито: {team} проти {opponent}, турнір {tournament}',
      decided:
        'Час підтвердити готовність до матчу з командою {opponent} у турнірі {tournament} минув, а однієї з команд не було: {result}. Якщо це помилка, напишіть модераторам.',
      moderators:
        'Жодна з команд не підтвердила вчасно готовність до матчу з командою {opponent} у турнірі {tournament}. Рішення щодо матчу ухвалять модератори.',
      action: 'Відкрити матч',
    },
    result: {
      score: '{team} {ours} : {theirs} {opponent}',
      teamForfeits: 'технічна поразка команди {team}',
      opponentForfeits: 'технічна поразка команди {opponent}',
      bothForfeit: 'технічна поразка обох команд',
    },
  },
  sms: {
    code: 'Ваш код Vatra Esports: {code}. Дійсний 10 хвилин.',
  },
}
