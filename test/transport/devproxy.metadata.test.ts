/**
 * Cloud metadata services the dev proxy never reaches, in every way a target can name them:
 * the address written as IPv4 or inside an IPv6 address (IPv4-compatible, IPv4-mapped, SIIT,
 * NAT64, 6to4), a known name, or a harmless-looking name whose DNS answer is such an address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isForbiddenAddress, isForbiddenHost } from "../../src/devproxy/address.ts";
import { type Harness, refusal, startProxy } from "./proxy-harness.ts";

/** Names the test's resolver knows, as DNS would answer them. */
const DNS: Record<string, { address: string; family: number }[]> = {
  "oracle.test": [{ address: "192.0.0.192", family: 4 }],
  "azure.test": [{ address: "168.63.129.16", family: 4 }],
  "compatible.test": [{ address: "::a9fe:a9fe", family: 6 }],
  "mapped.test": [{ address: "::ffff:169.254.169.254", family: 6 }],
  "translated.test": [{ address: "::ffff:0:a9fe:a9fe", family: 6 }],
  "nat64.test": [{ address: "64:ff9b::a9fe:a9fe", family: 6 }],
  "6to4.test": [{ address: "2002:a9fe:a9fe::", family: 6 }],
  "6to4-oracle.test": [
    { address: "127.0.0.1", family: 4 },
    { address: "2002:c000:c0::1", family: 6 },
  ],
};

let proxy: Harness;

beforeAll(async () => {
  proxy = await startProxy({
    resolve: (hostname) => {
      const found = DNS[hostname];
      if (found) return Promise.resolve(found);
      return Promise.reject(
        Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }),
      );
    },
  });
});

afterAll(async () => {
  await proxy?.close();
});

const REFUSED = { status: 403, code: "forbidden-address" };

describe("metadata services", () => {
  it("refused however the target writes them", async () => {
    for (const target of [
      "http://192.0.0.192/opc/v2/instance/", // Oracle Cloud
      "http://3221225664/", // 192.0.0.192 as one number
      "http://0xc0.0.0.0xc0/",
      "http://168.63.129.16/machine?comp=goalstate", // Azure WireServer
      "http://[::ffff:168.63.129.16]/",
      "http://metadata.tencentyun.com/latest/meta-data/", // Tencent Cloud
      "http://METADATA.TencentYun.com./",
      "http://[::169.254.169.254]/", // IPv4-compatible
      "http://[0:0:0:0:0:0:a9fe:a9fe]/",
      "http://[::ffff:169.254.169.254]/", // IPv4-mapped
      "http://[::ffff:0:169.254.169.254]/", // IPv4-translated (SIIT)
      "http://[64:ff9b::a9fe:a9fe]/", // NAT64
      "http://[64:ff9b::169.254.169.254]/",
      "http://[64:ff9b::a83f:8110]/", // NAT64 of Azure's WireServer
      "http://[2002:a9fe:a9fe::]/", // 6to4
      "http://[2002:a9fe:a9fe:1::1]/",
      "http://[2002:c000:c0::]/", // 6to4 of Oracle's
    ]) {
      expect(await refusal(await proxy.via(target)), target).toMatchObject(REFUSED);
    }
  });

  it("refused when a name resolves to one of them", async () => {
    for (const name of Object.keys(DNS)) {
      expect(await refusal(await proxy.via(`http://${name}/mcp`)), name).toMatchObject(REFUSED);
    }
  });

  it("the same embeddings of ordinary addresses are not refused", () => {
    for (const address of [
      "::1",
      "::",
      "::ffff:10.0.0.1",
      "64:ff9b::808:808",
      "2002:808:808::",
      "2002::a9fe:a9fe", // a 6to4 address whose IPv4 part is 0.0.0.0, not its last groups
      "2001:db8::a9fe:a9fe",
      "192.0.0.191",
      "168.63.129.17",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
    expect(isForbiddenHost("tencentyun.com")).toBe(false);
    expect(isForbiddenHost("metadata.tencentyun.com.evil.example")).toBe(false);
  });
});
