/**
 * The words of the 2024-11-05 HTTP+SSE transport checks, in English and Russian, and the notes
 * they (and the Streamable HTTP checks they stand in for) leave; `texts.ts` merges them.
 */
import type { CheckId } from "./catalog.ts";

export type SseCheckId = Extract<CheckId, `transport.sse-${string}`>;

type Words = Record<SseCheckId, { title: string; fix: string }>;

const EN: Words = {
  "transport.sse-stream": {
    title: "The SSE stream and its endpoint",
    fix: "Answer a GET with Accept: text/event-stream with a text/event-stream whose first event is `endpoint`, its data the URL (on the stream's own origin) where clients POST their messages.",
  },
  "transport.sse-post": {
    title: "POSTs to the endpoint, replies on the stream",
    fix: "Accept each message POSTed to the endpoint with a 2xx status (normally 202 Accepted, no body) and send its reply as a `message` event on the client's SSE stream, not in the POST's answer.",
  },
  "transport.sse-session": {
    title: "Each stream its own endpoint",
    fix: "Give every SSE stream an endpoint of its own (e.g. /messages?sessionId=…), so that a client's messages and replies stay on its own stream.",
  },
};

const RU: Words = {
  "transport.sse-stream": {
    title: "Поток SSE и его endpoint",
    fix: "Отвечайте на GET с Accept: text/event-stream потоком text/event-stream, первое событие которого — `endpoint` с адресом (на том же origin, что и поток), куда клиенты отправляют сообщения POST-запросами.",
  },
  "transport.sse-post": {
    title: "POST на endpoint, ответы в потоке",
    fix: "Принимайте каждое сообщение, отправленное POST на endpoint, кодом 2xx (обычно 202 Accepted без тела) и отправляйте ответ событием `message` в поток SSE клиента, а не в ответе на POST.",
  },
  "transport.sse-session": {
    title: "У каждого потока свой endpoint",
    fix: "Давайте каждому потоку SSE свой endpoint (например, /messages?sessionId=…), чтобы сообщения и ответы клиента оставались в его потоке.",
  },
};

export const SSE_TEXTS = { en: EN, ru: RU };

/** What the HTTP+SSE checks say they saw, `{name}` filled from the note's values. */
export const SSE_NOTES: Record<string, { en: string; ru: string }> = {
  "streamable-only": {
    en: "A Streamable HTTP rule (Mcp-Session-Id, DELETE, the optional GET stream, answers in the POST): this run spoke HTTP+SSE.",
    ru: "Правило Streamable HTTP (Mcp-Session-Id, DELETE, необязательный поток GET, ответ в POST): эта проверка шла по HTTP+SSE.",
  },
  "sse-only": {
    en: "An HTTP+SSE (2024-11-05) rule: this run spoke Streamable HTTP.",
    ru: "Правило HTTP+SSE (2024-11-05): эта проверка шла по Streamable HTTP.",
  },
  "sse-endpoint": {
    en: "The stream named its endpoint: {endpoint}",
    ru: "Поток назвал свой endpoint: {endpoint}",
  },
  "sse-not-stream": {
    en: "The GET was answered HTTP {status} with Content-Type {type}, not an event stream.",
    ru: "На GET пришёл ответ HTTP {status} с Content-Type {type}, а не поток событий.",
  },
  "sse-first-event": {
    en: "The stream's first event is {event}, not endpoint.",
    ru: "Первое событие потока — {event}, а не endpoint.",
  },
  "sse-no-event": {
    en: "The stream sent no event in time.",
    ru: "Поток не прислал ни одного события вовремя.",
  },
  "sse-endpoint-bad": {
    en: "The endpoint event's data is no URL: {endpoint}",
    ru: "Данные события endpoint — не адрес: {endpoint}",
  },
  "sse-endpoint-foreign": {
    en: "The endpoint is on another origin ({endpoint}): a client must not send its messages (and headers) there.",
    ru: "Endpoint на другом origin ({endpoint}): клиенту нельзя отправлять туда сообщения (и заголовки).",
  },
  "sse-posts": {
    en: "{count} messages POSTed to the endpoint were accepted; every reply came on the stream.",
    ru: "Принято сообщений, отправленных POST на endpoint: {count}; все ответы пришли в потоке.",
  },
  "sse-post-status": {
    en: "{method} POSTed to the endpoint was answered HTTP {status}.",
    ru: "На {method}, отправленный POST на endpoint, пришёл ответ HTTP {status}.",
  },
  "sse-reply-in-body": {
    en: "{method} was answered in the POST's body ({type}): over HTTP+SSE replies come on the stream.",
    ru: "Ответ на {method} пришёл в теле ответа на POST ({type}): в HTTP+SSE ответы идут в потоке.",
  },
  "sse-no-posts": {
    en: "No message reached the endpoint to judge.",
    ru: "Ни одно сообщение не дошло до endpoint, судить не о чем.",
  },
  "sse-session-own": {
    en: "{count} streams got {distinct} different endpoints; the run POSTed to each as given (with its query).",
    ru: "{count} потоков получили {distinct} разных endpoint; сообщения отправлялись на каждый как есть (с параметрами).",
  },
  "sse-session-shared": {
    en: "Two streams got the same endpoint ({endpoint}): the server cannot tell their messages apart.",
    ru: "Два потока получили один и тот же endpoint ({endpoint}): сервер не различит их сообщения.",
  },
  "sse-one-stream": {
    en: "Only one stream was opened: nothing to compare.",
    ru: "Открыт только один поток: сравнивать не с чем.",
  },
};
