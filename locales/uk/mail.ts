/**
 * Texts of the messages the server sends to people: the account e-mails and the SMS code. Used by the
 * server only (`server/mail`, `server/sms`), never shipped to browsers. `{name}` marks a parameter.
 */
export const mail = {
  brand: 'Vatra Esports',
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
  sms: {
    code: 'Ваш код Vatra Esports: {code}. Дійсний 10 хвилин.',
  },
}
