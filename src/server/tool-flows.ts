/**
 * The tools that talk back to the client while they run: `wrap_gift` (progress, cancellation),
 * `draft_congratulation` (sampling) and `save_gift_list` (roots). Sampling and roots are asked
 * for with an input-required result: on 2026-07-28 the client answers by retrying the call; on
 * the 2025-era versions the SDK turns it into a real server request and comes back here with
 * the client's reply.
 */
import { inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { explainCheck } from "./args.ts";
import {
  type ToolCall,
  type ToolOutcome,
  invalidArguments,
  missingCapability,
  sleep,
  textResult,
  toolError,
} from "./tool-results.ts";

export const WRAP_STEPS = [
  "Measuring the gift",
  "Cutting the paper",
  "Folding the corners",
  "Taping the seams",
  "Tying the ribbon",
];
export const WRAP_STEP_MS = 700;

export async function wrapGift(call: ToolCall): Promise<ToolOutcome> {
  const { check, served, ctx } = call;
  if (check.problems.length > 0 || check.missing.length > 0) {
    return invalidArguments(served, "wrap_gift", explainCheck(check));
  }
  const gift = check.args.gift as string;
  const paper = (check.args.paper as string | undefined) ?? "classic";
  const token = ctx.mcpReq._meta?.progressToken;
  for (const [index, step] of WRAP_STEPS.entries()) {
    // A cancelled call stops here; the SDK then sends no reply, as the spec requires.
    await sleep(WRAP_STEP_MS, ctx.mcpReq.signal);
    if (token !== undefined) {
      await ctx.mcpReq.notify({
        method: "notifications/progress",
        params: {
          progressToken: token,
          progress: index + 1,
          total: WRAP_STEPS.length,
          message: `${step}…`,
        },
      });
    }
  }
  return textResult(`Wrapped "${gift}" in ${paper} paper, with a ribbon.`);
}

export function draftCongratulation(call: ToolCall): ToolOutcome {
  const { check, served, ctx } = call;
  if (check.problems.length > 0 || check.missing.length > 0) {
    return invalidArguments(served, "draft_congratulation", explainCheck(check));
  }
  if (!served.capabilities.sampling)
    return missingCapability(served, "sampling", "draft_congratulation");
  const answer = inputResponse(ctx.mcpReq.inputResponses, "draft");
  if (answer.kind === "sampling") {
    const blocks = Array.isArray(answer.result.content)
      ? answer.result.content
      : [answer.result.content];
    const text = blocks
      .map((b) => (b.type === "text" ? b.text : ""))
      .join("")
      .trim();
    if (!text) return toolError("The client's model answered without any text.");
    return textResult(`Draft for the card:\n\n${text}`);
  }
  const recipient = check.args.recipient as string;
  const occasion = check.args.occasion as string;
  const tone = (check.args.tone as string | undefined) ?? "warm";
  return inputRequired({
    inputRequests: {
      draft: inputRequired.createMessage({
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              text: `Write a ${tone} congratulation of two or three sentences for ${recipient} on their ${occasion}.`,
            },
          },
        ],
        systemPrompt: "You write short, sincere greeting-card texts.",
        maxTokens: 200,
      }),
    },
  });
}

export function saveGiftList(call: ToolCall): ToolOutcome {
  const { check, served, ctx } = call;
  if (check.problems.length > 0 || check.missing.length > 0) {
    return invalidArguments(served, "save_gift_list", explainCheck(check));
  }
  if (!served.capabilities.roots) return missingCapability(served, "roots", "save_gift_list");
  const answer = inputResponse(ctx.mcpReq.inputResponses, "roots");
  if (answer.kind !== "roots") {
    return inputRequired({ inputRequests: { roots: inputRequired.listRoots() } });
  }
  const gifts = check.args.gifts as string[];
  const root = answer.roots[0];
  if (!root) {
    return toolError("The client shared no roots, so there is no folder to save the gift list in.");
  }
  const where = `${root.uri.replace(/\/+$/, "")}/gift-list.json`;
  const named = root.name ? ` (the root "${root.name}")` : "";
  return textResult(
    `Would save ${gifts.length} gift(s) to ${where}${named}. Nothing was written: this is a playground.`,
  );
}
