/**
 * Russian for the one-line docs the checker quotes when a required key is missing
 * (`mcp.required`'s `doc`): the first sentence of the schema's description, as the core cuts it.
 * Keyed by that exact English text; a test walks every version's schema so none is missed.
 */
export const DOCS_RU: Readonly<Record<string, string>> = {
  "the kind of error, a JSON-RPC or MCP error code": "вид ошибки, код ошибки JSON-RPC или MCP",
  "A short human-readable description": "короткое описание для человека",
  "the program's identifier": "идентификатор программы",
  "the newest protocol version the client supports":
    "самая новая версия протокола, которую поддерживает клиент",
  "the protocol version the session will use":
    "версия протокола, которую будет использовать сессия",
  "the least severe level the client wants to receive":
    "наименее важный уровень, который клиент хочет получать",
  "the id of the request being cancelled": "id отменяемого запроса",
  "the token the request's _meta gave": "токен, указанный в _meta запроса",
  "progress so far; it grows with each notification":
    "достигнутый прогресс; растёт с каждым уведомлением",
  "the logged value: a string or any JSON value":
    "записываемое в журнал значение: строка или любое JSON-значение",
  "the text itself": "сам текст",
  "the image, base64-encoded": "изображение в кодировке base64",
  "the image format, e.g": 'формат изображения, например "image/png"',
  "the resource's contents, as text or as base64 data":
    "содержимое ресурса: текст или данные в base64",
  "the URI of the resource these contents come from":
    "URI ресурса, которому принадлежит это содержимое",
  "the contents as text": "содержимое в виде текста",
  "the contents as base64-encoded binary data": "содержимое в виде двоичных данных в base64",
  "the tool's identifier, used in tools/call":
    "идентификатор инструмента, используемый в tools/call",
  "JSON Schema of the arguments the tool accepts":
    "JSON Schema аргументов, которые принимает инструмент",
  "name of the tool to call": "имя вызываемого инструмента",
  "what the tool returned, as content blocks":
    "то, что вернул инструмент, в виде блоков содержимого",
  "where the resource lives": "где находится ресурс",
  "the resource's identifier, or a name to display when it has no title":
    "идентификатор ресурса или отображаемое имя, если у ресурса нет title",
  "an RFC 6570 URI template that builds resource URIs":
    "шаблон URI по RFC 6570, из которого строятся URI ресурсов",
  "the template's identifier, or a name to display": "идентификатор шаблона или отображаемое имя",
  "the URI of the resource": "URI ресурса",
  "the URI of the resource that changed": "URI изменившегося ресурса",
  "the prompt's identifier, used in prompts/get":
    "идентификатор промпта, используемый в prompts/get",
  "the argument's identifier": "идентификатор аргумента",
  "who speaks this message: the user or the assistant":
    "кто произносит это сообщение: user или assistant",
  "the name of the prompt": "имя промпта",
  "the URI or URI template of the resource": "URI или шаблон URI ресурса",
  "name of the prompt to get": "имя запрашиваемого промпта",
  "the argument being completed": "аргумент, для которого подбирается дополнение",
  "the argument's name": "имя аргумента",
  "what the user has typed so far": "то, что пользователь уже успел ввести",
  "the conversation to continue": "диалог, который нужно продолжить",
  "upper bound on the tokens to generate": "верхняя граница числа генерируемых токенов",
  "name of the model that produced the message": "имя модели, создавшей сообщение",
  "where the root is; a file:// URI in practice":
    "где находится корень; на практике URI вида file://",
  "the roots": "корни",
  "the audio, base64-encoded": "аудио в кодировке base64",
  "the audio format, e.g": 'формат аудио, например "audio/wav"',
  "the identifier used in code and messages": "идентификатор, используемый в коде и сообщениях",
  "the allowed values": "допустимые значения",
  "what the user is asked, in plain words": "о чём спрашивают пользователя, простыми словами",
  "what the user did with the request": "что пользователь сделал с запросом",
  "where to get the icon: an http(s) or data: URI":
    "откуда взять значок: URI вида http(s) или data:",
  "identifies this call; the matching tool_result quotes it":
    "идентифицирует этот вызов; соответствующий tool_result ссылается на него",
  "name of the tool the model calls": "имя инструмента, который вызывает модель",
  "arguments the model passes to the tool": "аргументы, которые модель передаёт инструменту",
  "the id of the tool_use block this answers": "id блока tool_use, на который это ответ",
  "the allowed values with their labels": "допустимые значения с подписями",
  "the value sent back": "значение, которое отправляется обратно",
  "why the user should open the URL": "зачем пользователю открывать этот URL",
  "names this elicitation in its completion notification":
    "имя этого запроса к пользователю в уведомлении о его завершении",
  "the page the user should visit": "страница, которую пользователю нужно открыть",
  "the URL elicitations to complete before retrying":
    "URL-запросы к пользователю, которые нужно пройти перед повтором",
  "chosen by the receiver when it created the task": "выбирается получателем при создании задачи",
  "ISO 8601 time the task was created": "время создания задачи в формате ISO 8601",
  "ISO 8601 time the task last changed": "время последнего изменения задачи в формате ISO 8601",
  "milliseconds the task is kept after creation; null for no limit":
    "сколько миллисекунд задача хранится после создания; null — без ограничения",
  "the elicitation that completed": "завершившийся запрос к пользователю",
  "the task to act on": "задача, над которой выполняется действие",
  "the protocol version this request speaks": "версия протокола, на которой составлен этот запрос",
  "what the client supports, sent with every request":
    "что поддерживает клиент; отправляется с каждым запросом",
  "who may reuse the cached reply: anyone, or only this user":
    "кто может повторно использовать закэшированный ответ: кто угодно или только этот пользователь",
  "how long, in milliseconds, the reply may be cached":
    "сколько миллисекунд ответ можно хранить в кэше",
  "every protocol version the server speaks": "все версии протокола, которые поддерживает сервер",
  "the protocol version the request asked for": "версия протокола, указанная в запросе",
  "the protocol versions the server speaks": "версии протокола, которые поддерживает сервер",
  "the client capabilities the request needs": "возможности клиента, нужные запросу",
  "the notifications the client wants to receive": "уведомления, которые клиент хочет получать",
  "identifies this subscription in the notifications it carries":
    "идентифицирует эту подписку в уведомлениях, которые по ней приходят",
  'how to read the result: "complete" here': 'как читать результат: здесь "complete"',
  "the notifications the server will actually send":
    "уведомления, которые сервер действительно будет отправлять",
};
