/**
 * The words of the 2026-07-28 checks (`server/discover` and the stateless rules), in English
 * and Russian, and the notes they leave; `texts.ts` merges them with the rest.
 */
import type { CheckId } from "./catalog.ts";

export type ModernCheckId =
  Extract<CheckId, `stateless.${string}`> | "lifecycle.discover" | "lifecycle.server-info";

type Words = Record<ModernCheckId, { title: string; fix: string }>;

const EN: Words = {
  "lifecycle.discover": {
    title: "server/discover",
    fix: "Implement server/discover: answer with a result holding supportedVersions (the versions you serve, this one among them) and capabilities.",
  },
  "lifecycle.server-info": {
    title: "The server names itself",
    fix: 'Put your name and version in the discover result\'s _meta, under "io.modelcontextprotocol/serverInfo": { "name": …, "version": … }.',
  },
  "stateless.meta-required": {
    title: "Requests without their _meta",
    fix: "Refuse a request whose params._meta is missing, or lacks io.modelcontextprotocol/protocolVersion or io.modelcontextprotocol/clientCapabilities, with the error -32602 (Invalid params).",
  },
  "stateless.meta-invalid-400": {
    title: "400 for an incomplete _meta",
    fix: "Over HTTP, answer a request refused for its _meta with the status 400 Bad Request.",
  },
  "stateless.client-info-optional": {
    title: "clientInfo is optional",
    fix: "Serve a request whose _meta has no io.modelcontextprotocol/clientInfo: clients SHOULD send it, servers MUST NOT require it.",
  },
  "stateless.unsupported-version-400": {
    title: "400 for an unsupported version",
    fix: "Over HTTP, answer a request for a version you do not serve with the status 400 Bad Request and UnsupportedProtocolVersionError (-32022).",
  },
  "stateless.header-mismatch": {
    title: "Headers that disagree with the body",
    fix: "When MCP-Protocol-Version (or Mcp-Method, Mcp-Name) says something other than the body, refuse the request with the status 400 Bad Request and the error -32020 (HeaderMismatch).",
  },
  "stateless.removed-methods": {
    title: "Methods 2026-07-28 removed",
    fix: "Answer initialize, ping, logging/setLevel, resources/subscribe and resources/unsubscribe sent as 2026-07-28 requests like any unknown method: the error -32601 and, over HTTP, the status 404 Not Found.",
  },
  "stateless.capabilities-match": {
    title: "Declared capabilities match what is served",
    fix: "Declare in server/discover exactly the features you serve: a list you answer needs its capability, and one you do not declare should be an unknown method (-32601).",
  },
  "stateless.subscription-ack": {
    title: "subscriptions/listen is acknowledged first",
    fix: "Open a subscriptions/listen answer with notifications/subscriptions/acknowledged, its params._meta carrying io.modelcontextprotocol/subscriptionId, before any other notification.",
  },
  "stateless.error-id": {
    title: "Errors carry the request's id",
    fix: "Give every error answer the id of the request it answers, also when you refuse the request for its _meta, its headers or its version.",
  },
};

const RU: Words = {
  "lifecycle.discover": {
    title: "server/discover",
    fix: "Реализуйте server/discover: отвечайте результатом с supportedVersions (поддерживаемые версии, включая эту) и capabilities.",
  },
  "lifecycle.server-info": {
    title: "Сервер называет себя",
    fix: 'Укажите имя и версию сервера в _meta результата discover: "io.modelcontextprotocol/serverInfo": { "name": …, "version": … }.',
  },
  "stateless.meta-required": {
    title: "Запросы без _meta",
    fix: "Отклоняйте запрос без params._meta или без io.modelcontextprotocol/protocolVersion или io.modelcontextprotocol/clientCapabilities в нём ошибкой -32602 (Invalid params).",
  },
  "stateless.meta-invalid-400": {
    title: "400 для неполного _meta",
    fix: "По HTTP отвечайте на запрос, отклонённый из-за _meta, кодом 400 Bad Request.",
  },
  "stateless.client-info-optional": {
    title: "clientInfo необязателен",
    fix: "Обслуживайте запрос без io.modelcontextprotocol/clientInfo в _meta: клиентам СЛЕДУЕТ его передавать, но серверы НЕ ДОЛЖНЫ его требовать.",
  },
  "stateless.unsupported-version-400": {
    title: "400 для неподдерживаемой версии",
    fix: "По HTTP отвечайте на запрос версии, которую сервер не поддерживает, кодом 400 Bad Request и ошибкой UnsupportedProtocolVersionError (-32022).",
  },
  "stateless.header-mismatch": {
    title: "Заголовки расходятся с телом",
    fix: "Если MCP-Protocol-Version (или Mcp-Method, Mcp-Name) говорит не то, что тело запроса, отклоняйте запрос кодом 400 Bad Request и ошибкой -32020 (HeaderMismatch).",
  },
  "stateless.removed-methods": {
    title: "Методы, удалённые в 2026-07-28",
    fix: "Отвечайте на initialize, ping, logging/setLevel, resources/subscribe и resources/unsubscribe в виде запросов 2026-07-28 как на неизвестный метод: ошибкой -32601 и, по HTTP, кодом 404 Not Found.",
  },
  "stateless.capabilities-match": {
    title: "Объявленные возможности совпадают с тем, что обслуживается",
    fix: "Объявляйте в server/discover ровно то, что сервер обслуживает: для списка, на который он отвечает, нужна его возможность, а необъявленный должен быть неизвестным методом (-32601).",
  },
  "stateless.subscription-ack": {
    title: "subscriptions/listen сначала подтверждается",
    fix: "Начинайте ответ на subscriptions/listen с notifications/subscriptions/acknowledged, в params._meta которого есть io.modelcontextprotocol/subscriptionId, раньше любых других уведомлений.",
  },
  "stateless.error-id": {
    title: "Ошибки несут id запроса",
    fix: "Давайте каждому ответу-ошибке id запроса, на который он отвечает, — и когда запрос отклонён из-за _meta, заголовков или версии.",
  },
};

export const MODERN_TEXTS = { en: EN, ru: RU };

/** What the 2026-07-28 checks say they saw, `{name}` filled from the note's values. */
export const MODERN_NOTES: Record<string, { en: string; ru: string }> = {
  "legacy-only": {
    en: "2026-07-28 has no initialize handshake, session, GET stream or ping: this check is for the versions before it.",
    ru: "В 2026-07-28 нет рукопожатия initialize, сессий, потока GET и ping: эта проверка — для версий до неё.",
  },
  "modern-only": {
    en: "A 2026-07-28 rule: this run spoke a version with the initialize handshake.",
    ru: "Правило 2026-07-28: эта проверка шла по версии с рукопожатием initialize.",
  },
  "no-discover": {
    en: "The server does not seem to serve 2026-07-28: run the card for a version it supports.",
    ru: "Похоже, сервер не поддерживает 2026-07-28: запустите проверку для версии, которую он поддерживает.",
  },
  "discover-shape": {
    en: "The server/discover result lacks supportedVersions or capabilities.",
    ru: "В результате server/discover нет supportedVersions или capabilities.",
  },
  "discover-version": {
    en: "The run asked for {asked}; the server supports only {supported}.",
    ru: "Запрошена {asked}; сервер поддерживает только {supported}.",
  },
  "discover-versions": {
    en: "Supported versions: {supported}.",
    ru: "Поддерживаемые версии: {supported}.",
  },
  "server-info": { en: "The server calls itself {name}.", ru: "Сервер называет себя {name}." },
  "server-info-body": {
    en: "serverInfo is in the result itself, not in its _meta as 2026-07-28 asks.",
    ru: "serverInfo лежит в самом результате, а не в его _meta, как требует 2026-07-28.",
  },
  "server-info-missing": {
    en: "The discover result's _meta has no io.modelcontextprotocol/serverInfo with name and version.",
    ru: "В _meta результата discover нет io.modelcontextprotocol/serverInfo с именем и версией.",
  },
  "unsupported-list": {
    en: "The error's data.supported ({supported}) is not a list of versions server/discover named.",
    ru: "data.supported ошибки ({supported}) — не список версий, названных server/discover.",
  },
  "unsupported-requested": {
    en: "The error's data.requested is {requested}, not the version asked for ({asked}).",
    ru: "data.requested ошибки — {requested}, а не запрошенная версия ({asked}).",
  },
  "unsupported-answer": {
    en: "UnsupportedProtocolVersionError, supported: {supported}.",
    ru: "UnsupportedProtocolVersionError, поддерживаются: {supported}.",
  },
  "status-not": {
    en: "HTTP status {status}, not {expected}.",
    ru: "HTTP-код {status}, а не {expected}.",
  },
  "probe-answer": { en: "{what}: the error {code}.", ru: "{what}: ошибка {code}." },
  "probe-wrong-code": {
    en: "{what}: the error {code}, not {expected}.",
    ru: "{what}: ошибка {code}, а не {expected}.",
  },
  "probe-status": { en: "{what}: HTTP status {status}.", ru: "{what}: HTTP-код {status}." },
  "probe-wrong-status": {
    en: "{what}: HTTP status {status}, not {expected}.",
    ru: "{what}: HTTP-код {status}, а не {expected}.",
  },
  "header-mismatch-answer": {
    en: "MCP-Protocol-Version disagreed with _meta; the answer: HTTP status {status}, error {code} (not 400 and -32020).",
    ru: "MCP-Protocol-Version расходился с _meta; ответ: HTTP-код {status}, ошибка {code} (а не 400 и -32020).",
  },
  "declared-served": {
    en: "{method}: declared and served.",
    ru: "{method}: объявлен и обслуживается.",
  },
  "declared-not-served": {
    en: "{method}: declared, but its list was not served right (see its check).",
    ru: "{method}: объявлен, но список выдан неверно (см. его проверку).",
  },
  "undeclared-refused": {
    en: "{method}: not declared, and refused as an unknown method.",
    ru: "{method}: не объявлен и отклонён как неизвестный метод.",
  },
  "undeclared-served": {
    en: "{method} is served, but server/discover does not declare {capability}.",
    ru: "{method} обслуживается, но server/discover не объявляет {capability}.",
  },
  "nothing-to-listen": {
    en: "The server declares no list changes or resource subscriptions to listen to.",
    ru: "Сервер не объявляет ни изменений списков, ни подписок на ресурсы.",
  },
  ack: {
    en: "Acknowledged first: {notifications}.",
    ru: "Первым пришло подтверждение: {notifications}.",
  },
  "ack-untagged": {
    en: "The acknowledgement has no io.modelcontextprotocol/subscriptionId in its params._meta.",
    ru: "В params._meta подтверждения нет io.modelcontextprotocol/subscriptionId.",
  },
  "ack-not-first": {
    en: "The stream opened with {method}, not notifications/subscriptions/acknowledged.",
    ru: "Поток начался с {method}, а не с notifications/subscriptions/acknowledged.",
  },
  "no-error-answers": {
    en: "No error answer came back to judge.",
    ru: "Не пришло ни одного ответа-ошибки для проверки.",
  },
  "error-ids": {
    en: "{count} error answers, each with its request's id.",
    ru: "Ответов-ошибок: {count}, у каждого id своего запроса.",
  },
  "error-id-wrong": {
    en: "{count} error answers lack their request's id.",
    ru: "Ответов-ошибок без id своего запроса: {count}.",
  },
};
