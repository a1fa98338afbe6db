/**
 * Russian for the session rules' findings (`session.*`). Their English is written inline in
 * `src/protocol/session/*.ts`; these rebuild the same facts from each finding's args.
 */
import { PROTOCOL_VERSIONS } from "../../../protocol/versions.ts";
import { countGenitive, schemaProblemRu, validatorDetailRu } from "./phrases.ts";
import type { FindingArgs, RuText } from "./types.ts";

const s = (a: FindingArgs, name: string): string => String(a[name] ?? "");

/** Why a pattern cannot run on the linear-time engine (the session's `problem` and `detail`). */
function patternWhyRu(a: FindingArgs): string {
  const detail = s(a, "detail");
  switch (s(a, "problem")) {
    case "lookahead":
      return `использует опережающую проверку ("${detail}")`;
    case "backreference":
      return `использует обратную ссылку ("${detail}")`;
    case "property":
      return `использует свойство Юникода, которого движок не знает ("${detail}")`;
    case "size":
      return "повторяется или вкладывается глубже, чем позволяет движок";
    default:
      return `отвергнут движком (${detail})`;
  }
}

const isNotification = (method: string) => method.startsWith("notifications/");
/** "запрос tools/list" / "уведомление notifications/message" (accusative). */
const what = (method: string) => `${isNotification(method) ? "уведомление" : "запрос"} ${method}`;
/** "запроса tools/list" / "уведомления …" (genitive). */
const whatOf = (method: string) =>
  `${isNotification(method) ? "уведомления" : "запроса"} ${method}`;

export const SESSION_RU: Readonly<Record<string, RuText>> = {
  "session.initialize-not-first": (a) =>
    `initialize должен быть первым обменом между клиентом и сервером, а до него уже отправлено сообщений: ${s(a, "count")}.`,
  "session.initialize-repeated": () =>
    "initialize уже отправлялся в этой сессии; соединение инициализируют один раз.",
  "session.after-failed-initialize": (a) =>
    s(a, "method") === "notifications/initialized"
      ? "На запрос initialize пришла ошибка, так что подтверждать нечего: сессия не создана."
      : `На запрос initialize пришла ошибка, поэтому у ${whatOf(s(a, "method"))} нет инициализированной сессии: сначала отправьте initialize заново.`,
  "session.server-before-initialized": (a) =>
    `Сервер не должен отправлять ${what(s(a, "method"))} до того, как клиент пришлёт notifications/initialized; так рано разрешены только ping и журналирование.`,
  "session.client-before-initialize-reply": (a) =>
    `Клиент не должен отправлять ${what(s(a, "method"))}, пока сервер не ответил на initialize; так рано разрешён только ping.`,
  "session.client-before-initialized": (a) =>
    `Клиенту следует отправить notifications/initialized до ${whatOf(s(a, "method"))}.`,
  "session.initialized-before-reply": () =>
    "notifications/initialized отправляют после ответа сервера на initialize, а этот ответ ещё не пришёл.",
  "session.initialized-repeated": () =>
    "notifications/initialized уже отправлялось в этой сессии; его отправляют один раз.",
  "session.duplicate-pending-id": (a) =>
    `id ${s(a, "id")} уже занят запросом ${s(a, "method")}, который ещё ждёт ответа; у каждого незавершённого запроса должен быть свой id.`,
  "session.id-reused": (a) =>
    `id ${s(a, "id")} уже использовался в этой сессии запросом ${s(a, "method")}; новый id избавит ответы от двусмысленности.`,
  "session.duplicate-progress-token": (a) =>
    `Токен прогресса ${s(a, "token")} уже занят другим запросом, который ещё выполняется; токены прогресса должны быть уникальны среди активных запросов.`,
  "session.pending-overflow": (a) =>
    `Ответа ждут больше ${countGenitive(Number(a.limit), "запроса", "запросов")}; сессия забывает самые старые, и ответы на них будут выглядеть незнакомыми.`,
  "session.reply-repeated": (a) =>
    `На запрос ${s(a, "method")} с id ${s(a, "id")} уже ответили; на запрос отвечают ровно один раз.`,
  "session.reply-unknown-id": (a) =>
    `В этой сессии нет запроса с id ${s(a, "id")}, который ждал бы ответа, поэтому ответ не удаётся сопоставить с методом.`,
  "session.unknown-version": (a) =>
    `Сервер ответил версией протокола "${s(a, "version")}", которую MCP Playground не знает (известны ${PROTOCOL_VERSIONS.join(", ")}); следующие сообщения проверяются по версии ${s(a, "fallback")}.`,
  "session.version-mismatch": (a) =>
    `В сессии согласована версия протокола ${s(a, "version")}, а сообщения проверяются по ${s(a, "selected")}; выберите ${s(a, "version")} или «авто».`,
  "session.progress-unknown-token": (a) =>
    `Ни один ожидающий ответа запрос не просил сообщать о прогрессе с токеном ${s(a, "token")}; прогресс присылают только для ещё выполняющегося запроса, указавшего этот токен в params._meta.progressToken.`,
  "session.cancel-initialize": () =>
    "Запрос initialize нельзя отменить; вместо этого закройте соединение.",
  "session.cancel-finished-request": (a) =>
    `На запрос ${s(a, "method")} с id ${s(a, "id")} уже ответили, так что отменять нечего.`,
  "session.cancel-unknown-request": (a) =>
    `Эта сторона не отправляла в этой сессии запроса с id ${s(a, "id")}, так что отмена ни на что не указывает.`,
  "session.tools-overflow": (a) =>
    `Сессия помнит не больше ${countGenitive(Number(a.limit), "инструмента", "инструментов")}; самые старые забываются, и вызовы их больше не проверяются.`,
  "session.unknown-tool": (a) =>
    `Сервер не объявлял инструмент "${s(a, "tool")}" в ответе на tools/list. Известные инструменты: ${s(a, "known")}.`,
  "session.tool-schema-invalid": (a, f) => {
    const reason = schemaProblemRu(s(a, "reason"));
    const tool = `"${s(a, "tool")}"`;
    // The rule reports an unusable outputSchema on the result, an inputSchema on the call.
    return f.path.includes("/result")
      ? `outputSchema, объявленную сервером для инструмента ${tool}, нельзя использовать (${reason}), поэтому structuredContent не проверялся.`
      : `inputSchema, объявленную сервером для инструмента ${tool}, нельзя использовать (${reason}), поэтому аргументы не проверялись.`;
  },
  "session.tool-schema-too-costly": (a) => {
    const input = s(a, "schema") !== "outputSchema";
    const what = input ? "этих аргументов" : "этого structuredContent";
    const how =
      s(a, "cause") === "depth"
        ? `проверка ${what} превысила предел вложенности схем (${s(a, "limit")})`
        : `проверка ${what} заняла больше ${s(a, "limit")} мс`;
    const skipped = input ? "они не проверены" : "он не проверен";
    return `${s(a, "schema")} инструмента "${s(a, "tool")}" слишком затратно проверять: ${how}, поэтому ${skipped}.`;
  },
  "session.tool-schema-budget-spent": (a) => {
    const skipped =
      s(a, "schema") === "outputSchema"
        ? "structuredContent не проверен"
        : "аргументы не проверены";
    return `Проверка схем инструментов исчерпала бюджет этой сессии (${s(a, "limit")} мс: ${s(a, "base")} мс и ещё ${s(a, "perMb")} мс на каждый МБ проверенных сообщений), поэтому ${skipped} по ${s(a, "schema")} инструмента "${s(a, "tool")}".`;
  },
  "session.tool-schema-unsupported-pattern": (a) => {
    const skipped =
      s(a, "schema") === "outputSchema"
        ? "structuredContent не проверен"
        : "аргументы не проверены";
    return `В ${s(a, "schema")} инструмента "${s(a, "tool")}" есть шаблон, который нельзя выполнить безопасно: "${s(a, "pattern")}" ${patternWhyRu(a)}. Шаблоны выполняются только движком с линейным временем (движок с возвратами можно «заморозить» враждебным шаблоном), поэтому ${skipped}.`;
  },
  "session.tool-arguments": (a) =>
    `Аргументы не соответствуют inputSchema инструмента "${s(a, "tool")}": ${validatorDetailRu(s(a, "detail"))}.`,
  "session.structured-content-missing": (a) =>
    `Инструмент "${s(a, "tool")}" объявляет outputSchema, поэтому его результат должен содержать structuredContent (если только isError не равно true).`,
  "session.tool-structured-content": (a) =>
    `structuredContent не соответствует outputSchema инструмента "${s(a, "tool")}": ${validatorDetailRu(s(a, "detail"))}.`,
  // The widget lane (src/protocol/session/widget.ts).
  "apps.schema": (a) =>
    `Не соответствует определению ${s(a, "definition")} схемы MCP Apps: ${validatorDetailRu(s(a, "detail"))}.`,
  "session.stdio-stray-stdout": (a) =>
    `Сервер записал в свой stdout "${s(a, "line")}" — это не сообщение JSON-RPC. Сервер stdio НЕ ДОЛЖЕН писать в stdout ничего, кроме корректных сообщений MCP (транспорт stdio в спецификации): журналы и приветствия отправляйте в stderr.`,
  "apps.unknown-method": (a) =>
    `${s(a, "method")} — не метод MCP Apps (схема определяет только свои методы ui/*).`,
};
