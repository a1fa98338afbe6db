/**
 * Russian titles and descriptions of the templates. The protocol core writes them in English
 * (its method docs); the library shows these in a Russian UI, English where one is missing.
 * Kept apart from the catalogs (`areas/templates.ts` has the library's UI strings) so they load
 * with the template library, not with every page.
 */

/** Titles by template id (`<kind>:<method>`, variants with `#suffix`). */
export const RU_TITLES: Readonly<Record<string, string>> = {
  "request:initialize": "Открыть сессию",
  "notification:notifications/initialized": "Рукопожатие завершено",
  "request:ping": "Пинг",
  "notification:notifications/cancelled": "Отменить запрос",
  "notification:notifications/progress": "Сообщить о ходе работы",
  "request:logging/setLevel": "Задать уровень журнала",
  "notification:notifications/message": "Запись журнала",
  "request:server/discover": "Узнать о сервере",
  "request:tools/list": "Список инструментов",
  "request:tools/call": "Вызвать инструмент",
  "request:tools/call#retry": "Повторить вызов с ответами",
  "notification:notifications/tools/list_changed": "Инструменты изменились",
  "request:resources/list": "Список ресурсов",
  "request:resources/templates/list": "Список шаблонов ресурсов",
  "request:resources/read": "Прочитать ресурс",
  "request:resources/subscribe": "Следить за ресурсом",
  "request:resources/unsubscribe": "Перестать следить за ресурсом",
  "request:subscriptions/listen": "Слушать изменения",
  "notification:notifications/resources/list_changed": "Ресурсы изменились",
  "notification:notifications/resources/updated": "Ресурс обновлён",
  "notification:notifications/subscriptions/acknowledged": "Подписка подтверждена",
  "request:prompts/list": "Список промптов",
  "request:prompts/get": "Получить промпт",
  "request:completion/complete": "Дополнить аргумент",
  "notification:notifications/prompts/list_changed": "Промпты изменились",
  "request:sampling/createMessage": "Спросить модель клиента",
  "request:elicitation/create": "Спросить пользователя",
  "notification:notifications/elicitation/complete": "Пользователь заполнил веб-форму",
  "request:roots/list": "Корни клиента",
  "notification:notifications/roots/list_changed": "Корни изменились",
  "request:tasks/get": "Опросить задачу",
  "request:tasks/result": "Получить результат задачи",
  "request:tasks/list": "Список задач",
  "request:tasks/cancel": "Отменить задачу",
  "notification:notifications/tasks/status": "Статус задачи изменился",
  "reply:initialize": "Принять сессию",
  "reply:ping": "Ответить на пинг",
  "reply:logging/setLevel": "Уровень журнала задан",
  "reply:server/discover": "Описание сервера",
  "reply:tools/list": "Список инструментов сервера",
  "reply:tools/call": "Результат инструмента",
  "reply:tools/call#input-required": "Сначала запросить данные",
  "reply:resources/list": "Список ресурсов сервера",
  "reply:resources/templates/list": "Список шаблонов ресурсов сервера",
  "reply:resources/read": "Содержимое ресурса",
  "reply:resources/subscribe": "Подписка оформлена",
  "reply:resources/unsubscribe": "Подписка снята",
  "reply:subscriptions/listen": "Прослушивание завершено",
  "reply:prompts/list": "Список промптов сервера",
  "reply:prompts/get": "Заполненный промпт",
  "reply:completion/complete": "Варианты дополнения",
  "reply:sampling/createMessage": "Сообщение модели",
  "reply:elicitation/create": "Ответ пользователя",
  "reply:roots/list": "Корни клиента (ответ)",
  "reply:tasks/get": "Состояние задачи",
  "reply:tasks/result": "Результат задачи",
  "reply:tasks/list": "Список задач (ответ)",
  "reply:tasks/cancel": "Задача отменена",
};

/** Descriptions of requests and notifications by method; of variants by template id. */
export const RU_DESCRIPTIONS: Readonly<Record<string, string>> = {
  initialize:
    "Открывает сессию: клиент предлагает версию протокола, и обе стороны сообщают, что умеют.",
  "notifications/initialized":
    "Сообщает серверу, что клиент завершил рукопожатие и можно начинать обычный обмен.",
  ping: "Проверяет, что другая сторона на связи; она отвечает пустым результатом.",
  "notifications/cancelled": "Сообщает, что запрос отменён и ответ на него больше не нужен.",
  "notifications/progress":
    "Сообщает, как далеко продвинулся долгий запрос, по токену, который выбрал его отправитель.",
  "logging/setLevel": "Задаёт наименьший уровень записей журнала, которые должен присылать сервер.",
  "notifications/message": "Передаёт клиенту одну запись журнала сервера.",
  "server/discover":
    "Спрашивает сервер, какие версии протокола и возможности он поддерживает, не открывая сессию.",
  "tools/list": "Спрашивает сервер, какие инструменты он предлагает, страница за страницей.",
  "tools/call": "Запускает инструмент сервера с заданными аргументами.",
  "notifications/tools/list_changed":
    "Сообщает клиенту, что список инструментов сервера изменился.",
  "resources/list": "Спрашивает сервер, какие ресурсы он предлагает, страница за страницей.",
  "resources/templates/list": "Запрашивает шаблоны URI, описывающие семейства ресурсов сервера.",
  "resources/read": "Получает содержимое одного ресурса по его URI.",
  "resources/subscribe": "Просит сообщать о каждом изменении одного ресурса.",
  "resources/unsubscribe": "Прекращает уведомления, заказанные через resources/subscribe.",
  "subscriptions/listen":
    "Открывает долгий поток, в котором сервер присылает выбранные уведомления об изменениях.",
  "notifications/resources/list_changed":
    "Сообщает клиенту, что список ресурсов сервера изменился.",
  "notifications/resources/updated":
    "Сообщает клиенту, что ресурс, за которым он следит, изменился и его можно перечитать.",
  "notifications/subscriptions/acknowledged":
    "Подтверждает поток subscriptions/listen и называет уведомления, которые в нём будут.",
  "prompts/list": "Спрашивает сервер, какие шаблоны промптов он предлагает, страница за страницей.",
  "prompts/get": "Получает шаблон промпта, заполненный заданными аргументами, в виде сообщений.",
  "completion/complete":
    "Запрашивает варианты значения для набираемого аргумента промпта или шаблона ресурса.",
  "notifications/prompts/list_changed": "Сообщает клиенту, что список промптов сервера изменился.",
  "sampling/createMessage":
    "Просит клиента, чтобы его языковая модель написала следующее сообщение диалога.",
  "elicitation/create":
    "Просит клиента получить данные от пользователя — через форму или веб-страницу.",
  "notifications/elicitation/complete":
    "Сообщает клиенту, что пользователь завершил запрос данных по ссылке.",
  "roots/list": "Спрашивает клиента, с какими каталогами и файлами может работать сервер.",
  "notifications/roots/list_changed": "Сообщает серверу, что список корней клиента изменился.",
  "tasks/get": "Опрашивает текущее состояние задачи.",
  "tasks/result": "Получает результат задачи, дожидаясь её завершения, если нужно.",
  "tasks/list": "Перечисляет задачи, которые другая сторона выполняет для запрашивающего.",
  "tasks/cancel": "Просит другую сторону остановить задачу.",
  "notifications/tasks/status": "Сообщает запрашивающему, что статус задачи изменился.",
  "reply:tools/call#input-required":
    "Вместо результата сервер перечисляет, что ему нужно (здесь — бюджет пользователя); клиент повторяет вызов с ответами.",
  "request:tools/call#retry":
    "Повторяет вызов инструмента после ответа «нужны данные», с ответами под именами, которые дал сервер.",
};
