// Details of API errors (JSON {detail, code}): used by the server only, never shipped to browsers.
export const api = {
  notFound: 'Не знайдено.',
  methodNotAllowed: 'Метод не підтримується.',
  badRequest: 'Некоректний запит.',
  uriTooLong: 'Адреса запиту задовга.',
  internal: 'Внутрішня помилка сервера.',
}
