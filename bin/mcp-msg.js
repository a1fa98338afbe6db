#!/usr/bin/env node
// Launcher for the mcp-msg command line: lets Node load the TypeScript sources through tsx.
import { register } from "tsx/esm/api";

register();
await import("../src/cli/main.ts");
