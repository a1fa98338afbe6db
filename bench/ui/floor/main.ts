/**
 * The floor of the UI benchmark: the smallest Vite + React page, one element rendered into the
 * root. No page built with React loads faster than this on the same machine.
 */
import { createElement } from "react";
import { createRoot } from "react-dom/client";

// The bench is type-checked without the DOM library: reach the page's document through a type.
const page = globalThis as unknown as {
  document: { getElementById(id: string): Parameters<typeof createRoot>[0] | null };
};
const root = page.document.getElementById("root");
if (root) createRoot(root).render(createElement("h1", null, "Floor"));
