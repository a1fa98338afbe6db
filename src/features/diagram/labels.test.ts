import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { clip, formatMs, latencyText, visibleText } from "./labels.ts";
import { layoutDiagram, visibleWindow } from "./layout.ts";

function arrows(log: LogBuilder, version: "2025-11-25" | "2025-03-26" = "2025-11-25") {
  const model = layoutDiagram(deriveExchange(log.entries, version));
  const all = visibleWindow(model, 0, model.height, 0).shapes;
  return (seq: number) => {
    const shape = all.find((s) => s.seq === seq);
    if (shape?.type !== "arrow") throw new Error(`no arrow ${seq}`);
    return shape;
  };
}

describe("times", () => {
  it("keep one decimal below 10 ms and none above", () => {
    expect([0.34, 2, 9.94, 12.4, 1234.5].map(formatMs)).toEqual(["0.3", "2", "9.9", "12", "1235"]);
  });

  it("are written in the UI language", () => {
    expect(latencyText(0.34, "en")).toBe("0.3 ms");
    expect(latencyText(0.34, "ru")).toBe("0,3 мс");
    expect(latencyText(12, "ru")).toBe("12 мс");
  });
});

describe("visible text", () => {
  const at = arrows(
    new LogBuilder()
      .out(rpc.request(8, "tools/call", { name: "x", arguments: {} }))
      .in(rpc.error(8, -32602, "Unknown tool"))
      .out('{"jsonrpc":')
      .in(rpc.result("a")),
  );

  it("is the method and id, then the badges, translated", () => {
    expect(visibleText(at(0), "en")).toBe("tools/call #8");
    expect(visibleText(at(1), "en")).toBe("tools/call #8 · error -32602");
    expect(visibleText(at(1), "ru")).toBe("tools/call #8 · ошибка -32602");
    expect(visibleText(at(3), "ru")).toBe('#"a" · нет такого запроса');
  });

  it("names a message that is not JSON-RPC", () => {
    expect(visibleText(at(2), "en")).toBe("Not JSON-RPC");
    expect(visibleText(at(2), "ru")).toBe("Не JSON-RPC");
  });

  it("counts a batch's messages with the right Russian form", () => {
    const batch = arrows(
      new LogBuilder()
        .out([rpc.request(1, "ping"), rpc.request(2, "ping")])
        .out([rpc.notification("notifications/initialized")]),
      "2025-03-26",
    );
    expect(visibleText(batch(0), "en")).toBe(
      "batch of 2 messages: ping #1, ping #2 · awaiting reply",
    );
    expect(visibleText(batch(0), "ru")).toBe(
      "пакет из 2 сообщений: ping #1, ping #2 · ждёт ответа",
    );
    expect(visibleText(batch(1), "ru")).toBe("пакет из 1 сообщения: notifications/initialized");
  });
});

describe("accessible labels of batches", () => {
  it("list each element with its ties", () => {
    const at = arrows(
      new LogBuilder()
        .out([rpc.request(1, "ping"), rpc.request(2, "tools/list")])
        .in([rpc.result(1)], 5),
      "2025-03-26",
    );
    expect(at(0).accessibleLabel).toBe(
      "batch of 2 from client: request ping id 1, answered in 5 ms; request tools/list id 2, no reply yet",
    );
    expect(at(1).accessibleLabel).toBe("batch of 1 from server: reply ping id 1, 5 ms");
  });
});

describe("clip", () => {
  it("cuts by characters, not UTF-16 units, and marks the cut", () => {
    expect(clip("short", 10)).toBe("short");
    expect(clip("abcdefghij", 5)).toBe("abcd…");
    expect(clip("😀😀😀😀", 3)).toBe("😀😀…");
  });
});
