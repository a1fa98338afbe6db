/**
 * The card's words about authorization: a server that wants a token the run did not have, and
 * a token the server refused. The page points to its Authorization panel, the command line to
 * `--header`.
 */
export const AUTH_NOTES: Record<string, { en: string; ru: string }> = {
  "needs-authorization": {
    en: "The server needs authorization: it answered HTTP {status} to a request without a token. Press Authorize in the Authorization panel, then Check this server again: the run then sends the token.",
    ru: "Серверу нужна авторизация: на запрос без токена он ответил HTTP {status}. Нажмите «Авторизоваться» в панели «Авторизация», затем снова «Проверить сервер»: проверка отправит токен.",
  },
  "needs-authorization-cli": {
    en: "The server needs authorization: it answered HTTP {status} to a request without a token. Give one: --header 'Authorization: Bearer <token>'.",
    ru: "Серверу нужна авторизация: на запрос без токена он ответил HTTP {status}. Передайте токен: --header 'Authorization: Bearer <токен>'.",
  },
  "token-refused": {
    en: "The server refused the token the run sent (HTTP {status}), and no fresh one could be had: it has expired or been revoked, or lacks a scope. Authorize again in the Authorization panel (or fix the Authorization header you gave), then Check this server again.",
    ru: "Сервер отклонил токен, отправленный проверкой (HTTP {status}), а нового получить не удалось: токен истёк, отозван или ему не хватает прав (scope). Авторизуйтесь снова в панели «Авторизация» (или исправьте заданный заголовок Authorization) и снова нажмите «Проверить сервер».",
  },
  "token-refused-cli": {
    en: "The server refused the token given (HTTP {status}): it has expired or been revoked, or lacks a scope. Give a valid one with --header 'Authorization: Bearer <token>'.",
    ru: "Сервер отклонил переданный токен (HTTP {status}): токен истёк, отозван или ему не хватает прав (scope). Передайте действующий: --header 'Authorization: Bearer <токен>'.",
  },
};
