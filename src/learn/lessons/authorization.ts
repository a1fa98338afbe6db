/**
 * Authorization as a sequence: the 401 and where it points, the discovery that follows, and
 * the token request with its two easily forgotten fields. The HTTP steps are not JSON-RPC, so
 * each exercise writes one of them as a small JSON object (`method`, `url`, or the form
 * fields of the token request) that the checks read by pointer.
 */
import type { Lesson } from "../types.ts";
import { equals, json, matches } from "./shared/messages.ts";

const PRM = "https://mcp.example.com/.well-known/oauth-protected-resource/mcp";
const AS_METADATA = "https://auth.example.com/.well-known/oauth-authorization-server/tenant1";
const RESOURCE = "https://mcp.example.com/mcp";
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

const TOKEN_START = {
  grant_type: "authorization_code",
  code: "SplxlOBeZQQYbYS6WxSbIA",
  redirect_uri: "https://playground.example.com/oauth/callback.html",
  client_id: "https://playground.example.com/oauth/client-metadata.json",
};

export const lesson: Lesson = {
  id: "authorization",
  section: 2,
  title: { en: "Authorization: from a 401 to a token", ru: "Авторизация: от 401 до токена" },
  body: [
    {
      type: "text",
      text: {
        en: "A server that needs a token answers an MCP request without one with HTTP 401 and a WWW-Authenticate header. Its resource_metadata names a document (RFC 9728) that lists the server's authorization servers; without it, the client tries the well-known URLs: first with the endpoint's path, then at the root.",
        ru: "Сервер, которому нужен токен, отвечает на MCP-запрос без токена кодом HTTP 401 с заголовком WWW-Authenticate. Его параметр resource_metadata указывает адрес документа (RFC 9728) со списком серверов авторизации; если его нет, клиент пробует стандартные адреса: сначала с путём конечной точки, потом в корне.",
      },
    },
    {
      type: "code",
      code: `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer resource_metadata="${PRM}", scope="files:read"`,
      caption: {
        en: "The challenge: where to look, and which scopes to ask for",
        ru: "Вызов: где искать и какие права просить",
      },
    },
    {
      type: "text",
      text: {
        en: "Then: the authorization server's metadata (RFC 8414, or OpenID Connect discovery), a client identity (a client metadata document, dynamic registration, or a client registered beforehand), the authorization page in the browser with PKCE (S256), state and resource, and finally the token request. Every MCP request after that carries Authorization: Bearer. In the playground, choose a remote server, press Authorize and tick Step by step: each request shows before it goes, and the diagram draws it on the authorization lane.",
        ru: "Дальше: метаданные сервера авторизации (RFC 8414 или OpenID Connect Discovery), идентификатор клиента (документ метаданных клиента, динамическая регистрация или заранее зарегистрированный клиент), страница входа в браузере с PKCE (S256), state и resource и, наконец, запрос токена. После этого каждый MCP-запрос несёт Authorization: Bearer. В песочнице выберите удалённый сервер, нажмите «Авторизоваться» и отметьте «По шагам»: каждый запрос показывается до отправки, а диаграмма рисует его на линии авторизации.",
      },
    },
  ],
  exercises: [
    {
      id: "read-401",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Read the 401", ru: "Прочитайте 401" },
      task: {
        en: 'The server answered with the 401 above. Write the client\'s next request as {"method": …, "url": …}.',
        ru: 'Сервер ответил 401, как выше. Запишите следующий запрос клиента как {"method": …, "url": …}.',
      },
      start: json({ method: "", url: "" }),
      checks: [
        equals("/method", "GET", {
          en: "Metadata is fetched with GET.",
          ru: "Метаданные получают методом GET.",
        }),
        equals("/url", PRM, {
          en: "The header names the metadata URL: resource_metadata.",
          ru: "Адрес метаданных указан в заголовке: resource_metadata.",
        }),
      ],
      solution: json({ method: "GET", url: PRM }),
      hints: [
        {
          en: "Look at the parameters of the Bearer challenge.",
          ru: "Посмотрите на параметры вызова Bearer.",
        },
        {
          en: "resource_metadata is the URL to fetch.",
          ru: "resource_metadata — адрес, который нужно запросить.",
        },
        {
          en: `Send \`{"method": "GET", "url": "${PRM}"}\`.`,
          ru: `Отправьте \`{"method": "GET", "url": "${PRM}"}\`.`,
        },
      ],
      why: {
        en: "MCP says the client uses the resource_metadata of WWW-Authenticate when it is there; only without it does it build the well-known URLs itself. The document it gets names the authorization servers.",
        ru: "По MCP клиент берёт resource_metadata из WWW-Authenticate, если он есть; только без него клиент сам строит стандартные адреса. В полученном документе перечислены серверы авторизации.",
      },
    },
    {
      id: "next-request",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Predict the next request", ru: "Предскажите следующий запрос" },
      task: {
        en: 'The metadata says "authorization_servers": ["https://auth.example.com/tenant1"]. Write the first URL the client tries for that server\'s metadata, as {"method": …, "url": …}.',
        ru: 'Метаданные говорят "authorization_servers": ["https://auth.example.com/tenant1"]. Запишите первый адрес, по которому клиент ищет метаданные этого сервера, как {"method": …, "url": …}.',
      },
      start: json({
        method: "GET",
        url: "https://auth.example.com/tenant1/.well-known/openid-configuration",
      }),
      checks: [
        equals("/method", "GET"),
        equals("/url", AS_METADATA, {
          en: "First comes RFC 8414 with the well-known part inserted before the issuer's path.",
          ru: "Первым идёт RFC 8414: стандартная часть вставляется перед путём issuer.",
        }),
      ],
      solution: json({ method: "GET", url: AS_METADATA }),
      hints: [
        {
          en: "The issuer has a path (/tenant1): the spec gives three URLs in order.",
          ru: "У issuer есть путь (/tenant1): спецификация даёт три адреса по порядку.",
        },
        {
          en: "OAuth metadata first, OpenID Connect after; the path goes after the well-known part.",
          ru: "Сначала метаданные OAuth, потом OpenID Connect; путь идёт после стандартной части.",
        },
        { en: `The URL is ${AS_METADATA}.`, ru: `Адрес: ${AS_METADATA}.` },
      ],
      why: {
        en: "For an issuer with a path, MCP 2025-11-25 orders: oauth-authorization-server with path insertion, then openid-configuration with insertion, then openid-configuration appended to the path. The start text is the last of the three.",
        ru: "Для issuer с путём MCP 2025-11-25 задаёт порядок: oauth-authorization-server со вставкой пути, затем openid-configuration со вставкой, затем openid-configuration в конце пути. Начальный текст — последний из трёх.",
      },
    },
    {
      id: "fix-token-request",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Fix the token request", ru: "Исправьте запрос токена" },
      task: {
        en: "These are the form fields of a token request. Two that MCP requires are missing: add them (the verifier is the one made for this flow's challenge, and the server is https://mcp.example.com/mcp).",
        ru: "Это поля формы запроса токена. Двух полей, которые требует MCP, не хватает: добавьте их (verifier — тот, что создан для challenge этого потока, а сервер — https://mcp.example.com/mcp).",
      },
      start: json(TOKEN_START),
      checks: [
        matches(
          "/code_verifier",
          { type: "string", pattern: "^[A-Za-z0-9._~-]{43,128}$" },
          {
            en: "PKCE: the token request proves it comes from whoever started the flow with code_verifier (RFC 7636 §4.5).",
            ru: "PKCE: запрос токена доказывает, что его отправил тот, кто начал поток, полем code_verifier (RFC 7636 §4.5).",
          },
        ),
        equals("/resource", RESOURCE, {
          en: "resource names the MCP server the token is for, in the token request too (RFC 8707).",
          ru: "resource указывает MCP-сервер, для которого предназначен токен, — и в запросе токена тоже (RFC 8707).",
        }),
        equals("/grant_type", "authorization_code"),
      ],
      solution: json({ ...TOKEN_START, code_verifier: VERIFIER, resource: RESOURCE }),
      hints: [
        {
          en: "One field is about PKCE, the other about which server the token is for.",
          ru: "Одно поле про PKCE, другое про то, для какого сервера токен.",
        },
        { en: "code_verifier and resource.", ru: "code_verifier и resource." },
        {
          en: `Add "code_verifier": "${VERIFIER}" and "resource": "${RESOURCE}".`,
          ru: `Добавьте "code_verifier": "${VERIFIER}" и "resource": "${RESOURCE}".`,
        },
      ],
      why: {
        en: "Without code_verifier the server cannot check PKCE, and a stolen code would be enough to get a token. Without resource the token may not be bound to this MCP server: MCP requires it in both the authorization and the token request.",
        ru: "Без code_verifier сервер не может проверить PKCE, и украденного кода хватило бы для получения токена. Без resource токен может оказаться не привязан к этому MCP-серверу: MCP требует его и в запросе авторизации, и в запросе токена.",
      },
    },
  ],
};
