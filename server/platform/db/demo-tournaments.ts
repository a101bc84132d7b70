/**
 * The demo tournaments of the seed (`seed.ts`): one in every phase of the timeline relative to `now`,
 * plus a cancelled one and a draft that must never be shown, across the games the community plays.
 * Texts in both languages, prizes per place, the pot and its sources, sponsors, team size, slots
 * and a stage plan that fits each game. Teams are described here and created by the seed.
 */
import type { DropReason } from '#core/teams/team.schema.ts'
import type { TeamState } from '#core/tournaments/results.schema.ts'
import type { Sponsor } from '#core/tournaments/tournament.schema.ts'
import type { NewTournamentRow, NewTournamentStageRow } from './schema.ts'

/**
 * A day `offset` days from `now` (UTC calendar), at `hour`:00 UTC. Whole-day offsets keep each
 * tournament in its intended phase whatever the hour of `now`.
 */
const day = (now: Date, offset: number, hour: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, hour))

const cents = (units: number): number => units * 100

const prizes = (...amounts: number[]): { place: number; amountCents: number }[] =>
  amounts.map((amount, index) => ({ place: index + 1, amountCents: cents(amount) }))

/** The stage plan of a tournament, without the ids the database gives. */
export type DemoStage = Omit<NewTournamentStageRow, 'id' | 'tournamentId'>

/**
 * One team the seed registers, in registration order. The lifecycle's own fields follow from the state
 * (a `confirmed_at` for confirmed and checked-in teams, a `checked_in_at` inside the check-in window, the
 * waiting order for waitlisted ones); `short` leaves a team that many players below the format, and
 * `checkedIn` marks a waitlisted team that checked in (it moves up at the check-in close if a place
 * frees); `logo: false` leaves it without the logo every other demo team gets.
 */
export interface DemoTeam {
  readonly state: TeamState
  readonly short?: number
  readonly checkedIn?: boolean
  readonly reason?: DropReason
  readonly logo?: false
}

export interface DemoTournament {
  readonly row: NewTournamentRow
  readonly stages: ReadonlyArray<DemoStage>
  readonly teams: ReadonlyArray<DemoTeam>
}

const repeat = (state: TeamState, times: number): DemoTeam[] =>
  Array.from({ length: times }, () => ({ state }))

const SPONSORS = {
  kvant: { name: 'Kvant Hardware', logo_url: null, url: 'https://kvant-hardware.com.ua' },
  arena: { name: 'Dnipro Cyber Arena', logo_url: null, url: 'https://cyberarena.dp.ua' },
  hub: { name: 'Lviv Gaming Hub', logo_url: null, url: 'https://lvivgaminghub.com.ua' },
  mriia: { name: 'Mriia Energy', logo_url: null, url: 'https://mriia-energy.ua' },
  pixel: { name: 'Pixel Café Odesa', logo_url: null, url: 'https://pixelcafe.od.ua' },
} as const satisfies Record<string, Sponsor>

const COMMON_RULES_UK = [
  'Команди реєструються до закриття реєстрації; грати можуть лише команди, підтверджені модераторами в Discord.',
  'Кожен гравець має заповнений профіль, у команди є завантажений логотип.',
  'Check-in відкривається за 30 хвилин до першого матчу; команда без check-in отримує технічну поразку.',
  'Чити, скрипти, макроси, передача акаунтів і гостинг — дискваліфікація всієї команди.',
  'Суперечки — суддям у Discord зі скриншотами або демо протягом 15 хвилин після матчу.',
  'Призові виплачуються протягом 24 годин після завершення турніру.',
]
const COMMON_RULES_EN = [
  'Teams register before registration closes; only teams confirmed by moderators on Discord may play.',
  'Every player needs a complete profile; the team needs an uploaded logo.',
  'Check-in opens 30 minutes before the first match; a team missing check-in forfeits it.',
  'Cheats, scripts, macros, account sharing and ghosting mean disqualification of the team.',
  'Disputes go to the referees on Discord with screenshots or a demo within 15 minutes of a match.',
  'Prizes are paid within 24 hours after the tournament ends.',
]

/** Rules as Markdown: the game's own points, then the community's common ones. */
const rules = (uk: string[], en: string[]) => ({
  rulesUk: [
    '## Правила гри',
    ...uk.map((line) => `- ${line}`),
    '',
    '## Загальні правила',
    ...COMMON_RULES_UK.map((line) => `- ${line}`),
  ].join('\n'),
  rulesEn: [
    '## Game rules',
    ...en.map((line) => `- ${line}`),
    '',
    '## Common rules',
    ...COMMON_RULES_EN.map((line) => `- ${line}`),
  ].join('\n'),
})

const HOW_TO_PLAY = {
  uk: [
    'Увійдіть і заповніть профіль: нікнейм, ім’я, телефон, пристрій і Discord.',
    'Створіть команду або приєднайтеся до команди друзів за паролем.',
    'Завантажте логотип команди й додайте гравців до закриття реєстрації.',
    'Дочекайтеся підтвердження модератора в Discord і пройдіть check-in перед першим матчем.',
  ],
  en: [
    'Sign in and complete your profile: nickname, name, phone, device and Discord.',
    'Create a team, or join your friends’ team with its password.',
    'Upload the team logo and add your players before registration closes.',
    'Wait for a moderator to confirm you on Discord and check in before your first match.',
  ],
}

const stage = (
  number: number,
  kind: DemoStage['kind'],
  name: { uk: string; en: string },
  fields: Partial<DemoStage> = {},
): DemoStage => ({
  number,
  kind,
  nameUk: name.uk,
  nameEn: name.en,
  status: 'pending',
  bestOf: 1,
  ...fields,
})

export const demoTournaments = (now: Date): DemoTournament[] => [
  {
    // Registration open now.
    row: {
      slug: 'cs2-kyiv-cup',
      name: 'CS2 Kyiv Cup',
      game: 'Counter-Strike 2',
      format: '5v5',
      status: 'published',
      descriptionUk:
        'Кубок Counter-Strike 2 для команд з усієї України за системою double elimination: ' +
        'програш у верхній сітці ще не кінець. Bo1 на старті, Bo3 у плей-оф, гранд-фінал Bo5 у трансляції.',
      descriptionEn:
        'Double-elimination Counter-Strike 2 cup for teams from all over Ukraine: a loss in the upper ' +
        'bracket is not the end. Best-of-one at the start, best-of-three in the playoff, a best-of-five grand final on stream.',
      ...rules(
        ['Мап-пул Active Duty, MR12, овертайм MR3.', 'Вето карт у Discord за 10 хвилин до матчу.'],
        ['Map pool: Active Duty. MR12, overtime MR3.', 'Map veto on Discord 10 minutes before the match.'],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk:
        'Фонд складається з внесків команд і підтримки Kvant Hardware. Виплата на картку капітана.',
      potDetailsEn:
        'The fund is made of the teams’ entry fees and Kvant Hardware’s support. Paid to the captain’s card.',
      entry: 'paid',
      entryFeeCents: cents(10),
      prizeFundCents: cents(2000),
      currency: 'USD',
      potSources: [
        { kind: 'entry_fees', amountCents: cents(160) },
        { kind: 'sponsors', amountCents: cents(1500) },
        { kind: 'organiser', amountCents: cents(340) },
      ],
      sponsors: [SPONSORS.kvant, SPONSORS.mriia],
      slots: 16,
      teamPlayers: 5,
      teamSubstitutes: 2,
      registrationStart: day(now, -3, 9),
      registrationEnd: day(now, 4, 20),
      gamesStart: day(now, 6, 15),
      gamesEnd: day(now, 8, 21),
      prizes: prizes(1000, 600, 400),
    },
    stages: [
      stage(1, 'double_elimination', { uk: 'Плей-оф', en: 'Playoff' }, { bestOf: 3, grandFinal: 'double' }),
    ],
    // Half full: four confirmed teams, three waiting for a moderator (the last one still two players
    // short and without its logo), and one a moderator rejected.
    teams: [
      ...repeat('confirmed', 4),
      ...repeat('registered', 2),
      { state: 'registered', short: 2, logo: false },
      { state: 'dropped', reason: 'rejected' },
    ],
  },
  {
    // Registration closed, games start soon.
    row: {
      slug: 'dota-2-dnipro-league',
      name: 'Dota 2 Dnipro League',
      game: 'Dota 2',
      format: '5v5',
      status: 'published',
      descriptionUk:
        'Безкоштовна ліга Dota 2: швейцарська система на п’ять раундів, далі плей-оф на вісім команд. ' +
        'Режим Captains Mode у кожному матчі.',
      descriptionEn:
        'Free-entry Dota 2 league: a five-round Swiss stage, then an eight-team single-elimination playoff. ' +
        'Captains mode in every match.',
      ...rules(
        ['Captains Mode, актуальний патч.', 'Пауза — до 10 хвилин на команду за гру.'],
        ['Captains mode, latest patch.', 'Pauses: up to 10 minutes per team per game.'],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Увесь фонд дає Dnipro Cyber Arena; фіналісти грають LAN-фінал в арені.',
      potDetailsEn:
        'Dnipro Cyber Arena gives the whole fund; the finalists play the final on LAN at the arena.',
      entry: 'free',
      prizeFundCents: cents(1500),
      currency: 'USD',
      potSources: [{ kind: 'sponsors', amountCents: cents(1500) }],
      sponsors: [SPONSORS.arena],
      slots: 16,
      teamPlayers: 5,
      teamSubstitutes: 1,
      registrationStart: day(now, -10, 9),
      registrationEnd: day(now, -1, 20),
      gamesStart: day(now, 2, 15),
      gamesEnd: day(now, 5, 21),
      // A long check-in (65 hours, from the evening after the registration closed) so that it is open
      // at whatever hour the demo is seeded: the check-in screens have something to show.
      checkInOpensMinutes: 65 * 60,
      prizes: prizes(800, 450, 250),
    },
    stages: [
      stage(1, 'swiss', { uk: 'Швейцарська система', en: 'Swiss stage' }, { rounds: 5, advancing: 8 }),
      stage(2, 'single_elimination', { uk: 'Плей-оф', en: 'Playoff' }, { bestOf: 3 }),
    ],
    // Full, with a waiting list: six teams have checked in, eight confirmed ones not yet, two wait for
    // a moderator; of the two waiting teams the second checked in (it moves up if a place frees), and
    // one team was dropped at the registration close, two players short.
    teams: [
      ...repeat('checked_in', 6),
      ...repeat('confirmed', 8),
      ...repeat('registered', 2),
      { state: 'waitlisted' },
      { state: 'waitlisted', checkedIn: true },
      { state: 'dropped', reason: 'incomplete', short: 2 },
    ],
  },
  {
    // Games in progress: the group stage is being played (its results are seeded by `seedResults`).
    row: {
      slug: 'valorant-lviv-clash',
      name: 'Valorant Lviv Clash',
      game: 'Valorant',
      format: '5v5',
      status: 'published',
      descriptionUk:
        'Вікенд Valorant у Львові: дві групи по чотири команди грають коло, по дві найкращі виходять у плей-оф Bo3.',
      descriptionEn:
        'A Valorant weekend in Lviv: two groups of four play a round robin, the best two of each go on to a best-of-three playoff.',
      ...rules(
        ['Турнірний режим, змагальний мап-пул.', 'Тактичні таймаути дозволені.'],
        ['Tournament mode, competitive map pool.', 'Tactical timeouts allowed.'],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk:
        'Фонд від Lviv Gaming Hub і організатора; переможці груп отримують ще й ігрові години в хабі.',
      potDetailsEn:
        'Fund from Lviv Gaming Hub and the organiser; the group winners also get play hours at the hub.',
      entry: 'free',
      prizeFundCents: cents(1000),
      currency: 'USD',
      potSources: [
        { kind: 'sponsors', amountCents: cents(700) },
        { kind: 'organiser', amountCents: cents(300) },
      ],
      sponsors: [SPONSORS.hub],
      slots: 8,
      teamPlayers: 5,
      teamSubstitutes: 1,
      registrationStart: day(now, -14, 9),
      registrationEnd: day(now, -4, 20),
      gamesStart: day(now, -1, 15),
      gamesEnd: day(now, 2, 21),
      prizes: prizes(500, 300, 200),
    },
    stages: [
      stage(
        1,
        'round_robin',
        { uk: 'Груповий етап', en: 'Group stage' },
        { status: 'running', groups: 2, advancing: 4 },
      ),
      stage(2, 'single_elimination', { uk: 'Плей-оф', en: 'Playoff' }, { bestOf: 3 }),
    ],
    // Eight teams checked in; a ninth did not and was dropped at the check-in close.
    teams: [...repeat('checked_in', 8), { state: 'dropped', reason: 'no_check_in' }],
  },
  {
    // Upcoming: registration opens in a few days.
    row: {
      slug: 'pubg-mobile-kharkiv-showdown',
      name: 'PUBG Mobile Kharkiv Showdown',
      game: 'PUBG Mobile',
      format: 'Squads (4)',
      status: 'published',
      descriptionUk:
        'Три дні королівської битви сквадів: Erangel, Miramar і Sanhok, очки за місце й вбивства, ' +
        'найкращі сквади зустрічаються у фінальний день.',
      descriptionEn:
        'Three days of squad battle royale on Erangel, Miramar and Sanhok, points for placement and kills; ' +
        'the best squads meet on the final day.',
      ...rules(
        [
          'Лише мобільні пристрої; емулятори й планшети з тригерами заборонені.',
          'Очки — за таблицею PUBG Mobile Pro League.',
        ],
        [
          'Mobile devices only; emulators and tablets with triggers are not allowed.',
          'Points follow the PUBG Mobile Pro League table.',
        ],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Фонд організатора. Додатковий приз за найбільше вбивств за турнір — 2 000 грн.',
      potDetailsEn: 'The organiser’s fund. An extra prize of UAH 2,000 for the most kills of the tournament.',
      entry: 'free',
      prizeFundCents: cents(30000),
      currency: 'UAH',
      potSources: [{ kind: 'organiser', amountCents: cents(30000) }],
      sponsors: [],
      slots: 20,
      teamPlayers: 4,
      teamSubstitutes: 1,
      registrationStart: day(now, 5, 9),
      registrationEnd: day(now, 12, 20),
      gamesStart: day(now, 14, 15),
      gamesEnd: day(now, 16, 21),
      prizes: prizes(15000, 9000, 6000),
    },
    stages: [
      stage(
        1,
        'battle_royale',
        { uk: 'Три дні матчів', en: 'Three match days' },
        {
          bestOf: 12,
          settings: { grouping: 'day', points: 'pubgm_2023' },
        },
      ),
    ],
    teams: [],
  },
  {
    // Upcoming, further out.
    row: {
      slug: 'mlbb-odesa-open',
      name: 'MLBB Odesa Open',
      game: 'Mobile Legends: Bang Bang',
      format: '5v5',
      status: 'published',
      descriptionUk:
        'Відкритий турнір Mobile Legends для команд спільноти: драфт, double elimination і гранд-фінал Bo5 у Pixel Café.',
      descriptionEn:
        'Open Mobile Legends tournament for community teams: draft pick, double elimination and a best-of-five grand final at Pixel Café.',
      ...rules(['Draft pick, актуальний патч, без емуляторів.'], ['Draft pick, latest patch, no emulators.']),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Внески команд повністю йдуть у фонд, решту додає Pixel Café Odesa.',
      potDetailsEn: 'The entry fees go to the fund in full; Pixel Café Odesa adds the rest.',
      entry: 'paid',
      entryFeeCents: cents(5),
      prizeFundCents: cents(800),
      currency: 'USD',
      potSources: [
        { kind: 'entry_fees', amountCents: cents(80) },
        { kind: 'sponsors', amountCents: cents(720) },
      ],
      sponsors: [SPONSORS.pixel],
      slots: 16,
      teamPlayers: 5,
      teamSubstitutes: 1,
      registrationStart: day(now, 20, 9),
      registrationEnd: day(now, 30, 20),
      gamesStart: day(now, 33, 15),
      gamesEnd: day(now, 35, 21),
      prizes: prizes(400, 250, 150),
    },
    stages: [
      stage(1, 'double_elimination', { uk: 'Сітка', en: 'Bracket' }, { bestOf: 3, grandFinal: 'simple' }),
    ],
    teams: [],
  },
  {
    // Finished.
    row: {
      slug: 'ea-fc-ukraine-cup',
      name: 'EA FC Ukraine Cup',
      game: 'EA Sports FC',
      format: '1v1',
      status: 'published',
      descriptionUk:
        'Кубок EA Sports FC один на один на PlayStation 5: групи, потім плей-оф з півфіналами у два матчі.',
      descriptionEn:
        'One-on-one EA Sports FC cup on PlayStation 5: groups, then a single-elimination playoff with two-legged semifinals.',
      ...rules(
        ['Тайми по 6 хвилин, legacy defending вимкнено, будь-який ліцензований клуб.'],
        ['6-minute halves, legacy defending off, any licensed club.'],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Фонд організатора; виплачено переможцям протягом доби після фіналу.',
      potDetailsEn: 'The organiser’s fund; paid to the winners within a day of the final.',
      entry: 'free',
      prizeFundCents: cents(20000),
      currency: 'UAH',
      potSources: [{ kind: 'organiser', amountCents: cents(20000) }],
      sponsors: [SPONSORS.mriia],
      slots: 8,
      teamPlayers: 1,
      teamSubstitutes: 0,
      // An online cup without check-in.
      checkInOpensMinutes: null,
      registrationStart: day(now, -40, 9),
      registrationEnd: day(now, -30, 20),
      gamesStart: day(now, -28, 15),
      gamesEnd: day(now, -26, 21),
      prizes: prizes(10000, 6000, 4000),
    },
    stages: [
      stage(1, 'round_robin', { uk: 'Групи', en: 'Groups' }, { status: 'finished', groups: 2, advancing: 4 }),
      stage(2, 'single_elimination', { uk: 'Плей-оф', en: 'Playoff' }, { status: 'finished', bestOf: 2 }),
    ],
    teams: repeat('confirmed', 8),
  },
  {
    // Finished: the double-elimination bracket's results are seeded by `seedResults`.
    row: {
      slug: 'cs2-winter-showdown',
      name: 'CS2 Winter Showdown',
      game: 'Counter-Strike 2',
      format: '5v5',
      status: 'published',
      descriptionUk:
        'Зимове протистояння спільноти в Counter-Strike 2: вісім команд, верхня й нижня сітки, один чемпіон.',
      descriptionEn:
        'The community’s winter Counter-Strike 2 showdown: eight teams, upper and lower brackets, one champion.',
      ...rules(
        [
          'Мап-пул Active Duty, MR12, овертайм MR3.',
          'Гранд-фінал Bo3 з перевагою в одну карту для команди з верхньої сітки.',
        ],
        [
          'Map pool: Active Duty. MR12, overtime MR3.',
          'Best-of-three grand final, the upper-bracket team one map up.',
        ],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Фонд з внесків і від Kvant Hardware; MVP фіналу отримує монітор від спонсора.',
      potDetailsEn:
        'The fund from entry fees and Kvant Hardware; the final’s MVP gets a monitor from the sponsor.',
      entry: 'paid',
      entryFeeCents: cents(15),
      prizeFundCents: cents(3000),
      currency: 'USD',
      potSources: [
        { kind: 'entry_fees', amountCents: cents(120) },
        { kind: 'sponsors', amountCents: cents(2500) },
        { kind: 'organiser', amountCents: cents(380) },
      ],
      sponsors: [SPONSORS.kvant, SPONSORS.arena],
      slots: 8,
      teamPlayers: 5,
      teamSubstitutes: 1,
      registrationStart: day(now, -75, 9),
      registrationEnd: day(now, -65, 20),
      gamesStart: day(now, -62, 15),
      gamesEnd: day(now, -60, 21),
      prizes: prizes(1500, 900, 600),
    },
    stages: [
      stage(
        1,
        'double_elimination',
        { uk: 'Плей-оф', en: 'Playoff' },
        {
          status: 'finished',
          bestOf: 3,
          grandFinal: 'simple',
        },
      ),
    ],
    teams: repeat('confirmed', 8),
  },
  {
    // Finished: a battle-royale league over two weeks, its matches seeded by `seedResults`.
    row: {
      slug: 'pubg-mobile-spring-league',
      name: 'PUBG Mobile Spring League',
      game: 'PUBG Mobile',
      format: 'Squads (4)',
      status: 'published',
      descriptionUk:
        'Весняна ліга PUBG Mobile: два тижні, по шість матчів щотижня на Erangel, Miramar і Sanhok. ' +
        'Таблиця очок PUBG Mobile Pro League, загальний залік за два тижні.',
      descriptionEn:
        'The PUBG Mobile spring league: two weeks, six matches a week on Erangel, Miramar and Sanhok. ' +
        'PUBG Mobile Pro League points, one overall table over both weeks.',
      ...rules(
        [
          'Лише мобільні пристрої; емулятори заборонені.',
          'За рівності очок вирішують перемоги, очки за місця, вбивства й місце в останньому матчі.',
        ],
        [
          'Mobile devices only; no emulators.',
          'Ties are broken by wins, placement points, kills, then the placement in the last match.',
        ],
      ),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: 'Фонд від Mriia Energy та організатора, виплачено всім призерам.',
      potDetailsEn: 'The fund from Mriia Energy and the organiser, paid to every prize winner.',
      entry: 'free',
      prizeFundCents: cents(40000),
      currency: 'UAH',
      potSources: [
        { kind: 'sponsors', amountCents: cents(30000) },
        { kind: 'organiser', amountCents: cents(10000) },
      ],
      sponsors: [SPONSORS.mriia],
      slots: 16,
      teamPlayers: 4,
      teamSubstitutes: 1,
      registrationStart: day(now, -50, 9),
      registrationEnd: day(now, -40, 20),
      gamesStart: day(now, -35, 15),
      gamesEnd: day(now, -21, 21),
      prizes: prizes(20000, 12000, 8000),
    },
    stages: [
      stage(
        1,
        'battle_royale',
        { uk: 'Ліга', en: 'League' },
        {
          status: 'finished',
          bestOf: 12,
          settings: { grouping: 'week', points: 'pubgm_2020' },
        },
      ),
    ],
    teams: repeat('confirmed', 16),
  },
  {
    // Cancelled: listed with its notice (under all and finished), never played.
    row: {
      slug: 'valorant-odesa-night-cup',
      name: 'Valorant Odesa Night Cup',
      game: 'Valorant',
      format: '5v5',
      status: 'cancelled',
      cancellationReasonUk: 'Майданчик в Одесі недоступний у дні турніру. Внески повернено капітанам.',
      cancellationReasonEn:
        'The venue in Odesa is unavailable on the tournament days. Entry fees were refunded to the captains.',
      descriptionUk: 'Нічний кубок Valorant скасовано: майданчик недоступний. Внески повернено капітанам.',
      descriptionEn:
        'The Valorant night cup is cancelled: the venue is unavailable. Entry fees were refunded to the captains.',
      ...rules(['Турнірний режим, змагальний мап-пул.'], ['Tournament mode, competitive map pool.']),
      howToPlay: HOW_TO_PLAY,
      potDetailsUk: null,
      potDetailsEn: null,
      entry: 'paid',
      entryFeeCents: cents(5),
      prizeFundCents: cents(500),
      currency: 'USD',
      potSources: [
        { kind: 'entry_fees', amountCents: cents(40) },
        { kind: 'organiser', amountCents: cents(460) },
      ],
      sponsors: [],
      slots: 8,
      teamPlayers: 5,
      teamSubstitutes: 0,
      registrationStart: day(now, -6, 9),
      registrationEnd: day(now, 3, 20),
      gamesStart: day(now, 5, 18),
      gamesEnd: day(now, 6, 2),
      prizes: prizes(300, 200),
    },
    stages: [stage(1, 'single_elimination', { uk: 'Сітка', en: 'Bracket' })],
    teams: repeat('registered', 3),
  },
  {
    // A draft: never listed, never found, never in the sitemap.
    row: {
      slug: 'dota-2-kharkiv-masters',
      name: 'Dota 2 Kharkiv Masters',
      game: 'Dota 2',
      format: '5v5',
      status: 'draft',
      descriptionUk: 'Чернетка: дати й фонд ще узгоджуються.',
      descriptionEn: 'Draft: dates and fund still being agreed.',
      entry: 'free',
      prizeFundCents: 0,
      currency: 'UAH',
      slots: 16,
      registrationStart: day(now, 40, 9),
      registrationEnd: day(now, 50, 20),
      gamesStart: day(now, 52, 15),
      gamesEnd: day(now, 54, 21),
      prizes: [],
    },
    stages: [],
    teams: [],
  },
]

/** Community team names; a tournament takes the first ones it needs. */
export const DEMO_TEAM_NAMES = [
  'Kyiv Wolves',
  'Dnipro Dragons',
  'Lviv Lions',
  'Odesa Sharks',
  'Kharkiv Phoenix',
  'Poltava Storm',
  'Zaporizhzhia Steel',
  'Vinnytsia Vipers',
  'Chernihiv Knights',
  'Sumy Hornets',
  'Rivne Ravens',
  'Ternopil Titans',
  'Uzhhorod Hawks',
  'Mykolaiv Mariners',
  'Cherkasy Comets',
  'Frankivsk Eagles',
  'Lutsk Lynx',
  'Zhytomyr Rangers',
  'Kropyvnytskyi Kites',
] as const

const TAG_STARTS = ['frost', 'kozak', 'shadow', 'blitz', 'nova', 'raven', 'sokil', 'zenit', 'vortex', 'lynx']
const TAG_ENDS = ['ua', 'byte', 'shot', 'fox', 'core', 'wave', 'hunter', 'storm', 'spark', 'blade']

/** Gamer tags of the demo players (3 to 24 characters, as the users table requires): 100 of them. */
export const demoNicknames = (): string[] =>
  TAG_STARTS.flatMap((start) => TAG_ENDS.map((end) => `${start}_${end}`))
