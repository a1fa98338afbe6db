/**
 * Russian for the error codes the checker explains (`hint.error-code*`), keyed by the English
 * name the core passes in `args.name` (the names of the JSON-RPC and MCP specifications, which
 * stay visible in quotes since that is what logs and SDKs print).
 */
export interface ErrorCodeRu {
  /** A Russian gloss of the name. */
  gloss: string;
  meaning: string;
}

export const ERROR_CODES_RU: Readonly<Record<string, ErrorCodeRu>> = {
  "Parse error": {
    gloss: "ошибка разбора",
    meaning: "получатель не смог разобрать присланный текст как JSON.",
  },
  "Invalid request": {
    gloss: "некорректный запрос",
    meaning: "сообщение было JSON, но не корректным объектом запроса JSON-RPC.",
  },
  "Method not found": {
    gloss: "метод не найден",
    meaning:
      "получатель не предоставляет этот метод, или метод относится к возможности (capability), о которой стороны не договорились.",
  },
  "Invalid params": {
    gloss: "неверные параметры",
    meaning:
      "метод существует, но его params неверны; MCP также использует этот код для неизвестного инструмента или промпта и для неверного курсора.",
  },
  "Internal error": {
    gloss: "внутренняя ошибка",
    meaning: "получатель дал сбой, обрабатывая корректный запрос.",
  },
  "Resource not found": {
    gloss: "ресурс не найден",
    meaning: "код MCP для resources/read с URI, которого у сервера нет.",
  },
  "URL elicitation required": {
    gloss: "требуется действие пользователя по ссылке",
    meaning:
      "серверу нужно, чтобы пользователь сначала прошёл запросы по ссылкам из `error.data.elicitations`; после этого повторите запрос.",
  },
  "Header mismatch": {
    gloss: "заголовки не совпадают",
    meaning:
      "HTTP-заголовки запроса расходятся с его телом или обязательных заголовков не хватает.",
  },
  "Missing required client capability": {
    gloss: "нет нужной возможности клиента",
    meaning:
      "запросу нужна возможность клиента, которую его `clientCapabilities` не объявили; какая именно — указано в `error.data.requiredCapabilities`.",
  },
  "Unsupported protocol version": {
    gloss: "версия протокола не поддерживается",
    meaning:
      "сервер не поддерживает версию протокола этого запроса; `error.data.supported` перечисляет версии, с которыми можно повторить запрос.",
  },
  "Server error": {
    gloss: "ошибка сервера",
    meaning:
      "коды от -32099 до -32000 оставлены на усмотрение реализаций; что пошло не так, должны объяснить message и data ошибки.",
  },
};
