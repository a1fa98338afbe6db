import { describe, expect, it } from "vitest";
import { maskedHeaders, parseHeaders } from "./headers.ts";

describe("the Headers field", () => {
  it("reads Name: value lines and masks the values", () => {
    const text = "Authorization: Bearer abcdefghijklmnop\nbad line\nX-Trace: 1";
    expect(parseHeaders(text)).toEqual({
      Authorization: "Bearer abcdefghijklmnop",
      "X-Trace": "1",
    });
    expect(maskedHeaders(text)).toBe("Authorization: Bearer ••••mnop\nbad line\nX-Trace: ••••");
  });
});
