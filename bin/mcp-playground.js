#!/usr/bin/env node
// Launcher for the mcp-playground command: lets Node load the TypeScript sources through tsx.
import { register } from "tsx/esm/api";

register();
await import("../src/bridge/main.ts");
