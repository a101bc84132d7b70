// Details of API errors (JSON {detail, code}): used by the server only, never shipped to browsers.
export const api = {
  notFound: 'Не знайдено.',
  methodNotAllowed: 'Метод не підтримується.',
  badRequest: 'Некоректний запит.',
  uriTooLong: 'Адреса запиту задовга.',
  internal: 'Внутрішня помилка сервера.',
  payloadTooLarge: 'Тіло запиту завелике.',
  unsupportedMediaType: 'Тіло запиту має бути JSON (Content-Type: application/json).',
  multipartRequired: 'Тіло запиту має бути multipart/form-data із зображенням у частині «file».',
  tokenNotValid: 'Токен недійсний або прострочений',
  notAuthenticated: 'Облікові дані не надано.',
  noActiveAccount: 'Активного облікового запису з такими даними не знайдено',
  throttled: 'Зачекайте кілька хвилин',
  incorrectCode: 'Неправильний код',
  invalidToken: 'Токен недійсний або термін його дії минув. Спробуйте ще раз.',
  accountExists: 'Обліковий запис із цим номером уже існує. Увійдіть за паролем.',
  noPendingPhone: 'Немає нового номера, який треба підтвердити',
  // The events of a tournament's calendar file (`/tournaments/{id}.ics`).
  calendarRegistration: 'Реєстрація: {name}',
  calendarGames: '{name}: ігри',
  // The API's reference page (`/api/docs`); endpoint descriptions stay in English, like the OpenAPI document.
  docsTitle: 'Публічне API Vatra Esports',
  docsIntro:
    'Публічні ендпойнти REST API v1 лише для читання, згенеровані зі схем, якими сервер декодує дані. Документ OpenAPI 3.1:',
  docsParameters: 'Параметри',
  docsName: 'Назва',
  docsIn: 'Де',
  docsDescription: 'Опис',
  docsSchema: 'Схема',
  docsResponses: 'Відповіді',
  docsSchemas: 'Схеми',
}
