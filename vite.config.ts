import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicy } from "./src/build/csp.ts";
import { offline } from "./src/build/pwa.ts";
import { mcpDevProxy } from "./src/devproxy/plugin.ts";
import { proxyPath } from "./src/transport/http/wire/proxy.ts";
import { widgetSandbox } from "./src/build/sandbox.ts";
import { clientMetadata } from "./src/build/client-metadata.ts";

export default defineConfig({
  // Relative asset URLs let dist/ be served from any sub-path of any static host.
  base: "./",
  plugins: [
    react(),
    tailwindcss(),
    // Remote targets without CORS: a locked-down proxy under `npm run dev` and `vite preview`
    // only (src/devproxy); nothing of it goes into a build.
    mcpDevProxy(),
    // The built page's Content-Security-Policy (src/build/csp.ts).
    contentSecurityPolicy(),
    // The manifest and the service worker (src/build/pwa.ts), which never answers the proxy.
    // Nor the authorization callback page: it must reach the network with its code and state.
    offline({
      denylist: [new RegExp(`${proxyPath("/")}(?:[/?]|$)`), /\/oauth\/callback\.html(?:[?#]|$)/],
    }),
    // The widget sandbox page, with its own policy (src/build/sandbox.ts).
    widgetSandbox(),
    // A hosted build's OAuth client metadata document, when its https address is given.
    clientMetadata(),
  ],
  // ES-module workers share chunks with the page: the validation worker loads only the
  // precompiled validators of the versions it uses instead of all five.
  worker: { format: "es" },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  test: {
    environment: "node",
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
        },
      },
      {
        // Browser tests against `vite preview` of the build; the build and the browser start only
        // when an e2e file is selected.
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/setup.ts"],
          hookTimeout: 180_000,
          // Waits are generous so a busy machine is slower, never red: no test asserts a speed.
          testTimeout: 240_000,
          expect: { poll: { timeout: 90_000, interval: 100 } },
        },
      },
    ],
  },
});
