/**
 * `tools/call`: finds the tool, logs the call and runs it. The two catalog tools live here;
 * the ones that talk back to the client (progress, sampling, roots) are in `tool-flows.ts`.
 */
import {
  type CallToolRequest,
  ProtocolError,
  ProtocolErrorCode,
  type ServerContext,
  inputRequired,
  inputResponse,
} from "@modelcontextprotocol/server";
import { checkArgs, explainCheck } from "./args.ts";
import { cheapest, suggest, toSuggestion } from "./catalog.ts";
import type { Served } from "./served.ts";
import type { GiftState } from "./state.ts";
import { draftCongratulation, saveGiftList, wrapGift } from "./tool-flows.ts";
import {
  type ToolCall,
  type ToolOutcome,
  canElicitForm,
  dollars,
  invalidArguments,
  textResult,
  toolError,
} from "./tool-results.ts";
import { ARGS, type ToolName, availableTools } from "./tools.ts";

export async function callTool(
  request: CallToolRequest,
  ctx: ServerContext,
  served: Served,
  state: GiftState,
): Promise<ToolOutcome> {
  const name = request.params.name;
  const known = availableTools(state.controls()) as string[];
  // An unknown tool is a protocol error in every version (only bad arguments changed).
  if (!known.includes(name)) {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
  }
  const tool = name as ToolName;
  // The 2025-era SDK re-enters the handler with the client's answers to its own requests:
  // that is the same call, logged once.
  const reentry = served.era === "legacy" && ctx.mcpReq.inputResponses !== undefined;
  if (!reentry) {
    await ctx.mcpReq.log(
      "info",
      { event: "tool call", tool, arguments: request.params.arguments ?? {} },
      "gift-server",
    );
  }
  const call: ToolCall = {
    served,
    state,
    ctx,
    check: checkArgs(ARGS[tool], request.params.arguments),
  };
  switch (tool) {
    case "suggest_gifts":
      return suggestGifts(call);
    case "suggest_gift_cards":
      return suggestGiftCards(call);
    case "wrap_gift":
      return wrapGift(call);
    case "draft_congratulation":
      return draftCongratulation(call);
    case "save_gift_list":
      return saveGiftList(call);
  }
}

/** Reads the budget from the arguments, or from the user's answer to our question. */
function budgetFrom(call: ToolCall): number | "declined" | undefined {
  const given = call.check.args.budget;
  if (typeof given === "number") return given;
  const answer = inputResponse(call.ctx.mcpReq.inputResponses, "budget");
  if (answer.kind !== "elicit") return undefined;
  if (answer.action !== "accept") return "declined";
  const budget = answer.content?.budget;
  return typeof budget === "number" && budget > 0 ? budget : undefined;
}

function suggestGifts(call: ToolCall): ToolOutcome {
  const { check, served, state } = call;
  const onlyBudgetMissing = check.missing.length === 1 && check.missing[0] === "budget";
  if (check.problems.length > 0 || (check.missing.length > 0 && !onlyBudgetMissing)) {
    return invalidArguments(served, "suggest_gifts", explainCheck(check));
  }
  const budget = budgetFrom(call);
  if (budget === "declined") {
    return textResult(
      "No budget was given (the question was declined), so there are no suggestions. Call suggest_gifts again with a budget.",
      { gifts: [] },
    );
  }
  if (budget === undefined) {
    // Without a budget, ask the user for one if the client lets us; otherwise it is missing.
    if (!canElicitForm(served))
      return invalidArguments(served, "suggest_gifts", explainCheck(check));
    return inputRequired({
      inputRequests: {
        budget: inputRequired.elicit({
          message: "What is your budget for the gift, in US dollars?",
          requestedSchema: {
            type: "object",
            properties: {
              budget: {
                type: "number",
                title: "Budget (USD)",
                description: "The most the gift may cost.",
                minimum: 1,
              },
            },
            required: ["budget"],
          },
        }),
      },
    });
  }
  const occasion = check.args.occasion as string;
  const recipient = check.args.recipient as string | undefined;
  const catalog = state.catalog();
  const gifts = suggest(catalog, { occasion, budget, recipient }).map(toSuggestion);
  if (gifts.length === 0) {
    const low = cheapest(catalog);
    return toolError(
      `Nothing in the catalog costs ${dollars(budget)} or less` +
        (low ? `: the cheapest gift is ${low.name} at ${dollars(low.price)}.` : "."),
    );
  }
  const forWhom = recipient ? ` for ${recipient}` : "";
  const lines = gifts.map((g) => `- ${g.name} (${g.category}): ${dollars(g.price)}`);
  return textResult(
    [`Gift ideas for ${occasion}${forWhom}, up to ${dollars(budget)}:`, ...lines].join("\n"),
    { gifts },
  );
}

const CARD_STORES = ["Bookshop", "Coffee house", "Cinema", "Garden centre", "Online marketplace"];
const CARD_AMOUNTS = [200, 100, 50, 25, 10];

function suggestGiftCards(call: ToolCall): ToolOutcome {
  const { check, served } = call;
  if (check.problems.length > 0 || check.missing.length > 0) {
    return invalidArguments(served, "suggest_gift_cards", explainCheck(check));
  }
  const budget = check.args.budget as number;
  const amount = CARD_AMOUNTS.find((a) => a <= budget);
  if (amount === undefined) {
    return toolError(`Gift cards start at ${dollars(10)}; ${dollars(budget)} is not enough.`);
  }
  const cards = CARD_STORES.slice(0, 3).map((store) => ({ store, amount }));
  const lines = cards.map((c) => `- ${c.store} gift card: ${dollars(c.amount)}`);
  return textResult([`Gift cards within ${dollars(budget)}:`, ...lines].join("\n"), { cards });
}
