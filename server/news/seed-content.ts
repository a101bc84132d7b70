/**
 * The demo news and cases: a community that looks alive (tournament recaps, a brand's tournament
 * produced by the community, partners, streamers). Most are written in both languages; one only in
 * Ukrainian and one only in English show the fallback; one draft never shows publicly. The brands
 * and people are made up.
 */
import type { NewsCategory, NewsStatus, NewsTexts } from '#core/news/news.schema.ts'

export interface DemoNewsItem {
  readonly id: string
  readonly category: NewsCategory
  readonly status: NewsStatus
  /** Days before the seed's instant the item was published. */
  readonly daysAgo: number
  /** The cover's hue and its motif. */
  readonly hue: number
  readonly uk: NewsTexts | null
  readonly en: NewsTexts | null
}

export const DEMO_NEWS: ReadonlyArray<DemoNewsItem> = [
  {
    id: 'vatra-cup-cs2-autumn-recap',
    category: 'news',
    status: 'published',
    daysAgo: 2,
    hue: 18,
    uk: {
      title: 'Vatra Cup CS2 «Осінь»: Kyiv Wolves забирають трофей',
      summary:
        '32 команди, три вихідні та фінал до трьох карт: як минув найбільший осінній турнір спільноти.',
      body: [
        'Осінній **Vatra Cup з Counter-Strike 2** зібрав 32 команди з 14 міст України. Після двох тижнів групового етапу у плей-оф вийшли вісім складів, а фінал дивилися понад 4 200 глядачів одночасно.',
        '## Фінал',
        'Kyiv Wolves обіграли Dnipro Steel з рахунком 2:1. Вирішальною стала третя карта, Ancient, де «вовки» виграли 13:10 після камбеку з рахунку 6:9.',
        '- MVP фіналу: **s1lentpaw** (1,34 рейтингу за серію)',
        '- Найкращий ейс турніру: **m0roz** з Lviv Lions',
        '- Призовий фонд: 60 000 грн',
        'Дякуємо всім командам, кастерам і волонтерам. Запис фіналу вже доступний на нашому [YouTube-каналі](https://www.youtube.com/).',
      ].join('\n\n'),
    },
    en: {
      title: 'Vatra Cup CS2 “Autumn”: Kyiv Wolves lift the trophy',
      summary:
        '32 teams, three weekends and a best-of-three final: how the community’s biggest autumn event went.',
      body: [
        'The autumn **Vatra Cup in Counter-Strike 2** brought together 32 teams from 14 Ukrainian cities. After two weeks of group play, eight rosters reached the playoffs, and the final peaked at over 4,200 concurrent viewers.',
        '## The final',
        'Kyiv Wolves beat Dnipro Steel 2:1. The decider was the third map, Ancient, which the Wolves won 13:10 after coming back from 6:9.',
        '- Final MVP: **s1lentpaw** (1.34 rating across the series)',
        '- Best ace of the event: **m0roz** of Lviv Lions',
        '- Prize pool: UAH 60,000',
        'Thanks to every team, caster and volunteer. The final’s VOD is already on our [YouTube channel](https://www.youtube.com/).',
      ].join('\n\n'),
    },
  },
  {
    id: 'case-horizon-telecom-dota-2-cup',
    category: 'cases',
    status: 'published',
    daysAgo: 6,
    hue: 205,
    uk: {
      title: 'Кейс: турнір з Dota 2 для Horizon Telecom',
      summary:
        'Як ми за шість тижнів зробили брендований турнір для мобільного оператора: від регламенту до прямого ефіру.',
      body: [
        '**Завдання.** Horizon Telecom хотів познайомити молоду аудиторію з новим тарифом для геймерів і попросив нас провести відкритий турнір з Dota 2 з брендованою трансляцією.',
        '## Що ми зробили',
        '1. Написали регламент і провели реєстрацію: 128 команд за 10 днів.',
        '2. Побудували студію трансляції з двома кастерами та аналітиком.',
        '3. Інтегрували бренд у ефір: заставки, рубрика «Момент дня», розіграш призів серед глядачів.',
        '## Результати',
        '- 96 000 унікальних глядачів за три ігрові дні',
        '- 1,9 млн показів брендованих матеріалів',
        '- 11 % глядачів перейшли на сторінку тарифу',
        'Хочете такий самий проєкт? Напишіть нам через сторінку контактів.',
      ].join('\n\n'),
    },
    en: {
      title: 'Case study: a Dota 2 tournament for Horizon Telecom',
      summary:
        'How we produced a branded tournament for a mobile operator in six weeks, from the rulebook to the live broadcast.',
      body: [
        '**The brief.** Horizon Telecom wanted to introduce its new gamer plan to a young audience and asked us to run an open Dota 2 tournament with a branded broadcast.',
        '## What we did',
        '1. Wrote the rulebook and ran sign-ups: 128 teams in 10 days.',
        '2. Built a broadcast studio with two casters and an analyst.',
        '3. Wove the brand into the show: bumpers, a “Play of the day” segment and viewer giveaways.',
        '## Results',
        '- 96,000 unique viewers over three match days',
        '- 1.9 million impressions of branded content',
        '- 11% of viewers visited the plan’s page',
        'Want a project like this? Write to us from the contacts page.',
      ].join('\n\n'),
    },
  },
  {
    id: 'forge-peripherals-partner',
    category: 'news',
    status: 'published',
    daysAgo: 9,
    hue: 145,
    uk: {
      title: 'Forge Peripherals — новий партнер спільноти',
      summary:
        'Український виробник ігрових периферійних пристроїв підтримає призові фонди наших турнірів у 2027 році.',
      body: [
        'Раді представити нового партнера: **Forge Peripherals**, українського виробника клавіатур, мишей і гарнітур для кіберспорту.',
        'Протягом 2027 року Forge додаватиме девайси до призових фондів усіх наших ліг, а переможці щомісячних кубків отримають комплекти для всієї команди.',
        '> «Ми самі виросли з локальних LAN-турнірів і хочемо, щоб у гравців був шлях від першого кубка до професійної сцени», — Олена Гребенюк, засновниця Forge.',
        'Більше про партнерство — на сторінці партнерів.',
      ].join('\n\n'),
    },
    en: {
      title: 'Forge Peripherals joins as a community partner',
      summary:
        'A Ukrainian maker of gaming peripherals will back our tournaments’ prize pools throughout 2027.',
      body: [
        'Meet our new partner: **Forge Peripherals**, a Ukrainian maker of keyboards, mice and headsets for esports.',
        'Throughout 2027 Forge will add gear to the prize pools of all our leagues, and the winners of the monthly cups will get kits for the whole team.',
        '> “We grew up at local LAN tournaments ourselves, and we want players to have a path from their first cup to the pro scene,” says Olena Hrebeniuk, Forge’s founder.',
        'More about the partnership is on the partners page.',
      ].join('\n\n'),
    },
  },
  {
    id: 'kozak-tv-joins-vatra',
    category: 'news',
    status: 'published',
    daysAgo: 13,
    hue: 280,
    uk: {
      title: 'Kozak_TV приєднується до стримерів Vatra',
      summary:
        'Стример з Харкова, відомий марафонами з Valorant, тепер коментуватиме наші турніри та вестиме власну рубрику.',
      body: [
        'Вітаємо в команді **Kozak_TV**! Денис стрімить Valorant з 2021 року, а його благодійні марафони зібрали понад 800 000 грн.',
        'Що зміниться:',
        '- щочетверга о 19:00 — рубрика «Розбір демо» з глядачами;',
        '- співкоментар фіналів Vatra Valorant League;',
        '- спільні стріми з гравцями наших команд.',
        'Слідкуйте за ним на [Twitch](https://www.twitch.tv/) і вмикайте сповіщення.',
      ].join('\n\n'),
    },
    en: {
      title: 'Kozak_TV joins the Vatra streamers',
      summary:
        'The Kharkiv streamer known for his Valorant marathons will now cast our tournaments and host his own show.',
      body: [
        'Welcome to the team, **Kozak_TV**! Denys has streamed Valorant since 2021, and his charity marathons have raised over UAH 800,000.',
        'What changes:',
        '- every Thursday at 19:00 Kyiv time, a “Demo review” show with viewers;',
        '- co-casting the Vatra Valorant League finals;',
        '- joint streams with players from our teams.',
        'Follow him on [Twitch](https://www.twitch.tv/) and turn notifications on.',
      ].join('\n\n'),
    },
  },
  {
    id: 'case-kharkiv-school-valorant-league',
    category: 'cases',
    status: 'published',
    daysAgo: 18,
    hue: 330,
    uk: {
      title: 'Кейс: шкільна ліга з Valorant для Харкова',
      summary:
        'Разом з міським молодіжним центром провели сезон для 40 шкільних команд — онлайн, з тренерами та фіналом наживо.',
      body: [
        'Молодіжний центр Харкова звернувся до нас з ідеєю: дати школярам безпечний і організований формат змагань.',
        '## Формат',
        'Сезон тривав вісім тижнів. Кожна команда мала наставника з нашої спільноти, а матчі відбувалися після уроків у вихідні.',
        '## Підсумки',
        '- 40 команд, 212 гравців',
        '- 0 порушень правил поведінки',
        '- фінал у молодіжному центрі з батьками та вчителями на трибунах',
        'Наступний сезон стартує навесні, і до нього вже долучаються школи Полтави.',
      ].join('\n\n'),
    },
    en: {
      title: 'Case study: a school Valorant league for Kharkiv',
      summary:
        'With the city’s youth centre we ran a season for 40 school teams: online, with coaches and a live final.',
      body: [
        'Kharkiv’s youth centre came to us with an idea: give school students a safe, organised way to compete.',
        '## Format',
        'The season ran for eight weeks. Every team had a mentor from our community, and matches were played at weekends.',
        '## Outcome',
        '- 40 teams, 212 players',
        '- 0 code-of-conduct violations',
        '- a final at the youth centre with parents and teachers in the stands',
        'The next season starts in spring, and schools from Poltava are already joining.',
      ].join('\n\n'),
    },
  },
  {
    id: 'kyiv-community-meetup',
    category: 'news',
    status: 'published',
    daysAgo: 21,
    hue: 48,
    uk: {
      title: 'Зустріч спільноти в Києві: дякуємо, що прийшли',
      summary: 'Понад 150 гравців, турнір один на один з FIFA та відкритий мікрофон для капітанів команд.',
      body: [
        'У суботу ми вперше зібралися офлайн у київському комп’ютерному клубі. Прийшли понад **150 учасників** спільноти.',
        'У програмі були турнір один на один з EA FC, лекція про підготовку до LAN-фіналів і відкритий мікрофон, де капітани розповідали, як шукають гравців у склад.',
        'Фото вже в нашому Telegram-каналі. Наступна зустріч — у Львові.',
      ].join('\n\n'),
    },
    en: null,
  },
  {
    id: 'vatra-at-european-community-summit',
    category: 'news',
    status: 'published',
    daysAgo: 27,
    hue: 228,
    uk: null,
    en: {
      title: 'Vatra speaks at the European Esports Community Summit',
      summary:
        'Our team shared how Ukrainian grassroots tournaments kept running through blackouts and air-raid alerts.',
      body: [
        'Vatra was invited to the **European Esports Community Summit** in Warsaw to talk about running tournaments in Ukraine.',
        'We covered match rules for power cuts and air-raid alerts, backup servers, and how volunteers keep the schedule together when half the players are offline.',
        'The talk’s slides are available on request through our contacts page.',
      ].join('\n\n'),
    },
  },
  {
    id: 'case-kolo-bank-charity-stream',
    category: 'cases',
    status: 'published',
    daysAgo: 34,
    hue: 96,
    uk: {
      title: 'Кейс: благодійний стрим-марафон з Kolo Bank',
      summary: '24 години ефіру, шість стримерів і 412 000 грн на реабілітацію ветеранів.',
      body: [
        'Kolo Bank запропонував об’єднати стримерів спільноти для добового благодійного марафону.',
        '## Як це працювало',
        'Шість стримерів змінювали одне одного кожні чотири години, а банк подвоював кожен донат до 200 000 грн. Ми відповідали за продакшн, графіку і модерацію чату.',
        '## Результат',
        '**412 000 грн** передано фонду реабілітації ветеранів. Пікова кількість глядачів — 7 800.',
      ].join('\n\n'),
    },
    en: {
      title: 'Case study: a charity stream marathon with Kolo Bank',
      summary: '24 hours on air, six streamers and UAH 412,000 for veterans’ rehabilitation.',
      body: [
        'Kolo Bank offered to bring the community’s streamers together for a day-long charity marathon.',
        '## How it worked',
        'Six streamers took four-hour shifts, and the bank matched every donation up to UAH 200,000. We handled production, graphics and chat moderation.',
        '## Result',
        '**UAH 412,000** went to a veterans’ rehabilitation fund. Peak viewership reached 7,800.',
      ].join('\n\n'),
    },
  },
  {
    id: 'dota-2-winter-league-registration',
    category: 'news',
    status: 'published',
    daysAgo: 40,
    hue: 190,
    uk: {
      title: 'Відкрито реєстрацію на Зимову лігу з Dota 2',
      summary:
        'Ліга для команд будь-якого рівня: два дивізіони, матчі по вечорах буднів і призовий фонд 40 000 грн.',
      body: [
        'Реєстрація на **Зимову лігу Vatra з Dota 2** відкрита. Цього сезону ми ділимо команди на два дивізіони за середнім рейтингом, щоб новачки грали з рівними.',
        '- матчі — у вівторок і четвер о 19:30;',
        '- check-in за годину до першого матчу;',
        '- призовий фонд — 40 000 грн і девайси від партнерів.',
        'Реєструйтеся на сторінці турніру, поки є місця.',
      ].join('\n\n'),
    },
    en: {
      title: 'Sign-ups open for the Dota 2 Winter League',
      summary:
        'A league for teams of every level: two divisions, weekday evening matches and a UAH 40,000 prize pool.',
      body: [
        'Sign-ups for the **Vatra Dota 2 Winter League** are open. This season teams are split into two divisions by average rank, so newcomers play their equals.',
        '- matches on Tuesdays and Thursdays at 19:30 Kyiv time;',
        '- check-in an hour before the first match;',
        '- a UAH 40,000 prize pool plus gear from our partners.',
        'Register on the tournament page while slots last.',
      ].join('\n\n'),
    },
  },
  {
    id: 'case-university-league-final-broadcast',
    category: 'cases',
    status: 'published',
    daysAgo: 52,
    hue: 260,
    uk: {
      title: 'Кейс: трансляція фіналу студентської ліги',
      summary:
        'Три камери, ігровий спостерігач і ефір англійською та українською для фіналу ліги університетів.',
      body: [
        'Студентська кіберспортивна ліга попросила нас зробити трансляцію фіналу на рівні великих турнірів.',
        'Ми привезли три камери, двох спостерігачів і запустили **два паралельні ефіри** — українською та англійською. Вперше у лізі на трансляції були повтори ключових моментів і статистика гравців у реальному часі.',
        'Ефір подивилися 31 000 глядачів, а ліга підписала з нами договір на наступний сезон.',
      ].join('\n\n'),
    },
    en: {
      title: 'Case study: broadcasting a university league final',
      summary:
        'Three cameras, an in-game observer and a show in English and Ukrainian for the university league final.',
      body: [
        'The student esports league asked us to broadcast its final at the level of the big events.',
        'We brought three cameras and two observers and ran **two parallel shows**, in Ukrainian and English. For the first time the league had instant replays and live player stats on air.',
        'The broadcast reached 31,000 viewers, and the league signed with us for next season.',
      ].join('\n\n'),
    },
  },
  {
    id: 'vatra-cup-winter-announcement',
    category: 'news',
    status: 'draft',
    daysAgo: 0,
    hue: 0,
    uk: {
      title: 'Чернетка: анонс Vatra Cup «Зима»',
      summary: 'Дати, формат і призовий фонд зимового кубка — готуємо до публікації.',
      body: 'Текст анонсу ще узгоджується з партнерами.',
    },
    en: {
      title: 'Draft: Vatra Cup “Winter” announcement',
      summary: 'Dates, format and prize pool of the winter cup, being prepared for publication.',
      body: 'The announcement is still being agreed with the partners.',
    },
  },
]
