/** The authorization lane's findings in Russian (src/protocol/auth/messages.ts has the English). */
import type { FindingArgs, RuTexts } from "./types.ts";

const s = (a: FindingArgs, name: string): string => String(a[name] ?? "");

export const AUTH_RU: RuTexts = {
  "auth.cors-blocked": (a) =>
    s(a, "header")
      ? `Браузер заблокировал запрос к ${s(a, "url")}: в ответе нет ${s(a, "header")} для этой страницы. Владельцу сервера нужно его добавить (протокол CORS стандарта Fetch); при npm run dev этот запрос может пройти через прокси разработки.`
      : `Браузер заблокировал запрос к ${s(a, "url")} (CORS), и проверки не смогли понять, какого заголовка не хватает. Владельцу сервера нужно разрешить источник этой страницы; при npm run dev этот запрос может пройти через прокси разработки.`,
  "auth.unreachable": (a) => `Не удалось связаться с ${s(a, "url")}: никто не ответил.`,
  "auth.challenge-hidden": (a) =>
    `В ответе ${s(a, "status")} нет заголовка WWW-Authenticate, который страница может прочитать: сервер его не отправляет или не указывает в Access-Control-Expose-Headers. Клиент переходит к стандартным адресам метаданных (RFC 9728 §5.1, MCP ${s(a, "version")}, раздел Protected Resource Metadata Discovery).`,
  "auth.challenge-no-metadata": (a) =>
    `В WWW-Authenticate нет resource_metadata: ${s(a, "version") === "2025-06-18" ? "по MCP 2025-06-18 сервер ОБЯЗАН его указывать (раздел Authorization Server Location)" : "клиент переходит к стандартным адресам (RFC 9728 §5.1, MCP, раздел Protected Resource Metadata Discovery)"}.`,
  "auth.challenge-no-bearer": () =>
    "В WWW-Authenticate нет вызова Bearer (RFC 6750 §3): клиент не знает, как авторизоваться.",
  "auth.challenge-insufficient-scope": (a) =>
    `Серверу нужно больше прав (insufficient_scope: ${s(a, "scope") || "не названы"}): повторная авторизация запрашивает их вместе с уже выданными (MCP, раздел Scope Challenge Handling; RFC 6750 §3.1).`,
  "auth.prm-not-found": (a) =>
    `Здесь нет метаданных защищённого ресурса (HTTP ${s(a, "status")}): пробуем следующий адрес в порядке спецификации (RFC 9728 §3.1, MCP ${s(a, "version")}, раздел Protected Resource Metadata Discovery).`,
  "auth.prm-no-authorization-servers": () =>
    "В метаданных защищённого ресурса нет authorization_servers: по MCP там ОБЯЗАН быть хотя бы один сервер (раздел Authorization Server Location, RFC 9728 §2).",
  "auth.prm-resource-mismatch": (a) =>
    `Ресурс в метаданных (${s(a, "declared")}) — не этот сервер (${s(a, "resource")}): по RFC 9728 §3.3 клиент НЕ ДОЛЖЕН их использовать.`,
  "auth.as-not-found": (a) =>
    `Здесь нет метаданных сервера авторизации (HTTP ${s(a, "status")}): пробуем следующий адрес в порядке спецификации (RFC 8414 §3.1, MCP ${s(a, "version")}, раздел Authorization Server Metadata Discovery).`,
  "auth.as-issuer-mismatch": (a) =>
    `issuer в метаданных (${s(a, "declared")}) не совпадает с тем, из которого построен адрес (${s(a, "expected")}): по RFC 8414 §3.3 они ОБЯЗАНЫ совпадать, и клиент не должен использовать такие метаданные.`,
  "auth.as-no-pkce": (a) =>
    `В метаданных нет code_challenge_methods_supported: по MCP ${s(a, "version")} клиент ОБЯЗАН отказаться продолжать без объявленной поддержки PKCE (раздел Authorization Code Protection).`,
  "auth.as-no-s256": (a) =>
    `Сервер не указывает S256 в code_challenge_methods_supported (${s(a, "methods")}): MCP требует S256 (OAuth 2.1 §4.1.1).`,
  "auth.as-missing-endpoint": (a) => `В метаданных нет ${s(a, "field")} (RFC 8414 §2).`,
  "auth.as-endpoint-insecure": (a) =>
    `${s(a, "field")} в метаданных (${s(a, "url")}) не https: по MCP все адреса сервера авторизации ОБЯЗАНЫ работать по HTTPS (раздел Communication Security); обычный http — только для loopback. Клиент от него отказывается.`,
  "auth.register-status": (a) =>
    `Регистрация ответила HTTP ${s(a, "status")}: по RFC 7591 §3.2.1 на регистрацию отвечают 201 Created.`,
  "auth.register-no-client-id": () => "В ответе на регистрацию нет client_id (RFC 7591 §3.2.1).",
  "auth.register-failed": (a) =>
    `В регистрации отказано (HTTP ${s(a, "status")}${s(a, "error") ? `, ${s(a, "error")}` : ""}, RFC 7591 §3.2.2).`,
  "auth.register-no-application-type": () =>
    "В запросе на регистрацию нет application_type: по MCP 2026-07-28 клиент ОБЯЗАН его указать (раздел Client Registration).",
  "auth.authorize-missing": (a) => `В запросе авторизации нет ${s(a, "param")} (${s(a, "rule")}).`,
  "auth.callback-error": (a) =>
    `Сервер авторизации ответил error=${s(a, "error")}${s(a, "description") ? ` (${s(a, "description")})` : ""} (RFC 6749 §4.1.2.1).`,
  "auth.callback-state-mismatch": () =>
    "Вернувшийся state не совпадает с отправленным: ответ отброшен (MCP, раздел Open Redirection; RFC 6749 §10.12).",
  "auth.callback-iss-mismatch": (a) =>
    `Вернувшийся iss (${s(a, "iss")}) не совпадает с записанным issuer (${s(a, "expected")}): ответ отклонён вместе с ошибкой, если она есть (RFC 9207 §2.4).`,
  "auth.callback-iss-missing": (a) =>
    `Сервер объявляет authorization_response_iss_parameter_supported, но iss не вернулся: ответ отклонён (RFC 9207 §2.4, ожидался ${s(a, "expected")}).`,
  "auth.token-missing": (a) => `В запросе токена нет ${s(a, "param")} (${s(a, "rule")}).`,
  "auth.token-error": (a) =>
    `Конечная точка токенов отказала (HTTP ${s(a, "status")}${s(a, "error") ? `, ${s(a, "error")}` : ""}, RFC 6749 §5.2).`,
  "auth.token-no-access-token": () => "В ответе с токеном нет access_token (RFC 6749 §5.1).",
  "auth.token-no-token-type": () =>
    "В ответе с токеном нет token_type: по RFC 6749 §5.1 это поле ОБЯЗАТЕЛЬНО.",
  "auth.token-not-bearer": (a) =>
    `Тип токена — ${s(a, "type")}, а не Bearer: MCP отправляет токены как Authorization: Bearer (OAuth 2.1 §5.1.1).`,
  "auth.refresh-rotated": () =>
    "Новый refresh-токен заменил старый (ротация, OAuth 2.1 §4.3.1): старый забыт.",
  "auth.refresh-not-rotated": () =>
    "Публичный клиент не получил новый refresh-токен: по MCP сервер авторизации ОБЯЗАН их менять (OAuth 2.1 §4.3.1).",
};
