/**
 * Ukraine's regions at the level air-raid alerts are announced for: the 24 oblasts, the Autonomous
 * Republic of Crimea and the two cities with special status, Kyiv and Sevastopol. The same 27 regions
 * alerts.in.ua reports on (its `location_type: "oblast"` and the two cities); their names there are
 * the official Ukrainian ones, in our locales as `oblasts.{id}`. The ids are ours and stable (stored
 * in `users.oblast`); the provider's numbering stays in its adapter.
 *
 * Plain data without effect: the profile page renders the list before any schema loads.
 */
export const OBLAST_IDS = [
  'crimea',
  'vinnytsia',
  'volyn',
  'dnipropetrovsk',
  'donetsk',
  'zhytomyr',
  'zakarpattia',
  'zaporizhzhia',
  'ivano-frankivsk',
  'kyiv-oblast',
  'kirovohrad',
  'luhansk',
  'lviv',
  'mykolaiv',
  'odesa',
  'poltava',
  'rivne',
  'sumy',
  'ternopil',
  'kharkiv',
  'kherson',
  'khmelnytskyi',
  'cherkasy',
  'chernivtsi',
  'chernihiv',
  'kyiv-city',
  'sevastopol',
] as const
export type OblastId = (typeof OBLAST_IDS)[number]

export const isOblastId = (value: unknown): value is OblastId =>
  typeof value === 'string' && (OBLAST_IDS as ReadonlyArray<string>).includes(value)
